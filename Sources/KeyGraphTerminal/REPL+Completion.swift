import KeyGraph
import KeyGraphScript

extension REPL {
    /// Candidates for the word at the cursor, or nil to complete a file name.
    func completions(before: String, word: String) -> [String]? {
        Self.completions(before: before, word: word, session: session)
    }

    /// Verbs first; then what each verb takes: command ids, `Type:id` values,
    /// `show` topics, verbs for `help`. File names for `load` and `state` and
    /// wherever nothing else applies.
    static func completions(before: String, word: String, session: Session) -> [String]? {
        let words = before.split(separator: " ").map(String.init)
        var candidates: [String]
        switch words.first {
        case nil: candidates = Verb.allCases.map(\.rawValue)
        case "run", "expect":
            guard words.count == 1 else { return nil }
            candidates = session.app.commands.commands.map(\.id)
        case "push":
            // Every type a push can reach: destinations, and the split view's listed columns.
            let types = Set(session.app.destinations.keys).union(
                session.app.splitLayout?.columns.compactMap(\.lists) ?? [])
            candidates = types.sorted().flatMap { type in
                (session.state.records[type] ?? []).map { "\(type):\($0.id)" }
            }
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

    /// Completions for the navigation verbs' arguments.
    static func navigationCompletions(after words: [String], session: Session) -> [String] {
        let app = session.app
        let columns = app.splitLayout?.columns.map(\.name) ?? []
        func values(of types: [String]) -> [String] {
            types.flatMap { type in (session.state.records[type] ?? []).map { "\(type):\($0.id)" } }
        }
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
