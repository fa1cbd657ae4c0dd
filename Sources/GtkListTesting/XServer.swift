import CGtk
import Foundation

/// The test process's own connection to the X server GTK draws on, with XTest to fake input.
///
/// libX11 and libXtst are loaded at run time (`dlopen`), and their functions declared here, so
/// neither Xlib's headers (whose `Window` and `Display` clash with GtkList's wrappers) nor
/// libxtst-dev are needed to build. Events faked through XTest take the same path through the
/// server as a user's, to whichever client window is under the pointer or has the focus.
@MainActor
final class XServer {
    // Xlib's types: `Display *` is opaque, `Window` and `KeySym` are `unsigned long`, `Bool` is `int`.
    private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias Sync = @convention(c) (OpaquePointer, CInt) -> CInt
    private typealias DefaultRootWindow = @convention(c) (OpaquePointer) -> CUnsignedLong
    private typealias TranslateCoordinates = @convention(c) (
        OpaquePointer, CUnsignedLong, CUnsignedLong, CInt, CInt,
        UnsafeMutablePointer<CInt>, UnsafeMutablePointer<CInt>, UnsafeMutablePointer<CUnsignedLong>
    ) -> CInt
    private typealias SetInputFocus = @convention(c) (OpaquePointer, CUnsignedLong, CInt, CUnsignedLong) -> CInt
    private typealias StringToKeysym = @convention(c) (UnsafePointer<CChar>) -> CUnsignedLong
    private typealias KeysymToKeycode = @convention(c) (OpaquePointer, CUnsignedLong) -> CUnsignedChar
    private typealias FakeKeyEvent = @convention(c) (OpaquePointer, CUnsignedInt, CInt, CUnsignedLong) -> CInt
    private typealias FakeButtonEvent = @convention(c) (OpaquePointer, CUnsignedInt, CInt, CUnsignedLong) -> CInt
    private typealias FakeMotionEvent = @convention(c) (OpaquePointer, CInt, CInt, CInt, CUnsignedLong) -> CInt
    private typealias SurfaceXID = @convention(c) (OpaquePointer) -> CUnsignedLong
    private typealias SurfaceType = @convention(c) () -> GType

    private let display: OpaquePointer
    private let root: CUnsignedLong
    private let sync: Sync
    private let translateCoordinates: TranslateCoordinates
    private let setInputFocus: SetInputFocus
    private let stringToKeysym: StringToKeysym
    private let keysymToKeycode: KeysymToKeycode
    private let fakeKeyEvent: FakeKeyEvent
    private let fakeButtonEvent: FakeButtonEvent
    private let fakeMotionEvent: FakeMotionEvent
    private let surfaceXID: SurfaceXID
    private let x11SurfaceType: GType

    private static var connection: Result<XServer, TestInput.Failure>?

    /// The connection, opened on first use and kept for the process.
    static func shared() throws(TestInput.Failure) -> XServer {
        if connection == nil { connection = Result { () throws(TestInput.Failure) in try XServer() } }
        return try connection!.get()
    }

    private init() throws(TestInput.Failure) {
        let x11 = try Self.open("libX11.so.6")
        let xtst = try Self.open("libXtst.so.6")
        let gtk = try Self.open("libgtk-4.so.1")
        let openDisplay = try Self.function("XOpenDisplay", in: x11, as: OpenDisplay.self)
        guard let display = openDisplay(nil) else {
            let name = ProcessInfo.processInfo.environment["DISPLAY"] ?? "(DISPLAY is not set)"
            throw TestInput.Failure(description: "cannot open the X display \(name)")
        }
        self.display = display
        root = try Self.function("XDefaultRootWindow", in: x11, as: DefaultRootWindow.self)(display)
        sync = try Self.function("XSync", in: x11, as: Sync.self)
        translateCoordinates = try Self.function("XTranslateCoordinates", in: x11, as: TranslateCoordinates.self)
        setInputFocus = try Self.function("XSetInputFocus", in: x11, as: SetInputFocus.self)
        stringToKeysym = try Self.function("XStringToKeysym", in: x11, as: StringToKeysym.self)
        keysymToKeycode = try Self.function("XKeysymToKeycode", in: x11, as: KeysymToKeycode.self)
        fakeKeyEvent = try Self.function("XTestFakeKeyEvent", in: xtst, as: FakeKeyEvent.self)
        fakeButtonEvent = try Self.function("XTestFakeButtonEvent", in: xtst, as: FakeButtonEvent.self)
        fakeMotionEvent = try Self.function("XTestFakeMotionEvent", in: xtst, as: FakeMotionEvent.self)
        surfaceXID = try Self.function("gdk_x11_surface_get_xid", in: gtk, as: SurfaceXID.self)
        x11SurfaceType = try Self.function("gdk_x11_surface_get_type", in: gtk, as: SurfaceType.self)()
    }

    private static func open(_ library: String) throws(TestInput.Failure) -> UnsafeMutableRawPointer {
        guard let handle = dlopen(library, RTLD_NOW) else {
            throw TestInput.Failure(description: "cannot load \(library): \(String(cString: dlerror()))")
        }
        return handle
    }

    private static func function<Function>(
        _ name: String, in library: UnsafeMutableRawPointer, as type: Function.Type
    ) throws(TestInput.Failure) -> Function {
        guard let symbol = dlsym(library, name) else {
            throw TestInput.Failure(description: "\(name) is missing from its library")
        }
        return unsafeBitCast(symbol, to: type)
    }

    /// The X window of a GDK surface, or `nil` when GDK does not draw on X11.
    func window(of surface: OpaquePointer) -> CUnsignedLong? {
        let instance = UnsafeMutableRawPointer(surface).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, x11SurfaceType) != 0 else { return nil }
        return surfaceXID(surface)
    }

    /// Where (`x`, `y`) of the X window `window` is on the screen.
    func screenPoint(x: Int, y: Int, in window: CUnsignedLong) -> (x: Int, y: Int)? {
        var screenX: CInt = 0, screenY: CInt = 0
        var child: CUnsignedLong = 0
        guard translateCoordinates(display, window, root, CInt(x), CInt(y), &screenX, &screenY, &child) != 0
        else { return nil }
        return (Int(screenX), Int(screenY))
    }

    /// The key code that types the keysym called `name` (`"F5"`, `"Return"`, `"r"`), or `nil`.
    func keycode(forKeysymNamed name: String) -> CUnsignedInt? {
        let keysym = stringToKeysym(name)
        guard keysym != 0 else { return nil }
        let code = keysymToKeycode(display, keysym)
        return code == 0 ? nil : CUnsignedInt(code)
    }

    /// Gives `window` the keyboard focus; when it closes, the focus follows the pointer again.
    func focus(_ window: CUnsignedLong) {
        _ = setInputFocus(display, window, 1 /* RevertToPointerRoot */, 0 /* CurrentTime */)
    }

    func key(_ code: CUnsignedInt, down: Bool) { _ = fakeKeyEvent(display, code, down ? 1 : 0, 0) }

    func button(_ button: CUnsignedInt, down: Bool) { _ = fakeButtonEvent(display, button, down ? 1 : 0, 0) }

    func movePointer(toScreenX x: Int, y: Int) { _ = fakeMotionEvent(display, -1, CInt(x), CInt(y), 0) }

    /// Sends everything and waits until the server has handled it: the events it made are then
    /// on their way to GTK's own connection.
    func flush() { _ = sync(display, 0) }
}
