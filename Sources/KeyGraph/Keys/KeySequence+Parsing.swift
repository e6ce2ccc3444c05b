extension KeySequence {
    /// Parses any supported notation (`cmd+shift+i`, `⇧⌘I`, `C-x C-s`, `ctrl+k ctrl+f`).
    /// The portable name `secondary` means ⌘.
    public init(parsing text: String) throws(SyntaxError) {
        self = try KeyNotation.parseSequence(text)
    }

    /// Parses any supported notation, reading `secondary` as `platform`'s primary
    /// shortcut modifier (⌘ on macOS and iPadOS, ⌃ on Linux).
    public init(parsing text: String, for platform: TargetPlatform) throws(SyntaxError) {
        self = try KeyNotation.parseSequence(text, secondary: platform.secondaryModifier)
    }
}
