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
        /// A string or null (a section's header); `nonEmpty` when the reader rejects `""` (the keymap).
        case textOrNull(nonEmpty: Bool = false)
        /// true, false or a string (the value a tab's hidden condition tests).
        case flagOrText
        /// true or false.
        case flag
        /// One of `options`.
        case choice([String])
        /// An array of non-empty names.
        case names
        /// An array of non-empty names, each once (the scenes open at launch).
        case uniqueNames
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
        /// A whole number from `minimum` to `maximum`.
        case integer(minimum: Int, maximum: Int)
        /// An object of its own that `spec` declares (a title chosen by state).
        case object(AppObjectSpec)
        /// One of `alternatives`, each a kind with its own line (none where the member's says it).
        case either([Alternative])
        /// A number above 0 and at most `maximum` (a detent's fraction or height).
        case number(maximum: Int)
        /// An object mapping names to values of `values`, the names record types when `typeNames`.
        case map(Kind, typeNames: Bool = false)
        /// A command's effects: a list of effects, in order, where undo or redo stands alone.
        case effects
        /// The app's scenes (``AppObjectSpec/scenes``): one WindowGroup or DocumentGroup, at most one Settings.
        case scenes
        /// A split view's two or three columns, every one but the last listing a record type.
        case splitColumns
        /// A tab view's tabs and tab sections, at least one tab showing content.
        case tabItems
    }

    /// One of the kinds an ``Kind/either(_:)`` member may hold, with its line, if any.
    package struct Alternative: Sendable {
        package var kind: Kind
        package var summary: String?

        package init(_ kind: Kind, _ summary: String? = nil) {
            self.kind = kind
            self.summary = summary
        }
    }

    /// What an array holds: an object the schema defines by name, a spec of its own, or
    /// one of `options` (with its line of documentation).
    package enum Element: Sendable {
        case defined(String)
        /// An object the schema defines by name, without the member named (a section's tab has no section).
        case definedLacking(String, member: String)
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
            for member in spec.allMembers { nested(member.kind).forEach(visit) }
        }
        let top: [AppObjectSpec] = [
            .menuBar, .commandGroup, .commandMenu, .pickerOption, .contextMenu, .toolbar, .toolbarItem, .toolbarMenu,
            .dialog, .dialogAction, .userActivity, .view, .placeholder, .checked, .record, .deepLinks, .sheet, .column,
            .command, .tab, .tabSection, .layout, .app,
        ]
        for spec in top + menuItemKinds + scenes + detents { visit(spec) }
        return out
    }

    /// The objects a member of `kind` declares in place: a list's own elements, an object, an alternative's.
    static func nested(_ kind: Kind) -> [AppObjectSpec] {
        switch kind {
        case .list(let elements, _, _, _):
            elements.compactMap { if case .object(let inner) = $0 { inner } else { nil } }
        case .object(let inner): [inner]
        case .either(let alternatives): alternatives.flatMap { nested($0.kind) }
        case .map(let values, _): nested(values)
        case .scenes: scenes
        case .text, .textOrNull, .flagOrText, .flag, .choice, .names, .uniqueNames, .defined, .fields, .textMap,
            .integer, .number, .effects, .splitColumns, .tabItems:
            []
        }
    }

    /// What a list of `kind` holds; nil when `kind` is not a list of objects.
    static func listElements(_ kind: Kind) -> [Element]? {
        switch kind {
        case .list(let elements, _, _, _): elements
        case .scenes: scenes.map { .object($0) }
        case .splitColumns: [.defined("column")]
        case .tabItems: [.defined("tab"), .defined("tabSection")]
        case .text, .textOrNull, .flagOrText, .flag, .choice, .names, .uniqueNames, .defined, .fields, .textMap,
            .integer, .number, .map, .object, .either, .effects:
            nil
        }
    }
}

extension AppObjectSpec {
    /// The specs a list's ``Element/defined(_:)`` element may be: every menu item kind for
    /// `menuItem`, the two object detents for `detent`, else the object of that name.
    package static func defined(_ name: String) -> [AppObjectSpec] {
        switch name {
        case "menuItem": menuItemKinds
        case "detent": detents
        default: all.filter { $0.name == name }
        }
    }

    /// Which of `elements` `node` is: the tagged one its first member names, else the untagged
    /// one; nil when none is, or when what the elements name has no spec (a detent).
    package static func spec(of node: JSONNode, among elements: [Element]) -> AppObjectSpec? {
        let candidates = elements.flatMap { element -> [AppObjectSpec] in
            switch element {
            case .defined(let name), .definedLacking(let name, _): defined(name)
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
        return members.flatMap { member -> [String] in
            guard let declared = self[member.key] else { return ["\(path).\(member.key)"] }
            return Self.undeclared(in: member.value, as: declared.kind, at: "\(path).\(member.key)")
        }
    }

    /// The members no spec declares of the objects `node`, a value of `kind`, holds.
    static func undeclared(in node: JSONNode, as kind: Kind, at path: String) -> [String] {
        if let elements = listElements(kind) {
            return (node.elements ?? []).enumerated().flatMap { index, element -> [String] in
                guard element.members != nil else { return [] }
                let place = "\(path)[\(index)]"
                if let spec = spec(of: element, among: elements) {
                    return spec.undeclaredMembers(of: element, at: place)
                }
                return elements.contains(where: hasSpec) ? [place] : []
            }
        }
        switch kind {
        case .defined(let name, _):
            return defined(name).first?.undeclaredMembers(of: node, at: path) ?? []
        case .map(let values, _):
            return (node.members ?? []).flatMap { undeclared(in: $0.value, as: values, at: "\(path).\($0.key)") }
        case .object, .either:
            guard node.members != nil, let spec = nested(kind).first else { return [] }
            return spec.undeclaredMembers(of: node, at: path)
        case .text, .textOrNull, .flagOrText, .flag, .choice, .names, .uniqueNames, .fields, .textMap, .integer,
            .number, .effects, .list, .scenes, .splitColumns, .tabItems:
            return []  // no objects, or a list, walked above
        }
    }

    /// Whether a list's element is declared by a spec (a "medium" detent is a choice, not an object).
    private static func hasSpec(_ element: Element) -> Bool {
        switch element {
        case .defined(let name), .definedLacking(let name, _): !defined(name).isEmpty
        case .object: true
        case .choice: false
        }
    }
}
