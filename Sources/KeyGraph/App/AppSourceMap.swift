/// Where an app file wrote the declarations the lints report on: plain positions, so that a
/// finding about a command, a menu item or a toolbar item points at its line and column.
/// An app built in Swift has none (its findings name the app: `<app:NAME>`).
///
/// Positions are not part of what the app is: two maps always compare equal, so an app
/// read from a file equals the same app declared in Swift.
package struct AppSourceMap: Sendable, Hashable {
    /// A token in the file: where it starts and how many characters it takes.
    package struct Span: Hashable, Sendable {
        package var position: SourcePosition
        package var length: Int

        package init(_ position: SourcePosition, length: Int) {
            self.position = position
            self.length = max(1, length)
        }
    }

    /// What holds menu items: a command group or menu of the bar, a context menu or a
    /// toolbar, by its index in the app's list.
    package enum Container: Hashable, Sendable {
        case group(Int)
        case menu(Int)
        case contextMenu(Int)
        case toolbar(Int)
    }

    /// An item inside a container, by the indices down to it: `[2]` is the third item,
    /// `[2, 0]` the first item of the third item's submenu or section. In a toolbar, the
    /// first index is the content's, then the item's in a group, then its menu's items.
    package struct ItemPath: Hashable, Sendable {
        package var container: Container
        package var indices: [Int]

        package init(_ container: Container, _ indices: [Int] = []) {
            self.container = container
            self.indices = indices
        }

        /// The path of child `index` of this item.
        package func appending(_ index: Int) -> ItemPath { ItemPath(container, indices + [index]) }
    }

    /// The file's name, as the diagnostics show it.
    package var file: String
    /// Each command's `"id"` value.
    package var commands: [String: Span] = [:]
    /// Each command's `"shortcut"` value; its `"selector"` value when the shortcut comes from it.
    package var commandShortcuts: [String: Span] = [:]
    /// Each container's name: a group's placement, a menu's title, a context menu's or toolbar's target.
    package var containers: [Container: Span] = [:]
    /// Each item's first value: the command a button, toggle or toolbar item performs, a submenu's title.
    package var items: [ItemPath: Span] = [:]
    /// Each menu button's `"shortcut"` value.
    package var itemShortcuts: [ItemPath: Span] = [:]

    /// A place in another file than the map's: where an app read from Swift wrote a construct.
    package struct Place: Hashable, Sendable {
        package var file: String
        package var position: SourcePosition

        package init(file: String, position: SourcePosition) {
            self.file = file
            self.position = position
        }
    }

    /// Where each command's shortcut was written in the sources the app file was read from (the
    /// `.keyboardShortcut` of a SwiftUI app), by command id or standard selector: the menu
    /// shortcuts' bindings name these places instead of `<menus>`.
    package var shortcutPlaces: [String: Place] = [:]

    package init(file: String) {
        self.file = file
    }

    package static func == (a: Self, b: Self) -> Bool { true }
    package func hash(into hasher: inout Hasher) {}
}
