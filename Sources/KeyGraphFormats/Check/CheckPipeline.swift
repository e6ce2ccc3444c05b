import KeyGraph

/// What `keygraph check` does between reading the files and printing (docs/keymaps.md,
/// "`keygraph check`"): which analyses run in which world, in what order their findings
/// come, and which are kept — each once, the rules chosen, what lies inside the editor's
/// defaults only with `insideDefaults`. The host reads the files and prints the report;
/// the SwiftUI source rules, which need swift-syntax, are a step the host runs and hands in
/// (their findings are part of the `earlier` diagnostics).
package struct CheckPipeline {
    /// The app whose world is checked, with the files its findings point into.
    package struct App {
        package var model: AppModel
        /// The app's own keymap file: its first layer.
        package var keymapFile: SourceFile?
        /// The app file; for an app read from Swift, the one made from the sources.
        package var appFile: SourceFile?
        /// Whether the app was read from a SwiftUI app's sources, whose source rules then
        /// report what ``MenuPipeline/supersededBySourceRules`` would.
        package var isReadFromSwift: Bool
        /// Moves a finding about the app file to the code it came from (for an app read from
        /// Swift); by default it stays where it is.
        package var locate: (Diagnostic) -> Diagnostic

        package init(
            model: AppModel, keymapFile: SourceFile? = nil, appFile: SourceFile? = nil, isReadFromSwift: Bool = false,
            locate: @escaping (Diagnostic) -> Diagnostic = { $0 }
        ) {
            self.model = model
            self.keymapFile = keymapFile
            self.appFile = appFile
            self.isReadFromSwift = isReadFromSwift
            self.locate = locate
        }
    }

    package var platform: TargetPlatform
    /// The layouts every world's bindings are judged on (`--keyboard-layout`).
    package var layouts: [TypingLayout] = []
    /// How SwiftUI localizes the app's shortcuts on those layouts (`--shortcut-localization`).
    package var localization: ShortcutWorld.Localization = .automatic
    /// Whether another editor's keymaps are checked for what a legacy terminal cannot send.
    package var terminal = false
    /// Whether what lies inside the editor's defaults is searched for and kept (`--all`).
    package var insideDefaults = false
    /// The rules whose findings are kept, and their severities.
    package var selection = RuleSelection()
    /// Every rule the ids of ignore comments may name (the host adds the SwiftUI source rules).
    package var registry = RuleRegistry.formats
    /// The project's `.keygraph.json`, whose `exclude` leaves findings out.
    package var config: CheckConfig?

    package init(platform: TargetPlatform) { self.platform = platform }

    /// Whether the app's world is checked: when the app was given, when KeyGraph's own
    /// keymaps are among `layers`, or when no keymap was given at all — not for other
    /// editors' keymaps alone.
    package static func checksAppWorld(appGiven: Bool, layers: [Keymap]) -> Bool {
        appGiven || layers.contains { !$0.isImported } || layers.isEmpty
    }

    /// The findings of every world, in report order, kept as ``report(_:defaultFiles:)`` keeps them.
    /// - Parameters:
    ///   - app: the app, when its world is checked (``checksAppWorld(appGiven:layers:)``).
    ///   - layers: every keymap file read, lowest first; those in `defaultFiles` are the
    ///     editor's defaults (`--defaults`).
    ///   - sources: file name → text, for the findings' source lines.
    ///   - earlier: what came before the analyses: the source rules' findings, the reader's
    ///     notes, what reading the files warned about.
    package func run(
        app: App?, layers: [Keymap], sources: [String: String], defaultFiles: Set<String> = [],
        earlier: [Diagnostic] = []
    ) -> CheckReport {
        var layers = layers
        var sources = sources
        for i in layers.indices where defaultFiles.contains(layers[i].file) { layers[i].isEditorDefaults = true }
        var diagnostics = earlier
        if let app { diagnostics += appWorld(app, layers: layers.filter { !$0.isImported }, sources: &sources) }
        diagnostics += editorWorlds(layers, sources: sources, defaultFiles: defaultFiles)
        return report(diagnostics, sources: sources, defaultFiles: defaultFiles)
    }

    /// The app's world: the app, its keymap and KeyGraph's own keymap files (`own`).
    func appWorld(_ app: App, layers own: [Keymap], sources: inout [String: String]) -> [Diagnostic] {
        var appLayers = own
        if let file = app.keymapFile, let keymap = app.model.keymap {
            sources[file.name] = file.text
            appLayers.insert(keymap, at: 0)
        }
        var diagnostics = KeymapAnalysis.analyze(layers: appLayers, app: app.model, sources: sources).map(app.locate)
        diagnostics += LayoutLint.lint(
            layers: appLayers, layouts: layouts, platform: platform, sources: sources, localization: localization
        ).map(app.locate)
        // The HIG lints of menus, context menus and toolbars (docs/menus.md); the keymaps'
        // reserved shortcuts are the keymap lints' (reported once, at the chord).
        // Findings located in the app file or a keymap show their source line.
        if let file = app.appFile { sources[file.name] = file.text }
        diagnostics += MenuPipeline.lints(app.model, keymaps: own, readFromSwift: app.isReadFromSwift).map { lint in
            if app.isReadFromSwift { return app.locate(lint) }
            return sources[lint.file].map { lint.attachingSourceLine(from: $0) } ?? lint
        }
        return diagnostics
    }

    /// Each editor's keymaps in that editor's world.
    func editorWorlds(_ layers: [Keymap], sources: [String: String], defaultFiles: Set<String>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for dialect in KeymapDialect.editors {
            let world = layers.filter { $0.dialect == dialect }
            guard !world.isEmpty else { continue }
            let underneath = world.prefix { defaultFiles.contains($0.file) }.count
            diagnostics += EditorAnalysis.analyze(
                layers: world, sources: sources, terminal: terminal, defaults: underneath,
                insideDefaults: insideDefaults)
            diagnostics += LayoutLint.lint(layers: world, layouts: layouts, platform: platform, sources: sources)
        }
        return diagnostics
    }

    /// `diagnostics` as the report shows them: each once, without those an ignore comment in
    /// `sources` silences (and with what the comments say of themselves), none in a path the
    /// project's file excludes, the chosen rules' at their chosen severity, and what lies
    /// inside the editor's defaults (`defaultFiles`) only with ``insideDefaults``.
    package func report(
        _ diagnostics: [Diagnostic], sources: [String: String] = [:], defaultFiles: Set<String> = []
    ) -> CheckReport {
        let insideDefaults = insideDefaults
        let config = config
        var diagnostics = IgnoreComments.apply(
            CheckReport.once(diagnostics), sources: sources, registry: registry, isChecked: selection.checks,
            reportsIn: { file in
                (insideDefaults || !defaultFiles.contains(file)) && !(config?.excludes(file) ?? false)
            })
        if let config { diagnostics.removeAll { config.excludes($0.file) } }
        diagnostics = selection.apply(diagnostics)
        // What is found inside the defaults is the editor's, not the user's to fix: not shown
        // (and not all of it searched for) without --all.
        if !insideDefaults { diagnostics.removeAll { defaultFiles.contains($0.file) } }
        return CheckReport(
            diagnostics: diagnostics, defaultFiles: defaultFiles,
            leavesOutDefaults: !insideDefaults && !defaultFiles.isEmpty)
    }
}

/// The menu lints as `check` runs them.
package enum MenuPipeline {
    /// The menu rules an app read from Swift leaves to the source rules (docs/swiftui-lints.md):
    /// an icon-only control's missing label is icon-without-label's to report, with its
    /// caret, ignore comment and --no-rule, not unlabelled-icon's too; a group mixing icons
    /// and text is toolbar-mixed-group's, which reads the Swift (a symbol name held in a
    /// constant, branches that never show together), not mixed-plate's, which on real apps
    /// took such groups for mixed.
    package static let supersededBySourceRules: Set<RuleID> = [MenuRule.unlabelledIcon.id, MenuRule.mixedPlate.id]

    /// The HIG lints of the app's menus, context menus and toolbars (docs/menus.md), the
    /// keymaps' reserved shortcuts left to the keymap lints. For an app read from Swift,
    /// without ``supersededBySourceRules``, and `"*"` holds the toolbars of views the scenes
    /// do not name, each judged alone, never beside another view's (toolbar-groups,
    /// toolbar-prominent).
    package static func lints(_ app: AppModel, keymaps: [Keymap], readFromSwift: Bool) -> [Diagnostic] {
        let lints = MenuLint.lint(app, keymaps: keymaps, keymapReservations: false, everyViewToolbars: !readFromSwift)
        guard readFromSwift else { return lints }
        return lints.filter { !($0.rule.map(supersededBySourceRules.contains) ?? false) }
    }
}
