import RecordFiles

extension RecordFileError {
    /// The error on one line, located: `data.csv: no such file`, fit for standard error.
    package var text: String {
        fileMessage(problem.text, path: path, line: line, column: column)
    }
}
