import RecordFiles

extension RecordFileError {
    /// The error on one line, located: `data.csv: no such file`, fit for standard error.
    var text: String {
        fileMessage(problem.text, path: path, line: line, column: column)
    }
}
