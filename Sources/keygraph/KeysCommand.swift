import ArgumentParser
import KeyGraph
import KeyGraphFormats
import KeyGraphScript

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        name: .customLong("defaults"),
        help: ArgumentHelp(
            "The editor's own default keymap, laid under that editor's --keymap files (as check --defaults).",
            valueName: "file"))
    var defaults: [String] = []

    @Flag(help: "html and svg of a VS Code or Zed keymap: also outline what a legacy terminal cannot send.")
    var terminal = false

    @Option(
        help: ArgumentHelp(
            "The list's line width: the terminal's, else $COLUMNS, else 120; 0 for no limit.", valueName: "columns"))
    var width: Int?

    func run() throws {
        let typing = try layoutOptions.layout()
        let imported = try importedLayersAlone()
        switch format {
        case .list:
            let lines = lineWidth()
            if let imported {
                FileIO.writeOutput(BindingTable.text(layers: imported.layers, width: lines))
            } else {
                FileIO.writeOutput(BindingTable.text(for: try options.makeSession(), width: lines))
            }
        case .cheatsheet:
            let platform = options.platform
            let sheet: CheatSheet
            if let imported {
                sheet = CheatSheet(sections: CheatSheet.importedSection(imported.layers).map { [$0] } ?? [])
            } else {
                sheet = try options.makeSession().cheatSheet(platform: platform)
            }
            FileIO.writeOutput(sheet.text(style: platform.shortcutStyle))
        case .json:
            var map = try keyboardMap(imported)
            map.typing = typing
            FileIO.writeOutput(BindingListing.json(of: map.layers, caps: map.keyCap))
        case .html:
            var map = try keyboardMap(imported)
            map.typing = typing
            FileIO.writeOutput(KeyboardPage.html(map, shape: layout, version: KeyGraphVersion.current))
        case .svg:
            var map = try keyboardMap(imported)
            map.typing = typing
            FileIO.writeOutput(KeyboardSVG.svg(map, layer: try svgLayer(of: map), shape: layout))
        }
    }

    /// The map html, svg and json draw: another editor's layers in its world, or the session's.
    private func keyboardMap(_ imported: (layers: [Keymap], sources: [String: String])?) throws -> KeyboardMap {
        guard let imported else { return KeyboardMap(session: try options.makeSession()) }
        return KeyboardMap(
            editorLayers: imported.layers, defaults: defaults.count, platform: options.platform,
            sources: imported.sources, terminal: terminal)
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

    /// The --defaults and --keymap layers, when they are all another editor's and no --app is
    /// given: they are shown in their own world, without the demo's bindings, with their texts.
    private func importedLayersAlone() throws -> (layers: [Keymap], sources: [String: String])? {
        let paths = defaults + options.keymaps
        guard options.appFile == nil, options.swiftFolder == nil, !paths.isEmpty else {
            guard defaults.isEmpty else { throw ValidationError(Self.defaultsAlone) }
            return nil
        }
        var layers: [Keymap] = []
        var sources: [String: String] = [:]
        var problems: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        var hasKeyGraphKeymap = false
        for (i, path) in paths.enumerated() {
            do {
                let file = try FileIO.readSource(path)
                let loaded = try KeymapLoader.load(file, accepting: .all, platform: options.platform)
                // A KeyGraph keymap goes to the app's session, which loads it with the app's commands.
                guard loaded.isImported else {
                    hasKeyGraphKeymap = true
                    break
                }
                // What is found inside the defaults is the editor's, as check says without --all.
                if i >= defaults.count { warnings += loaded.warnings }
                layers.append(loaded.keymap)
                sources[file.name] = file.text
            } catch {
                problems += error.diagnostics
            }
        }
        guard !hasKeyGraphKeymap else {
            guard defaults.isEmpty else { throw ValidationError(Self.defaultsAlone) }
            return nil
        }
        guard problems.isEmpty else { throw CLIError(diagnostics: problems) }
        for warning in warnings { FileIO.writeError(warning.report) }
        return (layers, sources)
    }

    static let defaultsAlone =
        "--defaults takes another editor's default keymap, under that editor's --keymap files, without --app or --swift"

    /// The width the list fits: --width (0: none), the terminal's, $COLUMNS, else 120.
    private func lineWidth() -> Int? {
        if let width { return width > 0 ? width : nil }
        var size = winsize()
        if isatty(1) == 1, ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let columns = getenv("COLUMNS").flatMap({ Int(String(cString: $0)) }), columns > 0 { return columns }
        return 120
    }
}

extension KeyboardLayout.Shape: ExpressibleByArgument {}
