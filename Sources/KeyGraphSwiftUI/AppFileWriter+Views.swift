import KeyGraph

/// The views' part of the app file: the tab layout, sheets, dialogs, context menus, toolbars.
extension AppFileWriter {
    static func writeLayout(_ app: ReadApp, to out: inout MappedText) {
        guard !app.tabs.isEmpty else { return }
        out.raw("  \"layout\": {")
        if let style = app.tabViewStyle { out.raw("\"tabViewStyle\": \(quoted(style)), ") }
        out.raw("\"tabView\": [\n")
        for tab in app.tabs {
            out.line("    ", at: tab.at) { out in
                out.pair("value", tab.value, at: tab.at)
                out.member("title", tab.title, at: tab.at)
                out.member("systemImage", tab.icon)
                if tab.isSearch { out.member("role", "search") }
                out.member("section", tab.section)
                out.member("root", tab.root, at: tab.at)
            }
        }
        out.raw("  ]},\n")
    }

    static func writeSheets(_ app: ReadApp, to out: inout MappedText) {
        out.list("sheets", app.sheets) { out, sheet in
            out.line("    ", at: sheet.at) { out in
                out.pair("name", sheet.name, at: sheet.at)
                out.member("view", sheet.view, at: sheet.at)
                if !sheet.detents.isEmpty {
                    out.member("presentationDetents", json: "[" + sheet.detents.joined(separator: ", ") + "]")
                }
                if sheet.interactiveDismissDisabled { out.member("interactiveDismissDisabled", json: "true") }
                if sheet.style != .sheet { out.member("style", sheet.style.rawValue) }
            }
        }
    }

    static func writeDialogs(_ app: ReadApp, to out: inout MappedText) {
        for (name, isAlert) in [("alerts", true), ("confirmationDialogs", false)] {
            out.list(name, app.dialogs.filter { $0.isAlert == isAlert }) { out, dialog in
                out.block("    ", "actions", at: dialog.at) { out in
                    out.pair("name", dialog.name, at: dialog.at)
                    out.member("title", dialog.title, at: dialog.at)
                    out.member("message", dialog.message)
                } body: { out in
                    for command in dialog.actions.map({ app.commands[$0] }) {
                        out.line("      ", at: command.at) { $0.pair("button", command.id, at: command.at) }
                    }
                }
            }
        }
    }

    static func writeContextMenus(_ app: ReadApp, to out: inout MappedText) {
        out.list("contextMenus", app.contextMenus) { out, menu in
            out.block("    ", "items", at: menu.at) {
                $0.pair("target", menu.target, at: menu.at)
            } body: {
                writeItems(menu.items, app: app, indent: 6, to: &$0)
            }
        }
    }

    static func writeToolbars(_ app: ReadApp, to out: inout MappedText) {
        // A toolbar of a view the app file does not declare goes to "*", every window: where
        // that view shows, its toolbar does.
        let declared = app.declaredViews
        out.list("toolbars", app.toolbars) { out, toolbar in
            out.block("    ", "content", at: toolbar.at) {
                $0.pair("target", declared.contains(toolbar.target) ? toolbar.target : "*", at: toolbar.at)
            } body: { out in
                for piece in toolbar.pieces { writePiece(piece, app: app, indent: 6, inGroup: false, to: &out) }
            }
        }
    }

    private static func writePiece(
        _ piece: ReadToolbarPiece, app: ReadApp, indent: Int, inGroup: Bool, to out: inout MappedText
    ) {
        let pad = String(repeating: " ", count: indent)
        switch piece {
        case .item(let index, let placement):
            let command = app.commands[index]
            out.line(pad, at: command.at) { out in
                out.pair("item", command.id, at: command.at)
                writeLabel(title: command.title, icon: command.icon, to: &out)
                out.member("placement", inGroup ? nil : placement)
            }
        case .menu(let title, let icon, let items, let placement, let at):
            out.block(pad, "items", at: at) { out in
                out.pair("menu", title, at: at)
                out.member("icon", icon)
                writeLabel(title: title, icon: icon, to: &out)
                out.member("placement", inGroup ? nil : placement)
            } body: {
                writeItems(items, app: app, indent: indent + 2, to: &$0)
            }
        case .group(let placement, let pieces, let at):
            out.block(pad, "items", at: at) {
                $0.pair("group", placement, at: at)
            } body: { out in
                for inner in pieces { writePiece(inner, app: app, indent: indent + 2, inGroup: true, to: &out) }
            }
        case .spacer(let size, let placement, let at):
            out.line(pad, at: at) { out in
                out.pair("spacer", size, at: at)
                out.member("placement", placement)
            }
        }
    }

    /// A Button("Title") shows its title; a Label or an image its icon, which the title
    /// names for VoiceOver.
    private static func writeLabel(title: String, icon: String?, to out: inout MappedText) {
        if icon == nil {
            out.member("label", "title")
        } else if title != icon {
            out.member("accessibilityLabel", title)
        }
    }
}
