extension KeyboardShortcut {
    /// Parses one chord in any supported notation.
    public init(parsing text: String) throws(SyntaxError) {
        try self.init(parsing: text, secondary: .command)
    }

    /// Parses one chord, reading `secondary` as `platform`'s primary shortcut modifier.
    public init(parsing text: String, for platform: TargetPlatform) throws(SyntaxError) {
        try self.init(parsing: text, secondary: platform.secondaryModifier)
    }

    private init(parsing text: String, secondary: EventModifiers) throws(SyntaxError) {
        let sequence = try KeyNotation.parseSequence(text, secondary: secondary)
        guard sequence.count == 1 else {
            throw SyntaxError("expected one chord, found \(sequence.count)", column: 1, length: text.count)
        }
        self = sequence.chords[0]
    }
}
