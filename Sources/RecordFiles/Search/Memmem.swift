import Glibc

/// glibc's `memmem`, which Swift's Glibc module hides (it is declared only under `_GNU_SOURCE`),
/// looked up once in the C library the process already uses.
enum Memmem {
    private typealias Function = @convention(c) (UnsafeRawPointer?, Int, UnsafeRawPointer?, Int) -> UnsafeMutableRawPointer?

    private static let function: Function = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "memmem") else { fatalError("the C library has no memmem") }
        return unsafeBitCast(symbol, to: Function.self)
    }()

    /// The first occurrence of the `needleLength` bytes at `needle` in the `haystackLength`
    /// bytes at `haystack`, or `nil`.
    static func find(_ needle: UnsafeRawPointer?, _ needleLength: Int,
                     in haystack: UnsafeRawPointer, _ haystackLength: Int) -> UnsafeMutableRawPointer? {
        function(haystack, haystackLength, needle, needleLength)
    }
}
