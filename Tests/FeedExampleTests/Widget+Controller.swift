import CGtk
import GtkList

extension Widget {
    /// The first controller of type `Controller` (a feed, a list, a table) kept alive by a widget
    /// in this widget's tree, found as GTK would find a widget's controller: through the tree,
    /// since a screen hands out only its widget.
    @MainActor
    func controller<Controller>(_ type: Controller.Type) -> Controller? {
        var stack = [unsafeWidgetPointer]
        while let current = stack.popLast() {
            if let controller = ObjectWrapper.keptAliveOwner(of: current) as? Controller { return controller }
            var child = gtk_widget_get_first_child(current)
            while let next = child {
                stack.append(next)
                child = gtk_widget_get_next_sibling(next)
            }
        }
        return nil
    }
}
