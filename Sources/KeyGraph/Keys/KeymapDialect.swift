/// Whose rules a keymap is read and resolved by: KeyGraph's own, or another editor's, whose
/// files KeyGraph imports read-only (docs/keymaps.md, "Other editors' keymaps").
///
/// The dialect decides the key notation (`delete` is Backspace in KeyGraph's notation and
/// forward delete in both editors'; VS Code's keys ignore case), the `when` or context
/// grammar, how a context is evaluated, and which of a layer's bindings wins: each in its
/// ``rules``.
public enum KeymapDialect: String, Sendable, Hashable, CaseIterable, Codable {
    /// KeyGraph's keymap files and its REPL bindings.
    case keygraph
    /// VS Code's `keybindings.json`: the last rule whose `when` holds wins.
    case vscode
    /// Zed's `keymap.json`: the deepest context match wins, then the later binding.
    case zed

    /// The editor's name, as messages say it.
    public var displayName: String { rules.name }
}
