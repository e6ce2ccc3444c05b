/// One declared item of a menu, a context menu or a toolbar menu, as SwiftUI
/// declares it: `Button`, `Toggle`, `Picker`, `Menu`, `Divider`, `Section`.
public indirect enum MenuItem: Hashable, Sendable {
    /// A button that performs a command; `title` and `shortcut` override the command's.
    case button(command: String, title: String? = nil, shortcut: KeyboardShortcut? = nil)
    /// A toggle: a button whose command has a ``CheckedState``, shown with a checkmark.
    case toggle(command: String)
    /// A radio group bound to an app state key.
    case picker(MenuPicker)
    /// A submenu.
    case menu(title: String, icon: String? = nil, items: [MenuItem])
    case divider
    /// A group of items with an optional header.
    case section(title: String?, items: [MenuItem])
    /// A standard item: the app's command with this selector, or else the system's.
    case standard(selector: String)
    /// A submenu the system fills (`Services`, `Spelling and Grammar`); shown dimmed, as
    /// nothing inside it is modelled.
    case system(title: String)
    /// The open windows (the Window menu's window list; macOS only).
    case windowList
}

/// A `Picker` in a menu: one checked option, bound to an app state key.
public struct MenuPicker: Hashable, Sendable {
    /// One choice: its title and the value it stores.
    public struct Option: Hashable, Sendable {
        public var title: String
        public var value: String
        public init(_ title: String, value: String) {
            self.title = title
            self.value = value
        }
    }

    public var title: String
    /// The app state key the selection is stored under (`sortOrder`).
    public var key: String
    public var options: [Option]
    /// The value selected while the key is unset.
    public var defaultValue: String?
    public var icon: String?

    public init(_ title: String, key: String, options: [Option], defaultValue: String? = nil, icon: String? = nil) {
        self.title = title
        self.key = key
        self.options = options
        self.defaultValue = defaultValue ?? options.first?.value
        self.icon = icon
    }
}
