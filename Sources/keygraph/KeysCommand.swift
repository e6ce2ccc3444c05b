import ArgumentParser
import KeyGraph
import KeyGraphFormats
import KeyGraphScript

/// `keygraph keys [--format list|cheatsheet|json|html|svg] [--layout ansi|iso] [--layer MODIFIERS] [--width N]`:
/// the bindings.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract:
            "Print the bindings: every layer's list, a cheat sheet grouped by menu, JSON, a keyboard map (html) or one layer (svg).",
        discussion: """
            The cheat sheet is like iPadOS's hold-⌘ overlay: each menu's title, then its \
            available commands with the shortcut the menu shows (the ONE display rule), \
            then bound commands no menu holds, under Other (an imported keymap's commands too). \
            With VS Code or Zed keymaps only (and no --app), every format shows only their \
            bindings, in that editor's world (--defaults lays the editor's own default keymap \
            under them); html and svg label each command from its id and outline what \
            keygraph check reports on the user's rules (docs/keys.md).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case list, cheatsheet
        case json, html, svg
    }

    @OptionGroup var options: AppOptions

    @OptionGroup var editorOptions: EditorOptions

    @Flag(
        help: ArgumentHelp(
            "With --defaults: what each of the user's rules does to the defaults (added, replaced, restated, removed); list or json."
        ))
    var changed = false

    @Flag(
        help: ArgumentHelp(
            "List by scope: the window, Settings, each sheet, popover, inspector, open menu and dialog with the shortcuts live there (the app's which-key)."
        ))
    var byScope = false

    @Flag(help: "html and svg of a VS Code or Zed keymap: also outline what a legacy terminal cannot send.")
    var terminal = false

    @Option(
        help: "Output format: list, cheatsheet, json (every binding), html (a keyboard map page) or svg (one layer).")
    var format: Format = .list

    @Option(help: "The keyboard drawn by html and svg: ansi or iso.")
    var layout: KeyboardLayout.Shape = .ansi

    // html, svg and json: the layout's legends, each binding on the key that types it there.
    @OptionGroup var layoutOptions: LayoutOptions

    @Option(
        help: ArgumentHelp(
            "The modifier layer svg draws (cmd, ctrl+shift, none; default: the layer with the most bound keys).",
            valueName: "modifiers"))
    var layer: String?

    @Option(
        help: ArgumentHelp(
            "The list's line width: the terminal's, else $COLUMNS, else 120; 0 for no limit.", valueName: "columns"))
    var width: Int?

    func validate() throws {
        if changed, editorOptions.defaultPaths(platform: options.platform).isEmpty {
            throw ValidationError(
                "--changed compares the user's keymap with the editor's defaults: give them with --defaults FILE.")
        }
        if changed, ![.list, .json].contains(format) { throw ValidationError("--changed is listed as list or json.") }
        if byScope, format != .list { throw ValidationError("--by-scope is a list: give no --format, or list.") }
    }

    func run() throws {
        let typing = try layoutOptions.layout()
        // The editor's defaults, then the --keymap files, then the --editor file: one list of layers.
        let found = try editorOptions.userKeymap(platform: options.platform, keymapGiven: !options.keymaps.isEmpty)
        if let note = found?.note { FileIO.writeError(note.report) }
        var options = self.options
        let defaults = editorOptions.defaultPaths(platform: options.platform)
        options.keymaps = defaults + options.keymaps + (found.map { [$0.path] } ?? [])
        let imported = try importedLayersAlone(options, defaults: defaults)
        if changed {
            guard let imported, Set(imported.map(\.dialect)).count == 1 else {
                throw ValidationError("--changed takes one editor's keymaps (VS Code's or Zed's), without --app.")
            }
            let changes = DefaultsChanges.changes(layers: imported, defaults: defaults.count)
            return FileIO.writeOutput(format == .json ? ChangeListing.json(changes) : ChangeListing.text(changes))
        }
        if byScope {
            let session = try options.makeSession()
            return FileIO.writeOutput(
                ScopeListing.text(model: session.app, layers: session.layers, platform: options.platform))
        }
        switch format {
        case .list:
            let lines = lineWidth()
            if let imported {
                FileIO.writeOutput(BindingTable.text(layers: imported, width: lines))
            } else {
                FileIO.writeOutput(BindingTable.text(for: try options.makeSession(), width: lines))
            }
        case .cheatsheet:
            let platform = options.platform
            let sheet: CheatSheet
            if let imported {
                sheet = CheatSheet(sections: CheatSheet.importedSection(imported).map { [$0] } ?? [])
            } else {
                sheet = try options.makeSession().cheatSheet(platform: platform)
            }
            FileIO.writeOutput(sheet.text(style: platform.shortcutStyle))
        case .json:
            var map = try keyboardMap(imported, options: options, defaults: defaults.count)
            map.typing = typing
            FileIO.writeOutput(BindingListing.json(of: map.layers, caps: map.keyCap))
        case .html:
            var map = try keyboardMap(imported, options: options, defaults: defaults.count)
            map.typing = typing
            FileIO.writeOutput(KeyboardPage.html(map, shape: layout, version: KeyGraphVersion.current))
        case .svg:
            var map = try keyboardMap(imported, options: options, defaults: defaults.count)
            map.typing = typing
            FileIO.writeOutput(KeyboardSVG.svg(map, layer: try svgLayer(of: map), shape: layout))
        }
    }

    /// The map html, svg and json draw: another editor's layers in its world (what check
    /// reports there), or the session's.
    private func keyboardMap(_ imported: [Keymap]?, options: AppOptions, defaults: Int) throws -> KeyboardMap {
        guard let imported else { return KeyboardMap(session: try options.makeSession()) }
        var sources: [String: String] = [:]
        for path in options.keymaps { sources[path] = try? FileIO.readSource(path).text }
        return KeyboardMap(
            editorLayers: imported, defaults: defaults, platform: options.platform,
            sources: sources, terminal: terminal)
    }

    /// `--layer` as a layer name in canonical order, or the map's opening layer.
    private func svgLayer(of map: KeyboardMap) throws -> String {
        guard let layer else { return map.openingLayer }
        guard let modifiers = KeyCap.modifiers(ofLayer: layer) else {
            throw ValidationError(
                "'\(layer)' is not a modifier layer; write modifiers as in a key: cmd, ctrl+shift, none")
        }
        return KeyCap.layerName(modifiers)
    }

    /// The --keymap layers, when they are all another editor's and no --app is given: they
    /// are listed in their own world, without the demo's bindings.
    private func importedLayersAlone(_ options: AppOptions, defaults: [String]) throws -> [Keymap]? {
        guard options.appFile == nil, options.swiftFolder == nil, !options.keymaps.isEmpty else { return nil }
        var layers: [Keymap] = []
        var problems: [Diagnostic] = []
        var sources: [String: String] = [:]
        for (i, path) in options.keymaps.enumerated() {
            do {
                let file = try FileIO.readSource(path)
                let loaded = try KeymapLoader.load(file, accepting: .all, platform: options.platform)
                guard loaded.isImported else { return nil }
                // What is found inside the defaults is the editor's, as check says without --all.
                if i >= defaults.count {
                    for warning in loaded.warnings { FileIO.writeError(warning.report) }
                }
                sources[loaded.keymap.file] = file.text
                layers.append(loaded.keymap)
            } catch {
                problems += error.diagnostics
            }
        }
        guard problems.isEmpty else { throw CLIError(diagnostics: problems) }
        for problem in EditorOptions.inputProblems(
            layers: layers, sources: sources, defaults: defaults, platform: options.platform)
        {
            FileIO.writeError(problem.report)
        }
        return layers
    }

    /// The width the list fits: --width (0: none), the terminal's, $COLUMNS, else 120.
    private func lineWidth() -> Int? {
        if let width { return width > 0 ? width : nil }
        if let columns = System.terminalColumns(1) { return columns }
        if let columns = System.environment("COLUMNS").flatMap({ Int($0) }), columns > 0 { return columns }
        return 120
    }
}

extension KeyboardLayout.Shape: ExpressibleByArgument {}
