import KeyGraph
import KeyGraphScript

extension REPL {
    /// Candidates for the word at the cursor, or nil to complete a file name.
    func completions(before: String, word: String) -> [String]? {
        Self.completions(before: before, word: word, session: session)
    }

    /// Verbs first; then what each verb takes: command ids, `Type:id` values, checks,
    /// views, `show` topics, verbs for `help`. File names for `load` and `state` and
    /// wherever nothing else applies.
    static func completions(before: String, word: String, session: Session) -> [String]? {
        let words = before.split(separator: " ").map(String.init)
        let candidates: [String]
        switch words.first {
        case nil: candidates = Verb.allCases.map(\.rawValue)
        case "run":
            guard words.count == 1 else { return nil }
            candidates = commandIDs(session)
        case "expect": candidates = expectCompletions(after: words, session: session)
        case "push":
            // Every type a push can reach: destinations, and the split view's listed columns.
            let types = Set(session.app.destinations.keys).union(
                session.app.splitLayout?.columns.compactMap(\.lists) ?? [])
            candidates = values(of: types.sorted(), session)
        case "context" where words.count == 1:
            candidates = values(of: session.app.contextMenus.compactMap(\.valueType), session)
        case "keys" where words.count == 1, "toolbar" where words.count == 1:
            candidates = Set(session.app.allViewDeclarations.map(\.contextName)).sorted()
        case "bind", "unbind": candidates = keymapCompletions(after: words, session: session)
        case "show":
            guard words.count == 1 else { return nil }
            candidates = Statement.ShowTopic.allCases.map(\.rawValue)
        case "help": candidates = Verb.allCases.map(\.rawValue)
        case "load" where words.count == 1: candidates = ["keymap", "app"]
        default:
            // The navigation verbs' arguments; file names where nothing applies.
            let navigation = navigationCompletions(after: words, session: session)
            if navigation.isEmpty { return nil }
            candidates = navigation
        }
        return candidates.filter { $0.hasPrefix(word) }
    }

    static func commandIDs(_ session: Session) -> [String] { session.app.commands.commands.map(\.id) }

    /// `Type:id` for every record of `types`.
    static func values(of types: [String], _ session: Session) -> [String] {
        types.flatMap { type in (session.state.records[type] ?? []).map { "\(type):\($0.id)" } }
    }

    /// `expect CHECK`: the checks; after `enabled`/`disabled` and `last ==`, command ids.
    static func expectCompletions(after words: [String], session: Session) -> [String] {
        switch words.count {
        case 1:
            let checks =
                ["path", "path.count", "last", "scene", "pending", "enabled", "disabled", "output"]
                + ["tab", "sheet", "column", "columns", "width", "scenes"]
            return checks + session.focusedValues.keys.sorted().map { "focused.\($0)" }
        case 2 where words[1] == "enabled" || words[1] == "disabled": return commandIDs(session)
        case 2 where words[1] == "output": return ["contains"]
        case 2: return ["=="]
        case 3 where words[1] == "last": return commandIDs(session)
        default: return []
        }
    }

    /// `bind KEYS COMMAND [when EXPR]`, `unbind KEYS [COMMAND]`: after the keys, command
    /// ids; after bind's command, `when`; in its clause, the views' names.
    static func keymapCompletions(after words: [String], session: Session) -> [String] {
        let keys = words.dropFirst().prefix { (try? KeyboardShortcut(parsing: $0)) != nil }.count
        let rest = words.count - 1 - keys
        if keys == 0 { return [] }
        if rest == 0 { return commandIDs(session) }
        guard words[0] == "bind" else { return [] }
        if rest == 1 { return ["when"] }
        return words[1 + keys + 1] == "when" ? Set(session.app.allViewDeclarations.map(\.contextName)).sorted() : []
    }

    /// Completions for the navigation verbs' arguments.
    static func navigationCompletions(after words: [String], session: Session) -> [String] {
        let app = session.app
        let columns = app.splitLayout?.columns.map(\.name) ?? []
        func values(of types: [String]) -> [String] { Self.values(of: types, session) }
        switch (words.first, words.count) {
        case ("focus", 1): return ["scene", "next", "previous"] + columns
        case ("focus", 2) where words[1] == "scene": return ["next", "previous"] + session.state.scenes.map(\.id)
        case ("scene", 1): return ["new", "close", "list"]
        case ("select", 1): return Array(columns.dropLast())
        case ("select", 2):
            let listed = app.splitLayout?.columns.first { $0.name == words[1] }?.lists
            return values(of: listed.map { [$0] } ?? [])
        case ("tab", 1): return ["hide", "show"] + (app.tabLayout?.tabs.map(\.id) ?? [])
        case ("tab", 2): return app.tabLayout?.tabs.map(\.id) ?? []
        case ("columns", 1): return ColumnVisibility.allCases.map(\.rawValue)
        case ("width", 1): return WidthClass.allCases.map(\.rawValue)
        case ("sheet", 1): return app.sheets.keys.sorted()
        case ("sheet", 2): return values(of: app.sheets[words[1]]?.itemType.map { [$0] } ?? [])
        case ("dismiss", 1): return ["discard", "keep"]
        case ("state", 1): return ["save", "restore"]
        case ("open", 1): return app.deepLinks.schemes.map { "\($0)://" }
        case ("toggle", 1), ("set", 1):
            return session.focusedValues.keys.sorted().flatMap { name in
                let value = session.focusedValues[name]
                let fields = value.flatMap { session.state.record($0)?.fields.keys.sorted() } ?? []
                return fields.map { "\(name).\($0)" }
            }
        default: return []
        }
    }
}
