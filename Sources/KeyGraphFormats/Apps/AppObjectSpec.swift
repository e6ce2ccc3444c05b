/// How one kind of object in an app file is written, declared once, as ``EffectSpec``
/// declares an effect: its name (the schema's `$defs` name, or a tagged object's kind),
/// a line of documentation, the member named after it when its kind is its first member
/// (`{"button": "recipe.new", …}`), and its other members, each with what it holds,
/// whether it is required and its line of documentation. The app-file reader takes its
/// member lists from here, the app JSON Schema types every member from here (a member
/// cannot be declared without a ``Kind``), and the SwiftUI writer's output is checked
/// against it.
package struct AppObjectSpec: Sendable {
    /// One member of the object.
    package struct Member: Sendable {
        /// The member's name in app files.
        package var name: String
        /// What it holds.
        package var kind: Kind
        /// Whether an object without it is an error.
        package var isRequired: Bool
        /// One line of documentation: the schema's description.
        package var summary: String

        package init(_ name: String, _ kind: Kind, required: Bool = false, _ summary: String) {
            self.name = name
            self.kind = kind
            self.isRequired = required
            self.summary = summary
        }
    }

    /// What a member holds; the schema turns each into its JSON Schema type.
    package indirect enum Kind: Sendable {
        /// A string; `nonEmpty` when the reader rejects `""`.
        case text(nonEmpty: Bool = true)
        /// A string or null (a section's header).
        case textOrNull
        /// true or false.
        case flag
        /// One of `options`.
        case choice([String])
        /// An array of non-empty names.
        case names
        /// An array of objects: one of `elements` (with `either` as the choice's description
        /// when there are several), at least `minItems`, each once when `unique`.
        case list([Element], either: String? = nil, minItems: Int? = nil, unique: Bool = false)
        /// An object the schema defines by name (a view, a placeholder); `described` when the
        /// schema gives the reference the member's line (a shared `view` goes without).
        case defined(String, described: Bool = true)
        /// A record's fields: each true/false, a string or a list of ids.
        case fields
        /// An object mapping names to texts, each described by `valueSummary` (deep-link steps).
        case textMap(valueSummary: String)
    }

    /// What an array holds: an object the schema defines by name, a spec of its own, or
    /// one of `options` (with its line of documentation).
    package enum Element: Sendable {
        case defined(String)
        case object(AppObjectSpec)
        case choice([String], String)
    }

    /// The object's name: its `$defs` name, or, for a tagged object, its kind.
    package var name: String
    /// One line: what the object is.
    package var summary: String
    /// The member named after a tagged object's kind (its first member); nil for an untagged object.
    package var argument: Member?
    /// The other members it may have, in the order the schema lists them.
    package var members: [Member]

    package init(_ name: String, _ summary: String, argument: Member? = nil, members: [Member]) {
        self.name = name
        self.summary = summary
        self.argument = argument
        self.members = members
    }

    /// Every member, the argument first.
    package var allMembers: [Member] { (argument.map { [$0] } ?? []) + members }

    /// The names of all its members, the argument first: the reader's table.
    package var names: [String] { allMembers.map(\.name) }

    /// The names the object may have besides its argument, in order.
    package var memberNames: [String] { members.map(\.name) }

    /// The names of its required members, the argument first.
    package var requiredNames: [String] { allMembers.filter(\.isRequired).map(\.name) }

    /// The member called `name`.
    package subscript(name: String) -> Member? { allMembers.first { $0.name == name } }
}

extension AppObjectSpec {
    /// Every object kind declared by a spec, those nested in a member's list included.
    package static var all: [AppObjectSpec] {
        var out: [AppObjectSpec] = []
        func visit(_ spec: AppObjectSpec) {
            out.append(spec)
            for member in spec.allMembers {
                if case .list(let elements, _, _, _) = member.kind {
                    for case .object(let inner) in elements { visit(inner) }
                }
            }
        }
        let top: [AppObjectSpec] = [
            .menuBar, .commandGroup, .commandMenu, .pickerOption, .contextMenu, .toolbar, .toolbarItem, .toolbarMenu,
            .dialog, .dialogAction, .userActivity, .view, .placeholder, .checked, .record, .deepLinks, .sheet, .column,
        ]
        for spec in top + menuItemKinds { visit(spec) }
        return out
    }
}

extension AppObjectSpec {
    /// The specs a list's ``Element/defined(_:)`` element may be: every menu item kind for
    /// `menuItem`, else the object of that name.
    package static func defined(_ name: String) -> [AppObjectSpec] {
        name == "menuItem" ? menuItemKinds : all.filter { $0.name == name }
    }

    /// Which of `elements` `node` is: the tagged one its first member names, else the untagged
    /// one; nil when none is, or when what the elements name has no spec (a detent).
    package static func spec(of node: JSONNode, among elements: [Element]) -> AppObjectSpec? {
        let candidates = elements.flatMap { element -> [AppObjectSpec] in
            switch element {
            case .defined(let name): defined(name)
            case .object(let spec): [spec]
            case .choice: []
            }
        }
        guard let first = node.members?.first?.key else { return nil }
        return candidates.first { $0.argument?.name == first } ?? candidates.first { $0.argument == nil }
    }

    /// The members of `node`, an object of this kind, and of the objects its members hold,
    /// that no spec declares: `path.member` for each.
    package func undeclaredMembers(of node: JSONNode, at path: String) -> [String] {
        guard let members = node.members else { return [] }
        var out: [String] = []
        for member in members {
            guard let declared = self[member.key] else {
                out.append("\(path).\(member.key)")
                continue
            }
            switch declared.kind {
            case .defined(let name, _):
                if let spec = Self.defined(name).first {
                    out += spec.undeclaredMembers(of: member.value, at: "\(path).\(member.key)")
                }
            case .list(let elements, _, _, _):
                for (index, element) in (member.value.elements ?? []).enumerated() where element.members != nil {
                    let place = "\(path).\(member.key)[\(index)]"
                    if let spec = Self.spec(of: element, among: elements) {
                        out += spec.undeclaredMembers(of: element, at: place)
                    } else if elements.contains(where: Self.hasSpec) {
                        out.append(place)
                    }
                }
            case .text, .textOrNull, .flag, .choice, .names, .fields, .textMap:
                break
            }
        }
        return out
    }

    /// Whether a list's element is declared by a spec (a detent is not yet).
    private static func hasSpec(_ element: Element) -> Bool {
        switch element {
        case .defined(let name): !defined(name).isEmpty
        case .object: true
        case .choice: false
        }
    }
}
