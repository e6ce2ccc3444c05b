/// How one effect is written, declared once: its name in app files (a bare word `"NAME"`, or
/// an object `{"NAME": ARGUMENT, …}`), what each member holds, which are required, a line
/// of documentation for each, and — optionally — a script verb. The app-file reader, the
/// app JSON Schema, the script parser, `help` and REPL completion are all read from here,
/// as swift-argument-parser's `ArgumentDefinition` feeds its parser, help and completions.
public struct EffectSpec: Sendable {
    /// One member of the effect's object: the one named after the effect (its argument), or another.
    public struct Member: Sendable {
        /// The member's name in app files.
        public var name: String
        /// What it holds.
        public var kind: Kind
        /// Whether an object without it is an error.
        public var isRequired: Bool
        /// One line of documentation: the schema's description.
        public var summary: String
        /// The reader's hint when it is missing (`add "of": "selectedRecipe"`), or when a
        /// choice's word is close to none of its options.
        public var hint: String?

        public init(_ name: String, _ kind: Kind, required: Bool = false, _ summary: String, hint: String? = nil) {
            self.name = name
            self.kind = kind
            self.isRequired = required
            self.summary = summary
            self.hint = hint
        }
    }

    /// What a member holds.
    public enum Kind: Sendable, Hashable {
        /// A whole number of at least 1 (`pop`).
        case count
        /// A 1-based position in a list, at most 1000.
        case position
        /// A non-empty string.
        case text
        /// A `Type:id` value; `role` names it in messages (`a pushed value`).
        case value(role: String)
        /// One of `options`; `what` names the kind in messages (`column visibility`).
        case choice(what: String, options: [String])
        /// The name of something the app declares, checked once the whole file is read; the
        /// words in `or` are not names (`{"focus": "next"}`).
        case name(Declaration, or: [String] = [])
        /// A deep link (`recipes://category/desserts`).
        case link
        /// A sheet's detent (`large`, `{"fraction": 0.5}`).
        case detent
        /// A field's value: true/false, a string or a list of ids.
        case fieldValue
        /// An activity's `userInfo`: strings by key.
        case userInfo
    }

    /// What a ``Kind/name(_:or:)`` member names.
    public enum Declaration: String, Sendable, Hashable, CaseIterable {
        case command, column, tab, sheet, alert, confirmationDialog, focusedValue, activity, recordType
    }

    /// A requirement across members: when the argument is one of `values`, the object has
    /// every member of `members` (or, with `exactlyOne`, exactly one of them).
    public struct Rule: Sendable {
        public var values: [String]
        public var members: [String]
        public var exactlyOne: Bool

        public init(when values: [String], requires members: [String], exactlyOne: Bool = false) {
            self.values = values
            self.members = members
            self.exactlyOne = exactlyOne
        }
    }

    /// A member as read, as its ``Kind`` says.
    public enum Value: Sendable, Hashable {
        case count(Int)
        case text(String)
        case value(PathValue)
        case detent(PresentationDetent)
        case field(FieldValue)
        case userInfo([String: String])
    }

    /// What the reader hands to ``make``: the argument, and the other members present.
    public struct Arguments: Sendable {
        public var argument: Value?
        public var members: [String: Value]

        public init(_ argument: Value? = nil, members: [String: Value] = [:]) {
            self.argument = argument
            self.members = members
        }

        /// The argument's text (a text, name, link or choice).
        public var text: String? { if case .text(let s) = argument { s } else { nil } }
        /// A member's text, if present.
        public func text(_ member: String) -> String? { if case .text(let s)? = members[member] { s } else { nil } }
        /// A member's number, if present.
        public func count(_ member: String) -> Int? { if case .count(let n)? = members[member] { n } else { nil } }
        /// A member's `Type:id` value, if present.
        public func value(_ member: String) -> PathValue? {
            if case .value(let v)? = members[member] { v } else { nil }
        }
    }

    /// The name app files use.
    public var name: String
    /// One line: what the effect does.
    public var summary: String
    /// The member named after the effect; nil for a bare word.
    public var argument: Member?
    /// The other members its object may have.
    public var members: [Member]
    /// Requirements across members.
    public var rules: [Rule]
    /// The script verb that applies the effect directly (`search TEXT`), if any.
    public var verb: String?
    /// `help`'s line for ``verb``: its usage, two or more spaces, then what it does.
    public var synopsis: String?
    /// Builds the effect from its members, read and checked as the spec says.
    public var make: @Sendable (Arguments) -> Effect?

    public init(
        _ name: String, _ summary: String, argument: Member? = nil, members: [Member] = [], rules: [Rule] = [],
        verb: String? = nil, synopsis: String? = nil, make: @escaping @Sendable (Arguments) -> Effect?
    ) {
        self.name = name
        self.summary = summary
        self.argument = argument
        self.members = members
        self.rules = rules
        self.verb = verb
        self.synopsis = synopsis
        self.make = make
    }

    /// A bare-word effect.
    static func word(_ name: String, _ summary: String, _ effect: Effect) -> EffectSpec {
        EffectSpec(name, summary) { _ in effect }
    }

    /// An effect whose one member, named after it, holds its argument.
    static func taking(
        _ name: String, _ summary: String, _ kind: Kind, _ doc: String, make: @escaping @Sendable (Value) -> Effect?
    ) -> EffectSpec {
        EffectSpec(name, summary, argument: Member(name, kind, required: true, doc)) { $0.argument.flatMap(make) }
    }

    /// An effect whose argument is one of a raw-value enumeration's cases.
    static func choosing<T: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ summary: String, _ type: T.Type, what: String, _ doc: String,
        make: @escaping @Sendable (T) -> Effect
    ) -> EffectSpec where T.RawValue == String {
        taking(name, summary, .choice(what: what, options: T.allCases.map(\.rawValue)), doc) {
            if case .text(let s) = $0 { T(rawValue: s).map(make) } else { nil }
        }
    }
}

extension Effect {
    /// Every effect's spec, group by group.
    public static let specs: [EffectSpec] =
        Stack.specs + App.specs + Data.specs + Split.specs + Tabs.specs + Presentation.specs + Window.specs

    /// The spec named `name` in app files.
    ///
    /// - Complexity: O(n) in the specs.
    public static func spec(named name: String) -> EffectSpec? { specs.first { $0.name == name } }

    /// The spec whose script verb is `verb`.
    public static func spec(verb: String) -> EffectSpec? { specs.first { $0.verb == verb } }
}
