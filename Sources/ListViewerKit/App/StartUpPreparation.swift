import RecordFiles

/// What opening a file needs first and takes a few milliseconds to make, made on a thread of
/// its own from the process's first line, so that it is ready once the command line has been
/// read: the built-in log formats, their patterns compiled.
public enum StartUpPreparation {
    /// Starts making it.
    public static func start() {
        LogFormat.prepareBuiltInInBackground()
    }
}
