import KeyGraph

/// The views' part of the app file: the tab layout, sheets, dialogs, context menus, toolbars.
extension AppFileWriter {
    static func writeLayout(_ app: ReadApp, to out: inout MappedText) {
        guard !app.tabs.isEmpty else { return }
        out.raw("  \"layout\": {")
        if let style = app.tabViewStyle { out.raw("\"tabViewStyle\": \(quoted(style)), ") }
        out.raw("\"tabView\": [\n")
        for tab in app.tabs {
            out.raw("    {\"value\": ")
            out.string(tab.value, tab.at)
            out.raw(", \"title\": ")
            out.string(tab.title, tab.at)
            if let icon = tab.icon { out.raw(", \"systemImage\": \(quoted(icon))") }
            if tab.isSearch { out.raw(", \"role\": \"search\"") }
            if let section = tab.section { out.raw(", \"section\": \(quoted(section))") }
            out.raw(", \"root\": ")
            out.string(tab.root, tab.at)
            out.raw("},")
            out.endLine(tab.at)
        }
        out.raw("  ]},\n")
    }

    static func writeSheets(_ app: ReadApp, to out: inout MappedText) {
        guard !app.sheets.isEmpty else { return }
        out.raw("  \"sheets\": [\n")
        for sheet in app.sheets {
            out.raw("    {\"name\": ")
            out.string(sheet.name, sheet.at)
            out.raw(", \"view\": ")
            out.string(sheet.view, sheet.at)
            if !sheet.detents.isEmpty {
                out.raw(", \"presentationDetents\": [" + sheet.detents.joined(separator: ", ") + "]")
            }
            if sheet.interactiveDismissDisabled { out.raw(", \"interactiveDismissDisabled\": true") }
            out.raw("},")
            out.endLine(sheet.at)
        }
        out.raw("  ],\n")
    }

    static func writeDialogs(_ app: ReadApp, to out: inout MappedText) {
        for isAlert in [true, false] {
            let dialogs = app.dialogs.filter { $0.isAlert == isAlert }
            guard !dialogs.isEmpty else { continue }
            out.raw(isAlert ? "  \"alerts\": [\n" : "  \"confirmationDialogs\": [\n")
            for dialog in dialogs {
                out.raw("    {\"name\": ")
                out.string(dialog.name, dialog.at)
                out.raw(", \"title\": ")
                out.string(dialog.title, dialog.at)
                if let message = dialog.message { out.raw(", \"message\": \(quoted(message))") }
                out.raw(", \"actions\": [")
                out.endLine(dialog.at)
                for command in dialog.actions.map({ app.commands[$0] }) {
                    out.raw("      {\"button\": ")
                    out.string(command.id, command.at)
                    out.raw("},")
                    out.endLine(command.at)
                }
                out.raw("    ]},\n")
            }
            out.raw("  ],\n")
        }
    }

    static func writeContextMenus(_ app: ReadApp, to out: inout MappedText) {
        guard !app.contextMenus.isEmpty else { return }
        out.raw("  \"contextMenus\": [\n")
        for menu in app.contextMenus {
            out.raw("    {\"target\": ")
            out.string(menu.target, menu.at)
            out.raw(", \"items\": [")
            out.endLine(menu.at)
            writeItems(menu.items, app: app, indent: 6, to: &out)
            out.raw("    ]},\n")
        }
        out.raw("  ],\n")
    }

    static func writeToolbars(_ app: ReadApp, to out: inout MappedText) {
        guard !app.toolbars.isEmpty else { return }
        out.raw("  \"toolbars\": [\n")
        // A toolbar of a view the app file does not declare goes to "*", every window: where
        // that view shows, its toolbar does.
        let declared = app.declaredViews
        for toolbar in app.toolbars {
            out.raw("    {\"target\": ")
            out.string(declared.contains(toolbar.target) ? toolbar.target : "*", toolbar.at)
            out.raw(", \"content\": [")
            out.endLine(toolbar.at)
            for piece in toolbar.pieces { writePiece(piece, app: app, indent: 6, inGroup: false, to: &out) }
            out.raw("    ]},\n")
        }
        out.raw("  ],\n")
    }

    private static func writePiece(
        _ piece: ReadToolbarPiece, app: ReadApp, indent: Int, inGroup: Bool, to out: inout MappedText
    ) {
        let pad = String(repeating: " ", count: indent)
        func place(_ placement: String?) {
            if let placement, !inGroup { out.raw(", \"placement\": \(quoted(placement))") }
        }
        switch piece {
        case .item(let index, let placement):
            let command = app.commands[index]
            out.raw(pad + "{\"item\": ")
            out.string(command.id, command.at)
            // A Button("Title") shows its title; a Label or an image its icon, which the
            // title names for VoiceOver.
            if command.icon == nil {
                out.raw(", \"label\": \"title\"")
            } else if command.title != command.icon {
                out.raw(", \"accessibilityLabel\": \(quoted(command.title))")
            }
            place(placement)
            out.raw("},")
            out.endLine(command.at)
        case .menu(let title, let icon, let items, let placement, let at):
            out.raw(pad + "{\"menu\": ")
            out.string(title, at)
            if let icon { out.raw(", \"icon\": \(quoted(icon))") }
            if icon == nil {
                out.raw(", \"label\": \"title\"")
            } else if title != icon {
                out.raw(", \"accessibilityLabel\": \(quoted(title))")
            }
            place(placement)
            out.raw(", \"items\": [")
            out.endLine(at)
            writeItems(items, app: app, indent: indent + 2, to: &out)
            out.raw(pad + "]},\n")
        case .group(let placement, let pieces, let at):
            out.raw(pad + "{\"group\": ")
            out.string(placement, at)
            out.raw(", \"items\": [")
            out.endLine(at)
            for inner in pieces { writePiece(inner, app: app, indent: indent + 2, inGroup: true, to: &out) }
            out.raw(pad + "]},\n")
        case .spacer(let size, let placement, let at):
            out.raw(pad + "{\"spacer\": ")
            out.string(size, at)
            if let placement { out.raw(", \"placement\": \(quoted(placement))") }
            out.raw("},")
            out.endLine(at)
        }
    }
}
