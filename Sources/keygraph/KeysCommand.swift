import ArgumentParser
import KeyGraph
import KeyGraphFormats
import KeyGraphScript

/// `keygraph keys [--format list|cheatsheet]`: the bindings.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "Print the bindings: every layer's list, or a cheat sheet grouped by menu.",
        discussion: """
            The cheat sheet is like iPadOS's hold-⌘ overlay: each menu's title, then its \
            available commands with the shortcut the menu shows (the ONE display rule), \
            then bound commands no menu holds, under Other.
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

    @Option(
        help: ArgumentHelp(
            "The modifier layer svg draws (cmd, ctrl+shift, none; default: the layer with the most bound keys).",
            valueName: "modifiers"))
    var layer: String?

    func run() throws {
        let session = try options.makeSession()
        switch format {
        case .list:
            FileIO.writeOutput(BindingList.text(for: session))
        case .cheatsheet:
            let platform = options.platform
            FileIO.writeOutput(session.cheatSheet(platform: platform).text(style: platform.shortcutStyle))
        case .json:
            FileIO.writeOutput(BindingListing.json(of: session.layers))
        case .html:
            FileIO.writeOutput(
                KeyboardPage.html(KeyboardMap(session: session), shape: layout, version: KeyGraphVersion.current))
        case .svg:
            let map = KeyboardMap(session: session)
            FileIO.writeOutput(KeyboardSVG.svg(map, layer: try svgLayer(of: map), shape: layout))
        }
    }

    /// `--layer` as a layer name in canonical order, or the map's busiest layer.
    private func svgLayer(of map: KeyboardMap) throws -> String {
        guard let layer else { return map.busiestLayer }
        guard let modifiers = KeyCap.modifiers(ofLayer: layer) else {
            throw ValidationError(
                "'\(layer)' is not a modifier layer; write modifiers as in a key: cmd, ctrl+shift, none")
        }
        return KeyCap.layerName(modifiers)
    }
}

extension KeyboardLayout.Shape: ExpressibleByArgument {}
