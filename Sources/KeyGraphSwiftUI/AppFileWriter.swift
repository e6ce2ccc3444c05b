import KeyGraph
import KeyGraphFormats

/// Writes what the reader found as an app file (docs/app-format.md), one construct a line,
/// each line ending in a comment with its Swift location: the file `keygraph convert`
/// prints and the app loader reads. Every member it writes is one the app file's specs
/// declare (``AppObjectSpec``; `AppFileWriterSpecTests` walks the output).
enum AppFileWriter {
    static func write(_ app: ReadApp) -> MappedText {
        var out = MappedText()
        out.raw("// Read from SwiftUI sources by keygraph (docs/swiftui.md).\n{\n  \"app\": ")
        out.string(app.name)
        out.raw(",\n")
        writeViews(app, to: &out)
        writeBody(app, to: &out)
        writeLayout(app, to: &out)
        writeSheets(app, to: &out)
        writeDialogs(app, to: &out)
        out.list("commands", app.commands) { out, command in writeCommand(command, to: &out) }
        writeMenus(app, to: &out)
        writeContextMenus(app, to: &out)
        writeToolbars(app, to: &out)
        out.raw("}\n")
        return out
    }

    private static func writeViews(_ app: ReadApp, to out: inout MappedText) {
        out.raw("  \"rootView\": {")
        out.pair("context", app.rootView)
        if !app.published.isEmpty { out.member("publishes", json: names(app.published)) }
        if !app.publishedForScene.isEmpty { out.member("publishesForScene", json: names(app.publishedForScene)) }
        out.raw("},\n")
    }

    private static func writeBody(_ app: ReadApp, to out: inout MappedText) {
        var scenes: [(kind: String, value: String, at: SwiftLocation)] = []
        if let group = app.windowGroup {
            scenes.append((group.isDocument ? "DocumentGroup" : "WindowGroup", group.title, group.at))
        }
        if let settings = app.settingsView { scenes.append(("Settings", settings.name, settings.at)) }
        out.list("body", scenes) { out, scene in
            out.line("    ", at: scene.at) { $0.pair(scene.kind, scene.value, nameAt: scene.at) }
        }
    }

    private static func writeCommand(_ command: ReadCommand, to out: inout MappedText) {
        out.line("    ", at: command.at) { out in
            out.pair("id", command.id, at: command.at)
            out.member("title", command.title, at: command.at)
            out.member("selector", command.selector, at: command.at)
            out.member("icon", command.icon, at: command.at)
            out.member("role", command.role, at: command.at)
            if !command.requires.isEmpty { out.member("requires", json: names(command.requires)) }
            if let key = command.checkedState { out.member("checked", json: "{\"state\": \(quoted(key))}") }
            out.member("shortcut", command.shortcut?.canonical, at: command.shortcutAt ?? command.at)
            if command.shortcut != nil { out.member("shortcutWhen", command.shortcutWhen, at: command.at) }
            if !command.effects.isEmpty {
                out.member("effects", json: json(command.effects))
            }
        }
    }

    private static func writeMenus(_ app: ReadApp, to out: inout MappedText) {
        guard app.appName != nil || !app.builtIns.isEmpty || !app.groups.isEmpty || !app.menus.isEmpty else { return }
        out.raw("  \"menus\": {\n")
        if let name = app.appName { out.raw("    \"appName\": \(quoted(name)),\n") }
        if !app.builtIns.isEmpty {
            out.raw("    \"builtIns\": [")
            for (index, builtIn) in app.builtIns.enumerated() {
                if index > 0 { out.raw(", ") }
                out.string(builtIn.name, builtIn.at)
            }
            out.raw("],\n")
        }
        out.list("groups", app.groups, indent: 4) { out, group in
            out.block("      ", "items", at: group.at) {
                $0.pair(group.relation, group.placement, nameAt: group.at, at: group.at)
            } body: {
                writeItems(group.items, app: app, indent: 8, to: &$0)
            }
        }
        out.list("menus", app.menus, indent: 4) { out, menu in
            out.block("      ", "items", at: menu.at) {
                $0.pair("title", menu.title, at: menu.at)
            } body: {
                writeItems(menu.items, app: app, indent: 8, to: &$0)
            }
        }
        out.raw("  },\n")
    }

    static func writeItems(_ items: [ReadItem], app: ReadApp, indent: Int, to out: inout MappedText) {
        let pad = String(repeating: " ", count: indent)
        for item in items {
            switch item {
            case .button(let index), .toggle(let index):
                let command = app.commands[index]
                out.line(pad, at: command.at) {
                    $0.pair(isToggle(item) ? "toggle" : "button", command.id, nameAt: command.at, at: command.at)
                }
            case .picker(let title, let key, let options, let at):
                out.line(pad, at: at) { out in
                    out.pair("picker", title, nameAt: at, at: at)
                    out.member("key", key)
                    out.member(
                        "options",
                        json: "[" + options.map { "{\"title\": \(quoted($0))}" }.joined(separator: ", ") + "]")
                }
            case .menu(let title, let icon, let children, let at):
                out.block(pad, "items", at: at) {
                    $0.pair("menu", title, nameAt: at, at: at)
                    $0.member("icon", icon)
                } body: {
                    writeItems(children, app: app, indent: indent + 2, to: &$0)
                }
            case .section(let title, let children, let at):
                out.block(pad, "items", at: at) {
                    $0.pair("section", title, nameAt: at)
                } body: {
                    writeItems(children, app: app, indent: indent + 2, to: &$0)
                }
            case .divider:
                out.raw(pad + "\"divider\",\n")
            }
        }
    }

    private static func isToggle(_ item: ReadItem) -> Bool {
        if case .toggle = item { return true }
        return false
    }
}
