/// The arguments of `file-index` and `search-rate`: an optional file, then needles
/// (`--needle TEXT`) and regular expressions (`--regex PATTERN`), each as often as wanted.
struct SearchArguments {
    var path: String?
    var needles: [String] = []
    var regularExpressions: [String] = []

    /// Reads `arguments`; fails with `usage` on one it does not know.
    init(_ arguments: [String], usage: String) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--needle", "--regex":
                guard let value = rest.popFirst(), !value.isEmpty else { fail("\(argument) takes a value: \(usage)") }
                if argument == "--needle" { needles.append(value) } else { regularExpressions.append(value) }
            case _ where path == nil && !argument.hasPrefix("--"):
                path = argument
            default:
                fail("unknown argument \(argument): \(usage)")
            }
        }
    }
}
