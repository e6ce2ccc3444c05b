import KeyGraph

/// A view's `.toolbar { }`: its pieces in order.
struct ReadToolbar {
    var target: String
    var pieces: [ReadToolbarPiece]
    var at: SwiftLocation
}

/// `ToolbarItem` (a button's command), a `Menu`, `ToolbarItemGroup` and `ToolbarSpacer`.
indirect enum ReadToolbarPiece {
    case item(command: Int, placement: String?)
    case menu(title: String, icon: String?, items: [ReadItem], placement: String?, at: SwiftLocation)
    case group(placement: String, pieces: [ReadToolbarPiece], at: SwiftLocation)
    case spacer(size: String, placement: String?, at: SwiftLocation)
}

/// `.contextMenu { }` on a view the app file declares.
struct ReadContextMenu {
    var target: String
    var items: [ReadItem]
    var at: SwiftLocation
}

/// `Tab(_:systemImage:value:) { Root() }` (or a view with `.tabItem { }`) in the window's `TabView`.
struct ReadTab {
    var value: String
    var title: String
    var icon: String?
    var root: String
    var isSearch = false
    var section: String?
    var at: SwiftLocation
}

/// `.sheet(isPresented:|item:) { View() }` with its presentation modifiers.
struct ReadSheet {
    var name: String
    var view: String
    /// The view state that presents it (`isPresented: $showsNew`), in the type `owner`.
    var binding: String?
    var owner: String?
    /// `presentationDetents`, as app-file JSON (`"medium"`, `{"fraction": 0.25}`).
    var detents: [String] = []
    var interactiveDismissDisabled = false
    /// A sheet (`.sheet`, `.fullScreenCover`), a `.popover` or an `.inspector`.
    var style: PresentationStyle = .sheet
    var at: SwiftLocation
}

/// `.alert(_:isPresented:actions:message:)` or `.confirmationDialog(…)`.
struct ReadDialog {
    var isAlert: Bool
    var name: String
    var title: String
    var message: String?
    /// The commands of its buttons.
    var actions: [Int]
    var binding: String?
    var owner: String?
    var at: SwiftLocation
}

extension ReadApp {
    /// The views the app file declares: the root view, Settings', the tabs' roots and the sheets'.
    var declaredViews: Set<String> {
        Set([rootView] + (settingsView.map { [$0.name] } ?? []) + tabs.map(\.root) + sheets.map(\.view))
    }

    /// Every command index in views' constructs moved to `position[index]` (after the commands
    /// were reordered).
    mutating func renumberViews(_ position: [Int: Int], items renumber: ([ReadItem]) -> [ReadItem]) {
        func pieces(_ list: [ReadToolbarPiece]) -> [ReadToolbarPiece] {
            list.map { piece in
                switch piece {
                case .item(let command, let placement):
                    .item(command: position[command] ?? command, placement: placement)
                case .menu(let title, let icon, let items, let placement, let at):
                    .menu(title: title, icon: icon, items: renumber(items), placement: placement, at: at)
                case .group(let placement, let inner, let at):
                    .group(placement: placement, pieces: pieces(inner), at: at)
                case .spacer: piece
                }
            }
        }
        for index in toolbars.indices { toolbars[index].pieces = pieces(toolbars[index].pieces) }
        for index in contextMenus.indices { contextMenus[index].items = renumber(contextMenus[index].items) }
        for index in dialogs.indices { dialogs[index].actions = dialogs[index].actions.map { position[$0] ?? $0 } }
    }
}
