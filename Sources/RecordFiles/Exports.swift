// RecordFiles is the engine's top layer (index, search, filter, sort, timeline, export); an
// app that imports it has the layers below too: formats and readers, files and decompression.
@_exported import RecordFileAccess
@_exported import RecordFormats
