import KeyGraph

/// Every rule of every family, once: the families this module knows (``formats``) and any a
/// module above adds (KeyGraphSwiftUI's source rules, `RuleRegistry.formats.adding(...)`).
/// An id is one rule: two families never share one (the keymap analysis reports a
/// keymap's reserved shortcut with the menu family's `reserved-shortcut`).
public struct RuleRegistry: Sendable {
    /// Every rule, family by family, each family in its declaration order.
    public let rules: [RuleDescriptor]
    private let indices: [RuleID: Int]

    /// The registry of `families`' rules.
    /// - Precondition: no id is given twice.
    public init(_ families: [[RuleDescriptor]]) {
        var rules: [RuleDescriptor] = []
        var indices: [RuleID: Int] = [:]
        for rule in families.joined() {
            precondition(indices[rule.id] == nil, "rule '\(rule.id)' is registered twice")
            indices[rule.id] = rules.count
            rules.append(rule)
        }
        self.rules = rules
        self.indices = indices
    }

    /// The rules this module's analyses report: menus and toolbars, keymaps, terminals, layouts,
    /// and check's own suppression comments.
    public static let formats = RuleRegistry([
        MenuRule.descriptors, KeymapRule.descriptors, TerminalRule.descriptors, LayoutRule.descriptors,
        CheckRule.descriptors,
    ])

    /// This registry with `family`'s rules after its own.
    public func adding(_ family: [RuleDescriptor]) -> RuleRegistry { RuleRegistry([rules, family]) }

    /// The rule with `id`, if there is one.
    public subscript(id: RuleID) -> RuleDescriptor? { indices[id].map { rules[$0] } }

    /// Whether a rule has `id`.
    public func contains(_ id: RuleID) -> Bool { indices[id] != nil }

    /// Every id, in the registry's order.
    public var ids: [RuleID] { rules.map(\.id) }
}
