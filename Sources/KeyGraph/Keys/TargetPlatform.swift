/// The platform whose conventions shortcuts and menus follow (`--platform`).
public enum TargetPlatform: String, Sendable, Hashable, CaseIterable, Codable {
    /// The full macOS menu bar, glyph shortcuts.
    case macos
    /// The iPadOS 26 menu bar: no About, Services or Hide items; glyph shortcuts.
    case ipados
    /// Text modifier names (`Ctrl+Shift+I`).
    case linux

    /// What the portable modifier name `secondary` means here: ⌘ on Apple
    /// platforms, ⌃ elsewhere (Zed's rule for portable keymaps).
    public var secondaryModifier: EventModifiers { self == .linux ? .control : .command }

    /// How menus on this platform write shortcuts.
    public var shortcutStyle: ShortcutStyle { self == .linux ? .text : .glyphs }
}
