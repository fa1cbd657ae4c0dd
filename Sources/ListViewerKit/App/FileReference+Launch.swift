import GtkList

extension FileReference {
    /// The file at `path`, read, titled and kept as `launch` asks: standard input's spool
    /// (`isStandardInput`), still being written and gone with the app, is neither decompressed
    /// nor indexed for later.
    init(path: String, as launch: ViewerOptions, isStandardInput: Bool) {
        self.init(path: path, options: launch.reading.options, titleKey: launch.rows.title,
                  subtitleKey: launch.rows.subtitle, timeKey: launch.rows.time,
                  name: isStandardInput ? appTexts.translate("standard input") : FilePaths.displayName(of: path),
                  decompresses: !isStandardInput, keepsIndex: !isStandardInput)
    }
}
