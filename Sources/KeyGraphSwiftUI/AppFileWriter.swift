import KeyGraph
import KeyGraphFormats

/// Writes what the reader found as an app file (docs/app-format.md), one construct a line,
/// each line ending in a comment with its Swift location: the file `keygraph convert`
/// prints and the app loader reads.
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
        if !app.commands.isEmpty {
            out.raw("  \"commands\": [\n")
            for command in app.commands { writeCommand(command, to: &out) }
            out.raw("  ],\n")
        }
        writeMenus(app, to: &out)
        writeContextMenus(app, to: &out)
        writeToolbars(app, to: &out)
        out.raw("}\n")
        return out
    }

    private static func writeViews(_ app: ReadApp, to out: inout MappedText) {
        out.raw("  \"rootView\": {\"context\": ")
        out.string(app.rootView)
        if !app.published.isEmpty {
            out.raw(", \"publishes\": [" + app.published.map(quoted).joined(separator: ", ") + "]")
        }
        if !app.publishedForScene.isEmpty {
            out.raw(", \"publishesForScene\": [" + app.publishedForScene.map(quoted).joined(separator: ", ") + "]")
        }
        out.raw("},\n")
    }

    private static func writeBody(_ app: ReadApp, to out: inout MappedText) {
        guard app.windowGroup != nil || app.settingsView != nil else { return }
        out.raw("  \"body\": [\n")
        if let group = app.windowGroup {
            out.raw("    {")
            out.string(group.isDocument ? "DocumentGroup" : "WindowGroup", group.at)
            out.raw(": ")
            out.string(group.title)
            out.raw("},")
            out.endLine(group.at)
        }
        if let settings = app.settingsView {
            out.raw("    {")
            out.string("Settings", settings.at)
            out.raw(": ")
            out.string(settings.name)
            out.raw("},")
            out.endLine(settings.at)
        }
        out.raw("  ],\n")
    }

    private static func writeCommand(_ command: ReadCommand, to out: inout MappedText) {
        out.raw("    {\"id\": ")
        out.string(command.id, command.at)
        out.raw(", \"title\": ")
        out.string(command.title, command.at)
        if let selector = command.selector {
            out.raw(", \"selector\": ")
            out.string(selector, command.at)
        }
        if let icon = command.icon {
            out.raw(", \"icon\": ")
            out.string(icon, command.at)
        }
        if let role = command.role {
            out.raw(", \"role\": ")
            out.string(role, command.at)
        }
        if !command.requires.isEmpty {
            out.raw(", \"requires\": [" + command.requires.map(quoted).joined(separator: ", ") + "]")
        }
        if let key = command.checkedState {
            out.raw(", \"checked\": {\"state\": \(quoted(key))}")
        }
        if let shortcut = command.shortcut {
            out.raw(", \"shortcut\": ")
            out.string(shortcut.canonical, command.shortcutAt ?? command.at)
        }
        if !command.effects.isEmpty {
            out.raw(", \"effects\": [" + command.effects.joined(separator: ", ") + "]")
        }
        out.raw("},")
        out.endLine(command.at)
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
        if !app.groups.isEmpty {
            out.raw("    \"groups\": [\n")
            for group in app.groups {
                out.raw("      {")
                out.string(group.relation, group.at)
                out.raw(": ")
                out.string(group.placement, group.at)
                out.raw(", \"items\": [")
                out.endLine(group.at)
                writeItems(group.items, app: app, indent: 8, to: &out)
                out.raw("      ]},\n")
            }
            out.raw("    ],\n")
        }
        if !app.menus.isEmpty {
            out.raw("    \"menus\": [\n")
            for menu in app.menus {
                out.raw("      {\"title\": ")
                out.string(menu.title, menu.at)
                out.raw(", \"items\": [")
                out.endLine(menu.at)
                writeItems(menu.items, app: app, indent: 8, to: &out)
                out.raw("      ]},\n")
            }
            out.raw("    ],\n")
        }
        out.raw("  },\n")
    }

    static func writeItems(_ items: [ReadItem], app: ReadApp, indent: Int, to out: inout MappedText) {
        let pad = String(repeating: " ", count: indent)
        for item in items {
            out.raw(pad)
            switch item {
            case .button(let index), .toggle(let index):
                let command = app.commands[index]
                out.raw("{")
                out.string(isToggle(item) ? "toggle" : "button", command.at)
                out.raw(": ")
                out.string(command.id, command.at)
                out.raw("},")
                out.endLine(command.at)
            case .picker(let title, let key, let options, let at):
                out.raw("{")
                out.string("picker", at)
                out.raw(": ")
                out.string(title, at)
                out.raw(", \"key\": \(quoted(key)), \"options\": [")
                out.raw(options.map { "{\"title\": \(quoted($0))}" }.joined(separator: ", "))
                out.raw("]},")
                out.endLine(at)
            case .menu(let title, let icon, let children, let at):
                out.raw("{")
                out.string("menu", at)
                out.raw(": ")
                out.string(title, at)
                if let icon { out.raw(", \"icon\": \(quoted(icon))") }
                out.raw(", \"items\": [")
                out.endLine(at)
                writeItems(children, app: app, indent: indent + 2, to: &out)
                out.raw(pad + "]},\n")
            case .section(let title, let children, let at):
                out.raw("{")
                out.string("section", at)
                out.raw(": " + (title.map(quoted) ?? "null") + ", \"items\": [")
                out.endLine(at)
                writeItems(children, app: app, indent: indent + 2, to: &out)
                out.raw(pad + "]},\n")
            case .divider:
                out.raw("\"divider\",\n")
            }
        }
    }

    private static func isToggle(_ item: ReadItem) -> Bool {
        if case .toggle = item { return true }
        return false
    }

    static func quoted(_ text: String) -> String { "\"" + TextEscaping.json.escaping(text) + "\"" }
}
