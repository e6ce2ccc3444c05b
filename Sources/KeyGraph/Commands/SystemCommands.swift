/// The commands the system provides for the standard selectors KeyGraph models: AppKit and
/// SwiftUI implement them on the app and its windows, so every app has them. Each is a
/// ``Command`` whose id is its selector (`performClose:`), with its title, icon and
/// shortcut from ``StandardSelector/table`` and its effect from the one vocabulary.
/// ``CommandRegistry/command(id:)`` finds them after the app's own commands, and a
/// standard menu item is the app's command with the selector when there is one, else this.
///
/// A standard selector with no entry here (Copy, Print…) acts on something KeyGraph
/// does not model — the pasteboard, other apps, printers — so its item is shown dimmed,
/// with ``unmodelledReason(_:)`` as the reason, and its shortcut stays free.
public enum SystemCommands {
    /// The effect of each standard selector KeyGraph performs.
    public static let effects: [String: Effect] = [
        "orderFrontStandardAboutPanel:": .showAboutPanel,
        "showSettings:": .openSettings,
        "terminate:": .quit,
        "newScene": .newScene(nil),
        "newDocument:": .newScene(nil),
        "performClose:": .closeScene,
        "undo:": .undo,
        "redo:": .redo,
        "toggleToolbarShown:": .toggleToolbar,
        "runToolbarCustomizationPalette:": .customizeToolbar(nil, .showPalette),
        "toggleSidebar:": .toggleSidebar,
        "toggleTabBar:": .toggleTabBar,
        "toggleFullScreen:": .toggleFullScreen,
        "performMiniaturize:": .minimize,
        "performZoom:": .zoom,
        "arrangeInFront:": .bringAllToFront,
        "hide:": .app(.hide),
        "hideOtherApplications:": .app(.hideOthers),
        "unhideAllApplications:": .app(.showAll),
        "saveDocument:": .saveDocument,
        "duplicateDocument:": .duplicateDocument,
        "find:": .find(.show),
        "findAndReplace:": .find(.replace),
        "findNext:": .find(.next),
        "findPrevious:": .find(.previous),
        "useSelectionForFind:": .find(.useSelection),
        "centerSelectionInVisibleArea:": .find(.jumpToSelection),
    ]

    /// The system's commands by id (their selector).
    public static let all: [String: Command] = Dictionary(
        uniqueKeysWithValues: effects.map { ($0.key, Command(id: $0.key, selector: $0.key, effects: [$0.value])) })

    /// The system's command for `id`, a standard selector KeyGraph performs.
    ///
    /// - Complexity: O(1) on average.
    public static func command(id: String) -> Command? { all[id] }

    /// Why the standard item for `selector` is dimmed when neither the app nor the system
    /// performs it: what AppKit would do it to is not modelled.
    public static func unmodelledReason(_ selector: String) -> String {
        switch selector {
        case "showHelp:": "the app has no help book"
        case "openDocument:", "saveDocumentAs:", "renameDocument:", "moveDocument:":
            "it needs a file panel, which KeyGraph does not model"
        case "runPageLayout:", "print:", "printDocument:": "KeyGraph models no printing"
        case "toggleInspector:": "no focused view has an inspector"
        default: "no focused view handles \(selector)"
        }
    }

    /// Why a submenu the system fills (Services, Spelling and Grammar, Open Recent …) is dimmed.
    public static func submenuReason(_ title: String) -> String {
        switch title {
        case "Services": "no services apply"
        case "Open Recent": "there are no recent documents"
        case "Revert To": "KeyGraph keeps no document versions"
        default: "no focused view edits text"
        }
    }
}
