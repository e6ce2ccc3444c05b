/// One row of the standard selector table (reference/standard-selectors.md).
public struct StandardSelector: Hashable, Sendable {
    /// Where a row's facts come from.
    public enum Basis: String, Hashable, Sendable, Codable {
        /// Apple documentation or the HIG ("D").
        case documented
        /// Observed in shipping apps or third-party reports ("O").
        case observed
        /// Inferred from a documented sibling ("D/inferred": the Find family shares Find's icon).
        case inferred
        /// No standard icon is known; the command must supply its own.
        case none
    }

    /// The selector (`copy:`).
    public var selector: String
    /// The default title; `APP` stands for the app's name (`Quit APP`).
    public var title: String
    /// The default shortcut, if the table gives one.
    public var shortcut: KeyboardShortcut?
    /// The placement whose standard items include it; nil for custom-placed rows (`rename:`).
    public var placement: CommandGroupPlacement?
    /// The SF Symbol the system draws, if one is known.
    public var icon: String?
    public var basis: Basis
    /// The selector of the item this one stands in for while ⌥ is held (Save As… is the
    /// alternate of Duplicate), if it is an alternate.
    public var alternateOf: String? = nil
    /// The tag AppKit's Find menu items send with `performFindPanelAction:`
    /// (`NSTextFinder.Action`: 1 Find…, 12 Find and Replace…, 2 Next, 3 Previous, 7 Use Selection).
    public var findPanelTag: Int? = nil

    /// The title with `APP` replaced by `appName`.
    public func title(appName: String) -> String {
        title.replacingAPP(with: appName)
    }
}

extension StandardSelector {
    private init(
        _ selector: String, _ title: String, _ shortcut: KeyboardShortcut?, _ placement: CommandGroupPlacement?,
        _ icon: String?, _ basis: Basis
    ) {
        self.init(selector: selector, title: title, shortcut: shortcut, placement: placement, icon: icon, basis: basis)
    }

    /// The table, in its order. Rows naming two selectors (`print: / printDocument:`)
    /// become two rows; rows whose shortcut the source marks unconfirmed keep it. AppKit's
    /// rows the reference leaves out are added with basis `none`: Rename… and Move To…
    /// (`renameDocument:`, `moveDocument:`), Jump to Selection (`centerSelectionInVisibleArea:`,
    /// ⌘J) and Show/Hide Tab Bar (`toggleTabBar:`).
    public static let table: [StandardSelector] = {
        let cmd = EventModifiers.command
        func k(_ c: Character, _ m: EventModifiers = cmd) -> KeyboardShortcut { KeyboardShortcut(c, modifiers: m) }
        return [
            .init("orderFrontStandardAboutPanel:", "About APP", nil, .appInfo, "info.circle", .observed),
            .init("showSettings:", "Settings…", k(","), .appSettings, "gear", .observed),
            .init("hide:", "Hide APP", k("h"), .appVisibility, nil, .none),
            .init("hideOtherApplications:", "Hide Others", k("h", [.option, .command]), .appVisibility, nil, .none),
            .init("unhideAllApplications:", "Show All", nil, .appVisibility, nil, .none),
            .init("terminate:", "Quit APP", k("q"), .appTermination, "xmark.circle", .observed),
            .init("newDocument:", "New", k("n"), .newItem, nil, .none),
            .init("newScene", "New Window", k("n"), .newItem, nil, .none),
            .init("openDocument:", "Open…", k("o"), .newItem, nil, .none),
            .init("performClose:", "Close", k("w"), .saveItem, "xmark", .documented),
            .init("saveDocument:", "Save", k("s"), .saveItem, "checkmark", .documented),
            .init("saveDocumentAs:", "Save As…", k("s", [.option, .shift, .command]), .saveItem, nil, .documented)
                .alternate(of: "duplicateDocument:"),
            .init(
                "duplicateDocument:", "Duplicate", k("s", [.shift, .command]), .saveItem, "plus.square.on.square",
                .documented),
            .init("renameDocument:", "Rename…", nil, .saveItem, nil, .none),
            .init("moveDocument:", "Move To…", nil, .saveItem, nil, .none),
            .init("revertDocumentToSaved:", "Revert to Saved", nil, .saveItem, nil, .none),
            .init("runPageLayout:", "Page Setup…", k("p", [.shift, .command]), .printItem, nil, .none),
            .init("print:", "Print…", k("p"), .printItem, "printer", .documented),
            .init("printDocument:", "Print…", k("p"), .printItem, "printer", .documented),
            .init("undo:", "Undo", k("z"), .undoRedo, "arrow.uturn.backward", .documented),
            .init("redo:", "Redo", k("z", [.shift, .command]), .undoRedo, "arrow.uturn.forward", .documented),
            .init("cut:", "Cut", k("x"), .pasteboard, "scissors", .documented),
            .init("copy:", "Copy", k("c"), .pasteboard, "document.on.document", .documented),
            .init("paste:", "Paste", k("v"), .pasteboard, "document.on.clipboard", .documented),
            .init(
                "pasteAndMatchStyle:", "Paste and Match Style", k("v", [.option, .shift, .command]), .pasteboard,
                "document.on.clipboard", .documented),
            .init(
                "pasteAsPlainText:", "Paste and Match Style", k("v", [.option, .shift, .command]), .pasteboard,
                "document.on.clipboard", .documented),
            .init("delete:", "Delete", nil, .pasteboard, "trash", .documented),
            .init("selectAll:", "Select All", k("a"), .pasteboard, "character.textbox", .observed),
            .init("select:", "Select", nil, .pasteboard, "checkmark.circle", .documented),
            .init("find:", "Find…", k("f"), .textEditing, "text.page.badge.magnifyingglass", .documented).tag(1),
            .init("findNext:", "Find Next", k("g"), .textEditing, "text.page.badge.magnifyingglass", .inferred)
                .tag(2),
            .init(
                "findPrevious:", "Find Previous", k("g", [.shift, .command]), .textEditing,
                "text.page.badge.magnifyingglass", .inferred
            ).tag(3),
            .init(
                "findAndReplace:", "Find and Replace…", k("f", [.option, .command]), .textEditing,
                "text.page.badge.magnifyingglass", .inferred
            ).tag(12),
            .init(
                "useSelectionForFind:", "Use Selection for Find", k("e"), .textEditing,
                "text.page.badge.magnifyingglass", .inferred
            ).tag(7),
            .init("centerSelectionInVisibleArea:", "Jump to Selection", k("j"), .textEditing, nil, .none),
            .init("rename:", "Rename…", nil, nil, "pencil", .documented),
            .init("duplicate:", "Duplicate", k("d"), nil, "plus.square.on.square", .documented),
            .init("move:", "Move…", nil, nil, "folder", .documented),
            .init("export:", "Export…", nil, .importExport, "square.and.arrow.up", .documented),
            .init("share", "Share…", nil, .importExport, "square.and.arrow.up", .documented),
            .init("toggleBoldface:", "Bold", k("b"), .textFormatting, "bold", .documented),
            .init("toggleItalics:", "Italic", k("i"), .textFormatting, "italic", .documented),
            .init("toggleUnderline:", "Underline", k("u"), .textFormatting, "underline", .documented),
            .init("alignLeft:", "Align Left", k("{"), .textFormatting, "text.alignleft", .documented),
            .init("alignCenter:", "Align Center", k("|"), .textFormatting, "text.aligncenter", .documented),
            .init("alignJustified:", "Justify", nil, .textFormatting, "text.justify", .documented),
            .init("alignRight:", "Align Right", k("}"), .textFormatting, "text.alignright", .documented),
            .init("increaseSize:", "Bigger", k("+"), .textFormatting, nil, .none),
            .init("decreaseSize:", "Smaller", k("-"), .textFormatting, nil, .none),
            .init("toggleToolbarShown:", "Show/Hide Toolbar", k("t", [.option, .command]), .toolbar, nil, .none),
            .init("runToolbarCustomizationPalette:", "Customize Toolbar…", nil, .toolbar, nil, .none),
            .init("toggleSidebar:", "Show/Hide Sidebar", k("s", [.control, .command]), .sidebar, nil, .none),
            .init("toggleTabBar:", "Show/Hide Tab Bar", nil, .sidebar, nil, .none),
            .init(
                "toggleFullScreen:", "Enter/Exit Full Screen", k("f", [.control, .command]), .sidebar,
                "square.arrowtriangle.4.outward", .observed),
            .init("toggleInspector:", "Show/Hide Inspector", k("i", [.control, .command]), nil, nil, .none),
            .init("performMiniaturize:", "Minimize", k("m"), .windowSize, "minus.rectangle", .observed),
            .init("performZoom:", "Zoom", nil, .windowSize, nil, .none),
            .init("arrangeInFront:", "Bring All to Front", nil, .windowArrangement, nil, .none),
            .init("showHelp:", "APP Help", k("?"), .help, nil, .none),
        ]
    }()

    /// The row as the ⌥ alternate of `selector`'s item.
    private func alternate(of selector: String) -> StandardSelector {
        var row = self
        row.alternateOf = selector
        return row
    }

    /// The row with its `performFindPanelAction:` tag.
    private func tag(_ tag: Int) -> StandardSelector {
        var row = self
        row.findPanelTag = tag
        return row
    }

    private static let bySelector: [String: StandardSelector] = Dictionary(
        table.map { ($0.selector, $0) }, uniquingKeysWith: { first, _ in first })

    /// The row for `selector`, or nil for a custom selector.
    ///
    /// - Complexity: O(1) on average.
    public static func row(for selector: String) -> StandardSelector? { bySelector[selector] }
}

extension String {
    /// The text with the table's `APP` placeholder replaced.
    package func replacingAPP(with appName: String) -> String {
        // Most titles have no APP: say so from the bytes, without a generic substring search.
        var matched = 0
        for byte in utf8 where matched < 3 {
            matched = byte == 0x41 ? 1 : byte == 0x50 && matched > 0 ? matched + 1 : 0
        }
        guard matched == 3 else { return self }
        var out = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: "APP") {
            out += rest[..<range.lowerBound]
            out += appName
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
