/// The platform whose conventions shortcuts and menus follow (`--platform`).
public enum TargetPlatform: String, Sendable, Hashable, CaseIterable, Codable {
    /// The full macOS menu bar, glyph shortcuts.
    case macos
    /// The iPadOS 26 menu bar: no About, Services or Hide items; glyph shortcuts.
    case ipados
    /// Text modifier names (`Ctrl+Shift+I`).
    case linux
    /// Text modifier names, as on Linux; the OS key is the Windows key.
    case windows

    /// What the portable modifier name `secondary` means here: ⌘ on Apple
    /// platforms, ⌃ on Linux and Windows (Zed's rule for portable keymaps).
    public var secondaryModifier: EventModifiers { isApple ? .command : .control }

    /// How menus on this platform write shortcuts.
    public var shortcutStyle: ShortcutStyle { isApple ? .glyphs : .text }

    /// The platform KeyGraph runs on: macOS, else Linux. The loaders' default, and the CLI's
    /// `--platform`.
    public static var host: TargetPlatform {
        #if os(macOS)
        .macos
        #else
        .linux
        #endif
    }

    /// macOS and iPadOS.
    public var isApple: Bool { self == .macos || self == .ipados }
}
