/// One layer of a session's keymaps: a keymap and whose it is, which decides where a new
/// layer goes and what a fresh app keeps (``Session/loadKeymap(_:)``, ``Session/replacingApp(with:)``).
public struct KeymapLayer: Sendable, Hashable {
    /// Whose layer it is; layers sit in this order, lowest first.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The app's own: its menus' shortcuts (``AppModel/menuShortcutKeymap``) and its keymap.
        case app
        /// A keymap file the person chose: `--keymap` and `load keymap`.
        case user
        /// The bindings typed with `bind` and `unbind`, above every other layer.
        case repl
    }

    public var kind: Kind
    public var keymap: Keymap

    public init(_ kind: Kind, _ keymap: Keymap) {
        self.kind = kind
        self.keymap = keymap
    }
}
