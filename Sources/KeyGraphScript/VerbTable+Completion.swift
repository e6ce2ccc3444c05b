import KeyGraph

extension VerbTable {
    /// What may come after `words` (a verb and the words typed after it; none: the verb
    /// itself), from the verb's grammar: exactly the words its parser takes there, where
    /// the app or the session can list them. Nil where a file name or free text goes
    /// (readline then offers file names); empty where the word is one nothing lists
    /// (keys, a number, an id).
    package static func completions(after words: [String], in session: Session) -> [String]? {
        guard let verb = words.first else { return names }
        guard let spec = spec(named: verb) else { return nil }
        let args = Array(words.dropFirst())
        var candidates: [String] = []
        var seen: Set<String> = []
        var offersFileNames = false
        for argument in spec.nextArguments(after: args) {
            offersFileNames = offersFileNames || argument.kind.offersFileNames
            for candidate in argument.kind.candidates(after: args, in: session) where seen.insert(candidate).inserted {
                candidates.append(candidate)
            }
        }
        return candidates.isEmpty && offersFileNames ? nil : candidates
    }
}

extension VerbSpec.Kind {
    /// The words the app and the session list for this argument; `args` are the words
    /// before it (a `select`'s column, a `sheet`'s name).
    func candidates(after args: [String], in session: Session) -> [String] {
        let app = session.app
        switch self {
        case .keyword(let words): return words
        case .command: return app.commands.commands.map(\.id)
        case .pushValue:
            // Every type a push can reach: destinations, and the split view's listed columns.
            let types = Set(app.destinations.keys).union(app.splitLayout?.columns.compactMap(\.lists) ?? [])
            return Self.values(of: types.sorted(), session)
        case .contextTarget: return Self.values(of: app.contextMenus.compactMap(\.valueType), session)
        case .listedValue:
            let listed = app.splitLayout?.columns.first { $0.name == args.last }?.lists
            return Self.values(of: listed.map { [$0] } ?? [], session)
        case .sheetItem:
            return Self.values(of: args.last.flatMap { app.sheets[$0]?.itemType }.map { [$0] } ?? [], session)
        case .view, .whenClause: return Set(app.allViewDeclarations.map(\.contextName)).sorted()
        case .column: return app.splitLayout?.columns.map(\.name) ?? []
        case .listingColumn: return app.splitLayout?.columns.filter { $0.lists != nil }.map(\.name) ?? []
        case .scene: return session.state.scenes.map(\.id)
        case .tab: return app.tabLayout?.tabs.map(\.id) ?? []
        case .sheet: return app.sheets.keys.sorted()
        case .url: return app.deepLinks.schemes.map { "\($0)://" }
        case .focusedField:
            return session.focusedValues.keys.sorted().flatMap { name in
                let value = session.focusedValues[name]
                let fields = value.flatMap { session.state.record($0)?.fields.keys.sorted() } ?? []
                return fields.map { "\(name).\($0)" }
            }
        case .focusedName: return session.focusedValues.keys.sorted().map { "focused.\($0)" }
        case .verb: return VerbTable.names
        case .activity: return app.deepLinks.activities.map(\.activityType)
        case .toolbar: return app.toolbars.compactMap(\.id)
        case .toolbarItem:
            let items = app.toolbars.filter { $0.id != nil }.flatMap(\.content).flatMap { content -> [String] in
                guard case .item(let item) = content else { return [] }
                return item.id.map { [$0] } ?? []
            }
            return items + ["space", "flexibleSpace"]
        case .detent: return ["medium", "large"]
        case .value, .recordField, .keys, .number, .word, .json, .pathList, .quotedKeys, .menuPath, .text, .file:
            return []
        }
    }

    /// `Type:id` for every record of `types`.
    private static func values(of types: [String], _ session: Session) -> [String] {
        types.flatMap { type in (session.state.records[type] ?? []).map { "\(type):\($0.id)" } }
    }
}
