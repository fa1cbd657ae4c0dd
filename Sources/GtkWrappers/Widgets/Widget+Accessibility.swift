internal import CGtk

/// What a widget is to a screen reader, for the roles GTK does not give by itself.
public enum AccessibleRole: Sendable {
    /// A heading, such as a section header.
    case heading
    /// Decoration that screen readers skip, such as an icon beside its words.
    case presentation
    /// Advisory information that is announced when it changes, such as "3 new items".
    case status
    /// A group of related widgets.
    case group
    /// A cell of a grid, such as one picture among many.
    case gridCell

    fileprivate var gtkRole: GtkAccessibleRole {
        switch self {
        case .heading: GTK_ACCESSIBLE_ROLE_HEADING
        case .presentation: GTK_ACCESSIBLE_ROLE_PRESENTATION
        case .status: GTK_ACCESSIBLE_ROLE_STATUS
        case .group: GTK_ACCESSIBLE_ROLE_GROUP
        case .gridCell: GTK_ACCESSIBLE_ROLE_GRID_CELL
        }
    }
}

extension Widget {
    /// Sets the label screen readers announce for the widget.
    public func setAccessibleLabel(_ label: String) {
        updateAccessibleLabel(label, of: OpaquePointer(rawPointer))
    }

    /// Sets what the widget is to screen readers. GTK fixes a widget's role when it is first
    /// shown, so call this right after making the widget.
    public func setAccessibleRole(_ role: AccessibleRole) {
        var value = GValue()
        g_value_init(&value, gtk_accessible_role_get_type())
        g_value_set_enum(&value, gint(bitPattern: role.gtkRole.rawValue))
        g_object_set_property(objectPointer, "accessible-role", &value)
        g_value_unset(&value)
    }

    /// The level of a heading, 1 for the topmost.
    public func setAccessibleLevel(_ level: Int) {
        var property = GTK_ACCESSIBLE_PROPERTY_LEVEL
        var value = GValue()
        g_value_init(&value, cgtk_type_int())
        g_value_set_int(&value, gint(clamping: level))
        gtk_accessible_update_property_value(OpaquePointer(rawPointer), 1, &property, &value)
        g_value_unset(&value)
    }

    /// Tells screen readers whether the widget is being updated, as a list is while it loads.
    public func setAccessibleBusy(_ isBusy: Bool) {
        updateAccessibleState(GTK_ACCESSIBLE_STATE_BUSY, to: isBusy)
    }

    /// Tells screen readers whether the widget, such as an outline's row, shows what is under
    /// it (`true`), hides it (`false`), or has nothing to expand (`nil`).
    public func setAccessibleExpanded(_ isExpanded: Bool?) {
        guard let isExpanded else {
            return gtk_accessible_reset_state(OpaquePointer(rawPointer), GTK_ACCESSIBLE_STATE_EXPANDED)
        }
        updateAccessibleState(GTK_ACCESSIBLE_STATE_EXPANDED, to: isExpanded, mayBeUndefined: true)
    }

    /// Shows the widget selected or not, to the style sheet (`:selected`) and to screen readers,
    /// as a grid's selected cell is.
    package func setSelectedState(_ isSelected: Bool) {
        if isSelected {
            gtk_widget_set_state_flags(widgetPointer, GTK_STATE_FLAG_SELECTED, 0)
        } else {
            gtk_widget_unset_state_flags(widgetPointer, GTK_STATE_FLAG_SELECTED)
        }
        // A state that may be undefined is set by an int (GTK reads it with g_value_get_int).
        updateAccessibleState(GTK_ACCESSIBLE_STATE_SELECTED, to: isSelected, mayBeUndefined: true)
    }

    /// Whether the widget shows itself selected (``setSelectedState(_:)``).
    package var hasSelectedState: Bool {
        gtk_widget_get_state_flags(widgetPointer).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0
    }

    private func updateAccessibleState(_ state: GtkAccessibleState, to isOn: Bool, mayBeUndefined: Bool = false) {
        var state = state
        var value = GValue()
        if mayBeUndefined {
            g_value_init(&value, cgtk_type_int())
            g_value_set_int(&value, isOn ? 1 : 0)
        } else {
            g_value_init(&value, cgtk_type_boolean())
            g_value_set_boolean(&value, isOn ? 1 : 0)
        }
        gtk_accessible_update_state_value(OpaquePointer(rawPointer), 1, &state, &value)
        g_value_unset(&value)
    }
}

extension Widget {
    /// The text of the first label with text in the widget's tree, this widget included.
    package var firstLabelText: String? {
        Self.firstLabelText(in: widgetPointer)
    }

    private static func firstLabelText(in widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
                                      gtk_label_get_type()) != 0,
           let text = gtk_label_get_text(OpaquePointer(widget)), text.pointee != 0 {
            return String(cString: text)
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let text = firstLabelText(in: current) { return text }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}

/// Sets the label screen readers announce for `accessible`, any GtkAccessible (a widget, or an
/// object that stands for part of one, such as a stack's page).
@MainActor
func updateAccessibleLabel(_ label: String, of accessible: OpaquePointer) {
    var property = GTK_ACCESSIBLE_PROPERTY_LABEL
    var value = GValue()
    g_value_init(&value, cgtk_type_string())
    g_value_set_string(&value, label)
    gtk_accessible_update_property_value(accessible, 1, &property, &value)
    g_value_unset(&value)
}
