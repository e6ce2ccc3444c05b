/// The items each placement holds until a `CommandGroup(replacing:)` replaces
/// them (reference/menus.md, macOS column).
extension CommandGroupPlacement {
    /// The standard items on `platform`, given the built-in command sets the app adds, the
    /// group its windows come from, and the selectors its own commands carry.
    ///
    /// A `WindowGroup` app's File menu has New Window and Close, and Save, Revert, Page
    /// Setup and Print only when a command of the app has their selector; a
    /// `DocumentGroup` app's is the document menu (New, Open…, Open Recent, Close, Save,
    /// Duplicate with Save As… as its ⌥ alternate, Rename…, Move To…, Revert To, Page
    /// Setup…, Print…). The Find, Format, toolbar and sidebar items come only with their
    /// command set (`TextEditingCommands`, `TextFormattingCommands`, `ToolbarCommands`,
    /// `SidebarCommands`); Show/Hide Tab Bar and Enter/Exit Full Screen are always in View.
    /// iPadOS has no About, Services, Hide, tab-bar or window-list items.
    public func standardItems(
        on platform: TargetPlatform, builtIns: [BuiltInCommands] = [], group: AppScenes.Group = .windowGroup,
        implemented: Set<String> = []
    ) -> [MenuItem] {
        let isPad = platform == .ipados
        let isDocument = group == .documentGroup
        func standard(_ selectors: String...) -> [MenuItem] { selectors.map { .standard(selector: $0) } }
        /// The items a window app shows only when one of its commands performs them.
        func implementedOnly(_ selectors: String...) -> [MenuItem] {
            selectors.filter(implemented.contains).map { .standard(selector: $0) }
        }
        switch self {
        case .appInfo:
            return isPad ? [] : standard("orderFrontStandardAboutPanel:")
        case .appSettings:
            return standard("showSettings:")
        case .systemServices:
            return isPad ? [] : [.system(title: "Services")]
        case .appVisibility:
            return isPad ? [] : standard("hide:", "hideOtherApplications:", "unhideAllApplications:")
        case .appTermination:
            return standard("terminate:")
        case .newItem:
            guard isDocument else { return standard("newScene") }
            return standard("newDocument:", "openDocument:") + [.system(title: "Open Recent")]
        case .saveItem:
            guard isDocument else {
                return standard("performClose:")
                    + implementedOnly(
                        "saveDocument:", "duplicateDocument:", "saveDocumentAs:", "revertDocumentToSaved:")
            }
            return standard(
                "performClose:", "saveDocument:", "duplicateDocument:", "saveDocumentAs:", "renameDocument:",
                "moveDocument:") + [.system(title: "Revert To")]
        case .importExport:
            return []
        case .printItem:
            guard isDocument else { return implementedOnly("runPageLayout:", "print:", "printDocument:") }
            return standard("runPageLayout:", "print:")
        case .undoRedo:
            return standard("undo:", "redo:")
        case .pasteboard:
            return standard("cut:", "copy:", "paste:", "pasteAndMatchStyle:", "delete:", "selectAll:")
        case .textEditing:
            guard builtIns.contains(.textEditing) else { return [] }
            let find = MenuItem.menu(
                title: "Find", icon: nil,
                items: standard(
                    "find:", "findAndReplace:", "findNext:", "findPrevious:", "useSelectionForFind:",
                    "centerSelectionInVisibleArea:"))
            return [find]
                + ["Spelling and Grammar", "Substitutions", "Transformations", "Speech"].map {
                    .system(title: $0)
                }
        case .textFormatting:
            guard builtIns.contains(.textFormatting) else { return [] }
            return [.system(title: "Font"), .system(title: "Text")]
        case .toolbar:
            guard builtIns.contains(.toolbar) else { return [] }
            return standard("toggleToolbarShown:", "runToolbarCustomizationPalette:")
        case .sidebar:
            var items: [MenuItem] = []
            if builtIns.contains(.sidebar) { items += standard("toggleSidebar:") }
            if builtIns.contains(.inspector) { items += standard("toggleInspector:") }
            if !isPad { items += standard("toggleTabBar:") }
            return items + standard("toggleFullScreen:")
        case .windowSize:
            return standard("performMiniaturize:", "performZoom:")
        case .windowArrangement:
            return standard("arrangeInFront:")
        case .windowList:
            return isPad ? [] : [.windowList]
        case .singleWindowList:
            return []
        case .help:
            return standard("showHelp:")
        }
    }
}
