import Foundation
import ListViewerKit

// The user's language for the help text too, which is read before GTK starts.
setlocale(LC_ALL, "")
// What opening the file needs first is made on another core while the command line is read.
StartUpPreparation.start()
// File names need not be UTF-8: such a file is opened as its argument is read.
let options = ViewerOptions.parseProcessArgumentsOrExit()
// An export needs no window, and no display.
if let status = options.runExport() { exit(status) }
exit(ViewerApplication(options: options).run())
