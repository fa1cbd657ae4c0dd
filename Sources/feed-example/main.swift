import Foundation
import GtkList

// The app around the stories screen the README shows: one window per activation.
let app = Application(id: "org.gtklistkit.FeedExample")
let api = StoryAPI()
app.onActivate {
    let window = Window(application: app)
    window.title = "Stories"
    window.setDefaultSize(width: 480, height: 640)
    window.setChild(makeStoriesScreen(api: api))
    window.present()
}
exit(app.run())
