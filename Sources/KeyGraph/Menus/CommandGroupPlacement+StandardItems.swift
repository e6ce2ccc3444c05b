/// The items each placement holds until a `CommandGroup(replacing:)` replaces
/// them (reference/menus.md, macOS column).
extension CommandGroupPlacement {
    /// The standard items on `platform`, given the built-in command sets the app adds.
    ///
    /// The Find, Format, toolbar and sidebar items come only with their command set
    /// (`TextEditingCommands`, `TextFormattingCommands`, `ToolbarCommands`,
    /// `SidebarCommands`); Enter/Exit Full Screen is always in View. iPadOS has no
    /// About, Services, Hide or window-list items.
    public func standardItems(on platform: TargetPlatform, builtIns: [BuiltInCommands] = []) -> [MenuItem] {
        let isPad = platform == .ipados
        switch self {
        case .appInfo:
            return isPad ? [] : [.standard(selector: "orderFrontStandardAboutPanel:")]
        case .appSettings:
            return [.standard(selector: "showSettings:")]
        case .systemServices:
            return isPad ? [] : [.system(title: "Services")]
        case .appVisibility:
            return isPad
                ? []
                : [
                    .standard(selector: "hide:"), .standard(selector: "hideOtherApplications:"),
                    .standard(selector: "unhideAllApplications:"),
                ]
        case .appTermination:
            return [.standard(selector: "terminate:")]
        case .newItem:
            return [.standard(selector: "newDocument:")]
        case .saveItem:
            return [
                .standard(selector: "performClose:"), .standard(selector: "saveDocument:"),
                .standard(selector: "saveDocumentAs:"), .standard(selector: "revertDocumentToSaved:"),
            ]
        case .importExport:
            return []
        case .printItem:
            return [.standard(selector: "runPageLayout:"), .standard(selector: "print:")]
        case .undoRedo:
            return [.standard(selector: "undo:"), .standard(selector: "redo:")]
        case .pasteboard:
            return ["cut:", "copy:", "paste:", "pasteAndMatchStyle:", "delete:", "selectAll:"].map {
                .standard(selector: $0)
            }
        case .textEditing:
            guard builtIns.contains(.textEditing) else { return [] }
            return ["Find", "Spelling and Grammar", "Substitutions", "Transformations", "Speech"].map {
                .system(title: $0)
            }
        case .textFormatting:
            guard builtIns.contains(.textFormatting) else { return [] }
            return [.system(title: "Font"), .system(title: "Text")]
        case .toolbar:
            guard builtIns.contains(.toolbar) else { return [] }
            return [.standard(selector: "toggleToolbarShown:"), .standard(selector: "runToolbarCustomizationPalette:")]
        case .sidebar:
            var items: [MenuItem] = []
            if builtIns.contains(.sidebar) { items.append(.standard(selector: "toggleSidebar:")) }
            if builtIns.contains(.inspector) { items.append(.standard(selector: "toggleInspector:")) }
            items.append(.standard(selector: "toggleFullScreen:"))
            return items
        case .windowSize:
            return [.standard(selector: "performMiniaturize:"), .standard(selector: "performZoom:")]
        case .windowArrangement:
            return [.standard(selector: "arrangeInFront:")]
        case .windowList:
            return isPad ? [] : [.windowList]
        case .singleWindowList:
            return []
        case .help:
            return [.standard(selector: "showHelp:")]
        }
    }
}
