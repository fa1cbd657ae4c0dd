import Foundation
import ListViewerKit

// The user's language for the help text too, which is read before GTK starts.
setlocale(LC_ALL, "")
let options = ViewerOptions.parseOrExit()
exit(ViewerApplication(options: options).run())
