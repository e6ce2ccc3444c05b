import KeyGraph

/// What a rule is, for a person and for tools: its id, its family, the severity it reports
/// with by default, what it finds in a line, a Wrong and a Right example, and the section
/// of the docs that explains it (`docs/keymaps.md#the-apps-world`).
public struct RuleDescriptor: Hashable, Sendable {
    /// The kinds of input a rule is about.
    public enum Family: String, Hashable, Sendable, CaseIterable {
        /// The HIG lints of menus, context menus, toolbars and the app's shortcuts (docs/menus.md).
        case menu
        /// The rules checked on a SwiftUI app's own source (docs/swiftui-lints.md).
        case swiftSource = "swift-source"
        /// What the SwiftUI reader says of the sources it read: its platform, what it does not
        /// model or bind, the files it cannot read (docs/swiftui.md).
        case swiftReader = "swift-reader"
        /// The keymap analysis: conflicts, names, what a file or the editor's defaults say (docs/keymaps.md).
        case keymap
        /// What a legacy terminal cannot send or claims for itself (docs/keymaps.md).
        case terminal
        /// Shortcuts judged on keyboard layouts (docs/layouts.md).
        case layout
        /// What `check` says of its own suppression comments (docs/keymaps.md).
        case check
    }

    public var id: RuleID
    public var family: Family
    /// The severity its findings have unless the finding says otherwise (a prefix only
    /// possible somewhere is a note, for example).
    public var severity: Diagnostic.Severity
    /// What it finds, in a line.
    public var summary: String
    /// Input it reports.
    public var wrong: String
    /// The same input, put right: it reports nothing.
    public var right: String
    /// The docs section that explains it: `docs/FILE.md#anchor`.
    public var doc: String

    public init(
        _ id: RuleID, _ family: Family, _ severity: Diagnostic.Severity, summary: String, wrong: String,
        right: String, doc: String
    ) {
        self.id = id
        self.family = family
        self.severity = severity
        self.summary = summary
        self.wrong = wrong
        self.right = right
        self.doc = doc
    }
}

/// A family's rules as an enumeration: every rule a family's code can report is a case, and
/// every case has its descriptor, id included (an exhaustive switch). The ids are written
/// once, in the descriptors; `RuleRegistryTests` holds them to the ids `--json` and
/// `// keygraph:ignore` have always used.
public protocol RuleSet: CaseIterable, Hashable, Sendable {
    /// The rule's id, as diagnostics carry it.
    var id: RuleID { get }
    /// The rule's row of the registry.
    var descriptor: RuleDescriptor { get }
}

extension RuleSet {
    /// The rule's id, as diagnostics carry it: its descriptor's (literals only: nothing is allocated).
    public var id: RuleID { descriptor.id }

    /// Every rule of the family, in declaration order.
    public static var descriptors: [RuleDescriptor] { allCases.map(\.descriptor) }
}
