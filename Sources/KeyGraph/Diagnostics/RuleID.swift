/// The stable id of the rule a diagnostic reports (`never-fires`, `ellipsis`,
/// `layout-needs-modifier`): what `check --json` prints as `kind` and `// keygraph:ignore ID`
/// names. Each family of rules declares its ids as an enumeration, and one registry
/// (`RuleRegistry` in KeyGraphFormats) describes every rule; a diagnostic carries the id
/// as a value (``Diagnostic/rule``), never in its message text alone.
public struct RuleID: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(_ rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    public static func < (a: RuleID, b: RuleID) -> Bool { a.rawValue < b.rawValue }
}
