// The layer below, files and decompression, is part of this one's API (its errors, identities
// and decompressed files): an app that imports RecordFormats has it too.
@_exported import RecordFileAccess
