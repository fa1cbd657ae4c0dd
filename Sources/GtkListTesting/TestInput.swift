import CGtk
import Foundation
import GtkList

/// Real keyboard and mouse input for tests, sent from the test process itself.
///
/// Events are faked through the X server's XTest extension, so GTK receives them exactly as it
/// receives a user's: through the server, to the window under the pointer or with the focus,
/// then through GTK's own event handling (gestures, shortcuts, scrolling). Nothing else is
/// needed at run time than the X libraries GTK already uses; no `xdotool`.
///
/// Every call waits until the window has received and handled the events it sent, by watching
/// the window's events, not the clock; it throws if they do not arrive within `timeout`
/// seconds (another window covers the widget, for example). Points are in the widget's own
/// coordinates, with `nil` for its centre. Start GTK with ``GtkTestEnvironment/start()`` and
/// show the widget in a window first.
///
/// ```swift
/// try TestInput.click(refreshButton)
/// try TestInput.pressKeys("ctrl+r", in: window)
/// try TestInput.scrollWheel(.down, notches: 3, over: list)
/// try TestInput.drag(list, at: (x: 150, y: 8), by: (x: 0, y: 200))
/// ```
@MainActor
public enum TestInput {
    /// Why input could not be sent, or did not arrive.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, in a sentence.
        public let description: String
    }

    /// Which way the wheel turns: `.down` scrolls towards the end of the content.
    public enum WheelDirection: Sendable {
        /// Towards the start of the content (X button 4).
        case up
        /// Towards the end of the content (X button 5).
        case down

        /// X's button number for one notch this way.
        fileprivate var button: CUnsignedInt { self == .up ? 4 : 5 }
    }

    /// Presses `keys` together and releases them, in the window `widget` is in, which gets the
    /// X keyboard focus first; the widget focused in that window (`Widget.grabFocus()`)
    /// and the window's shortcuts receive them.
    ///
    /// `keys` are written as xdotool writes them: `"F5"`, `"Return"`, `"space"`, `"Down"`,
    /// `"ctrl+r"`, `"shift+Tab"` (X keysym names joined by `+`; `ctrl`, `shift`, `alt` and `super`
    /// for the modifiers).
    ///
    /// It waits for the window to receive the releases, unless `awaitsRelease` is `false`: for
    /// keys whose press takes the keyboard elsewhere (closes the window, opens a menu or a
    /// modal window), the releases reach that other surface, so it waits for the presses.
    public static func pressKeys(_ keys: String, in widget: Widget, awaitsRelease: Bool = true,
                                 timeout: TimeInterval = 2) throws(Failure) {
        let server = try prepare(widget)
        let codes = try keycodes(of: keys, in: server)
        let window = try server.window(containing: widget)
        let awaited = awaitsRelease ? GDK_KEY_RELEASE : GDK_KEY_PRESS
        try deliver(through: server, to: window.widget, "\(keys)", awaiting: awaited, count: codes.count, timeout: timeout) {
            server.focus(window.xWindow)
            for code in codes { server.key(code, down: true) }
            for code in codes.reversed() { server.key(code, down: false) }
        }
    }

    /// Moves the pointer to `point` of `widget` without pressing anything: a hover.
    public static func movePointer(over widget: Widget, at point: (x: Double, y: Double)? = nil,
                                   timeout: TimeInterval = 2) throws(Failure) {
        let (server, target, window) = try pointerTarget(widget, at: point)
        try deliver(through: server, to: window, "a pointer move", awaiting: GDK_MOTION_NOTIFY, count: 1, timeout: timeout) {
            server.movePointer(toScreenX: target.x, y: target.y)
        }
    }

    /// A mouse button.
    public enum MouseButton: Sendable {
        case primary
        /// The right button of a right-handed mouse, which opens context menus.
        case secondary
    }

    /// Moves the pointer to `point` of `widget` and clicks `button` there, holding `modifiers`
    /// (written as for ``pressKeys(_:in:awaitsRelease:timeout:)``: `"ctrl"`, `"shift"`,
    /// `"ctrl+shift"`; empty for none).
    ///
    /// Each call is one click: a click right after another, near the same point, waits out
    /// GTK's double-click time first (`gtk-double-click-time`, 400 ms by default), as a hand
    /// clicking twice to sort a column the other way does; GTK would count the two as a double
    /// click. For a double click, call ``doubleClick(_:at:holding:timeout:)``.
    ///
    /// It waits for the window to receive the release of a primary click, and the press of a
    /// secondary one: the menu that opens takes the release.
    public static func click(_ widget: Widget, at point: (x: Double, y: Double)? = nil, button: MouseButton = .primary,
                             holding modifiers: String = "", timeout: TimeInterval = 2) throws(Failure) {
        let (server, target, window) = try pointerTarget(widget, at: point)
        waitOutDoubleClick(at: target)
        defer { lastClick = (target, Date()) }
        let held = modifiers.isEmpty ? [] : try keycodes(of: modifiers, in: server)
        let awaited = button == .primary ? GDK_BUTTON_RELEASE : GDK_BUTTON_PRESS
        let number: CUnsignedInt = button == .primary ? 1 : 3
        try deliver(through: server, to: window, "a click", awaiting: awaited, count: 1, timeout: timeout) {
            server.movePointer(toScreenX: target.x, y: target.y)
            for code in held { server.key(code, down: true) }
            server.button(number, down: true)
            server.button(number, down: false)
            for code in held.reversed() { server.key(code, down: false) }
        }
    }

    /// Moves the pointer to `point` of `widget` and double-clicks the primary button there,
    /// holding `modifiers`: two clicks within GTK's double-click time, which activate a list's
    /// row. It waits for the window to receive both releases.
    public static func doubleClick(_ widget: Widget, at point: (x: Double, y: Double)? = nil,
                                   holding modifiers: String = "", timeout: TimeInterval = 2) throws(Failure) {
        let (server, target, window) = try pointerTarget(widget, at: point)
        waitOutDoubleClick(at: target)
        defer { lastClick = (target, Date()) }
        let held = modifiers.isEmpty ? [] : try keycodes(of: modifiers, in: server)
        try deliver(through: server, to: window, "a double click", awaiting: GDK_BUTTON_RELEASE, count: 2, timeout: timeout) {
            server.movePointer(toScreenX: target.x, y: target.y)
            for code in held { server.key(code, down: true) }
            for _ in 0..<2 {
                server.button(1, down: true)
                server.button(1, down: false)
            }
            for code in held.reversed() { server.key(code, down: false) }
        }
    }

    /// Where and when the last click was, which a click soon after near it would join.
    private static var lastClick: (point: (x: Int, y: Int), time: Date)?

    /// Runs the main loop until a click at `point` can no longer make a double click with the
    /// one before.
    private static func waitOutDoubleClick(at point: (x: Int, y: Int)) {
        guard let lastClick else { return }
        let (seconds, distance) = Settings.doubleClick
        guard abs(point.x - lastClick.point.x) <= distance, abs(point.y - lastClick.point.y) <= distance else { return }
        let remaining = seconds - Date().timeIntervalSince(lastClick.time)
        if remaining > 0 { MainLoop.run(for: remaining + 0.05) }
    }

    /// Moves the pointer to `point` of `widget` and turns the mouse wheel `notches` notches.
    public static func scrollWheel(_ direction: WheelDirection, notches: Int, over widget: Widget,
                                   at point: (x: Double, y: Double)? = nil, timeout: TimeInterval = 2) throws(Failure) {
        precondition(notches >= 0, "the wheel turns a positive number of notches; choose .up or .down")
        let (server, target, window) = try pointerTarget(widget, at: point)
        try deliver(through: server, to: window, "\(notches) wheel notches", awaiting: GDK_SCROLL, count: notches, timeout: timeout) {
            server.movePointer(toScreenX: target.x, y: target.y)
            for _ in 0..<notches {
                server.button(direction.button, down: true)
                server.button(direction.button, down: false)
            }
        }
    }

    /// Renamed ``drag(_:at:by:holdingFor:timeout:)``: every input names its point `at:`.
    @available(*, deprecated, renamed: "drag(_:at:by:holdingFor:timeout:)")
    public static func drag(_ widget: Widget, from point: (x: Double, y: Double)?,
                            by offset: (x: Double, y: Double), holdingFor hold: TimeInterval = 0,
                            timeout: TimeInterval = 2) throws(Failure) {
        try drag(widget, at: point, by: offset, holdingFor: hold, timeout: timeout)
    }

    /// Presses the primary button at `point` of `widget`, moves the pointer by `offset` pixels
    /// in steps of at most 10 pixels, each handled before the next as a hand would move, and
    /// releases the button there: a drag, or a pull on a list's top edge.
    ///
    /// A drag that starts drag-and-drop (a list's rows being reordered) works too: once it has
    /// started, the window receives the moves as drag motions and the release as a drop, or
    /// nothing where no drop is taken; GTK reads a drop after the release, so wait for what it
    /// does (a list's drag has ended) before checking it.
    /// `holdingFor` keeps the button down at the end for that many seconds, running the main
    /// loop, before the release: time for a list to scroll while a drag rests at its edge.
    public static func drag(_ widget: Widget, at point: (x: Double, y: Double)? = nil,
                            by offset: (x: Double, y: Double), holdingFor hold: TimeInterval = 0,
                            timeout: TimeInterval = 2) throws(Failure) {
        let (server, start, window) = try pointerTarget(widget, at: point)
        let steps = Int((max(abs(offset.x), abs(offset.y)) / 10).rounded(.up))
        try deliver(through: server, to: window, "the button press", awaiting: [GDK_BUTTON_PRESS], count: 1, timeout: timeout) {
            server.movePointer(toScreenX: start.x, y: start.y)
            server.button(1, down: true)
        }
        var dragAndDropMayHaveBegun = false
        for step in stride(from: 1, through: steps, by: 1) {
            let fraction = Double(step) / Double(steps)
            let move = {
                server.movePointer(toScreenX: start.x + Int((offset.x * fraction).rounded()),
                                   y: start.y + Int((offset.y * fraction).rounded()))
            }
            let awaited = [GDK_MOTION_NOTIFY, GDK_DRAG_MOTION]
            guard step > 1 else {
                try deliver(through: server, to: window, "a pointer move", awaiting: awaited, count: 1, timeout: timeout, move)
                continue
            }
            // Once drag-and-drop has begun, a move can reach the window as a drop entering it,
            // which GTK hands to its widgets' crossing handlers only, or not at all while GTK
            // waits for the drop target's answer to the move before: the window may see no event
            // a watch sees. The first move was seen, so the window is there: wait briefly.
            do {
                try deliver(through: server, to: window, "a pointer move", awaiting: awaited, count: 1,
                            timeout: min(timeout, dragAndDropEventWait), move)
            } catch {
                dragAndDropMayHaveBegun = true
            }
        }
        if hold > 0 { MainLoop.run(for: hold) }
        let release = { server.button(1, down: false) }
        guard dragAndDropMayHaveBegun else {
            try deliver(through: server, to: window, "the button release", awaiting: [GDK_BUTTON_RELEASE], count: 1,
                        timeout: timeout, release)
            return
        }
        // A drop where the target takes none sends the window nothing: the drag just ends.
        try? deliver(through: server, to: window, "the drop", awaiting: [GDK_BUTTON_RELEASE, GDK_DROP_START], count: 1,
                     timeout: min(timeout, dragAndDropEventWait), release)
    }

    /// The X key codes of `keys` (`"ctrl+shift"`, `"Return"`).
    private static func keycodes(of keys: String, in server: XServer) throws(Failure) -> [CUnsignedInt] {
        var codes: [CUnsignedInt] = []
        for name in try KeyCombination(keys).keysymNames {
            guard let code = server.keycode(forKeysymNamed: name) else {
                throw Failure(description: "no key on the X keyboard types \"\(name)\" (in \"\(keys)\")")
            }
            codes.append(code)
        }
        return codes
    }

    /// How long a drag waits for a move or a drop that drag-and-drop may have kept from the
    /// window's event handlers.
    private static let dragAndDropEventWait: TimeInterval = 0.25

    /// The X connection, the screen point of `point` in `widget`, and the window it is in.
    private static func pointerTarget(_ widget: Widget, at point: (x: Double, y: Double)?)
        throws(Failure) -> (server: XServer, target: (x: Int, y: Int), window: UnsafeMutablePointer<GtkWidget>) {
        let server = try prepare(widget)
        let target = try server.screenPoint(of: widget, at: point)
        let window = try server.window(containing: widget).widget
        return (server, target, window)
    }

    /// The X connection, once `widget` is laid out and drawn so its place on screen is known.
    private static func prepare(_ widget: Widget) throws(Failure) -> XServer {
        let server = try XServer.shared()
        guard MainLoop.waitUntilDrawn(widget) else {
            throw Failure(description: "the widget was never drawn (is it in a shown window?)")
        }
        return server
    }

    /// Sends the events `send` fakes and runs the main loop until `window` has received `count`
    /// events of type `awaited`.
    private static func deliver(
        through server: XServer, to window: UnsafeMutablePointer<GtkWidget>, _ what: String, awaiting awaited: GdkEventType, count: Int,
        timeout: TimeInterval, _ send: () -> Void
    ) throws(Failure) {
        try deliver(through: server, to: window, what, awaiting: [awaited], count: count, timeout: timeout, send)
    }

    /// Sends the events `send` fakes and runs the main loop until `window` has received `count`
    /// events of the `awaited` types together.
    private static func deliver(
        through server: XServer, to window: UnsafeMutablePointer<GtkWidget>, _ what: String, awaiting awaited: [GdkEventType], count: Int,
        timeout: TimeInterval, _ send: () -> Void
    ) throws(Failure) {
        let watch = EventWatch(window: window)
        defer { watch.stop() }
        send()
        server.flush()
        let arrived = { awaited.reduce(0) { $0 + watch.count($1) } }
        guard MainLoop.run(until: { arrived() >= count }, timeout: timeout) else {
            throw Failure(description: "\(what) did not reach the window within \(timeout) s "
                + "(\(arrived()) of \(count) events arrived; is another window in front of it?)")
        }
    }
}
