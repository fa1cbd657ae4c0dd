/// A JSON value with object keys in file order.
///
/// Objects keep their members as written, duplicates included, because a viewer shows the file
/// as it is rather than as a dictionary would. Numbers keep their literal text, so `1e400` or a
/// 30-digit id loses nothing on the way to the screen.
public enum JSONValue: Equatable, Sendable {
    /// An object's members in file order.
    case object([(key: String, value: JSONValue)])
    /// An array's elements.
    case array([JSONValue])
    /// A string, escapes resolved.
    case string(String)
    /// A number as written in the file, such as `"1e3"` or `"-0.5"`.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// Whether two values are the same; objects must have the same members in the same order.
    // Written out because tuples are not Equatable, so the object case needs comparing by hand.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.object(left), .object(right)):
            return left.count == right.count
                && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case let (.array(left), .array(right)):
            return left == right
        case let (.string(left), .string(right)), let (.number(left), .number(right)):
            return left == right
        case let (.bool(left), .bool(right)):
            return left == right
        case (.null, .null):
            return true
        default:
            return false
        }
    }
}
