import GtkList
import RecordFiles

extension DecompressionError {
    /// Why a compressed file was not decompressed whole.
    var text: String {
        switch problem {
        case .corrupt(let reason):
            // TRANSLATORS: the compression library's reason (in English)
            appTexts.translate("the compressed data is damaged (%s)").filling(reason)
        case .truncated:
            appTexts.translate("the compressed file ends too soon: it was cut short")
        case .cannotRead(let code):
            appTexts.translate("could not read the file: %s").filling(RecordFileProblem.systemText(code))
        case .cannotWrite(let code):
            appTexts.translate("could not write the decompressed copy: %s").filling(RecordFileProblem.systemText(code))
        }
    }
}

/// A size on disk as people read it: "840 KB", "122 MB".
enum DiskSize {
    static func text(_ byteCount: Int) -> String {
        let megabyte = 1 << 20
        guard byteCount >= megabyte else {
            return appTexts.translate("%s KB").filling(UserLocale.formatted(max(1, (byteCount + 1023) / 1024)))
        }
        return appTexts.translate("%s MB").filling(UserLocale.formatted((byteCount + megabyte / 2) / megabyte))
    }
}
