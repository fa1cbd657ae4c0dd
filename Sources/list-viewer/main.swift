import Foundation
import ListViewerKit

let options = ViewerOptions.parseOrExit()
exit(ViewerApplication(options: options).run())
