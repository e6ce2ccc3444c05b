import KeyGraph

extension AppModel {
    /// What `keygraph check --app` reports on this app, for an app built in code with the DSL:
    /// the same pipeline and rules (docs/keymaps.md; the HIG lints of docs/menus.md), each
    /// finding a ``Diagnostic`` whose ``Diagnostic/rule`` names its rule — a binding or menu
    /// item on a command the app does not have (`unknown-command`), two commands on one
    /// shortcut (`never-fires`), a reserved or standard shortcut taken (`reserved-shortcut`,
    /// `standard-shortcut`), a command graph that runs an unknown command or loops.
    ///
    /// ```swift
    /// let findings = app.check()
    /// for finding in findings where finding.severity != .note { print(finding) }
    /// ```
    ///
    /// Findings about the app itself name `<app:NAME>` as their file, with no line (the model
    /// built in code has none); those about a keymap file point into it.
    /// - Parameters:
    ///   - platform: the platform its shortcuts and `when` clauses are judged for.
    ///   - keymaps: keymaps laid over the app's own (a user's), lowest first.
    ///   - skipping: rules whose findings are left out (`MenuRule.ellipsis.id`).
    public func check(
        platform: TargetPlatform = .macos, keymaps: [Keymap] = [], skipping: Set<RuleID> = []
    ) -> [Diagnostic] {
        var pipeline = CheckPipeline(platform: platform)
        pipeline.selection = RuleSelection(skipped: skipping)
        var earlier = commands.validateGraph(file: checkedFile)
        earlier += unknownMenuCommands() + sharedShortcuts()
        return pipeline.run(app: CheckPipeline.App(model: self), layers: keymaps, sources: [:], earlier: earlier)
            .diagnostics
    }

    /// What findings about the app built in code name as their file: `<app:NAME>`, as the HIG lints do.
    var checkedFile: String { "<app:\(name)>" }

    /// Two commands the menus give one shortcut (a command's own, or a button's
    /// `.keyboardShortcut`): only the later fires (`never-fires`, at the earlier).
    func sharedShortcuts() -> [Diagnostic] {
        var order: [KeyboardShortcut] = []
        var owners: [KeyboardShortcut: [String]] = [:]
        func add(_ chord: KeyboardShortcut, _ id: String) {
            if owners[chord] == nil { order.append(chord) }
            if !(owners[chord] ?? []).contains(id) { owners[chord, default: []].append(id) }
        }
        for command in commands.commands { if let chord = command.shortcut { add(chord, command.id) } }
        func walk(_ items: [MenuItem]) {
            for item in items {
                switch item {
                case .button(let id, _, let chord?): add(chord, id)
                case .menu(_, _, let children), .section(_, let children): walk(children)
                default: break
                }
            }
        }
        for group in menus.groups { walk(group.items) }
        for menu in menus.menus { walk(menu.items) }
        return order.compactMap { chord in
            guard let ids = owners[chord], ids.count > 1, let winner = ids.last else { return nil }
            let losers = ids.dropLast().map { "'\($0)'" }.joined(separator: ", ")
            return Diagnostic(
                .warning, file: checkedFile, position: SourcePosition(line: 0, column: 0),
                message:
                    "\(losers) never fires on \(chord.formatted(.glyphs)): '\(winner)' has the same shortcut in the menus, and the later one fires [\(KeymapRule.neverFires.id)]",
                hint: "give each command its own shortcut", rule: KeymapRule.neverFires.id)
        }
    }

    /// Menu, context-menu and toolbar items that name a command the app does not have.
    func unknownMenuCommands() -> [Diagnostic] {
        let ids = commands.commands.map(\.id)
        var out: [Diagnostic] = []
        var seen: Set<String> = []
        func report(_ id: String, in place: String) {
            guard commands.command(id: id) == nil, seen.insert(place + "\u{0}" + id).inserted else { return }
            out.append(
                Diagnostic(
                    .error, file: checkedFile, position: SourcePosition(line: 0, column: 0),
                    message: "\(place): unknown command '\(id)' [\(KeymapRule.unknownCommand.id)]",
                    hint: Suggestion.didYouMean(id, among: ids, closeness: .lenient),
                    rule: KeymapRule.unknownCommand.id))
        }
        func walk(_ items: [MenuItem], _ place: String) {
            for item in items {
                switch item {
                case .button(let id, _, _), .toggle(let id): report(id, in: place)
                case .menu(let title, _, let children): walk(children, "\(place) › \(title)")
                case .section(_, let children): walk(children, place)
                case .standard, .picker, .divider, .system, .windowList: break
                }
            }
        }
        for group in menus.groups { walk(group.items, group.placement.menu.title(appName: menus.appName)) }
        for menu in menus.menus { walk(menu.items, menu.title) }
        for menu in contextMenus { walk(menu.items, "context menu \(menu.target)") }
        for (index, toolbar) in toolbars.enumerated() {
            for (item, _) in MenuLint.indexedItems(of: toolbar, at: index) {
                if let command = item.command { report(command, in: "toolbar \(toolbar.target)") }
                if let menu = item.menu { walk(menu, "toolbar \(toolbar.target) › \(item.name)") }
            }
        }
        return out
    }
}
