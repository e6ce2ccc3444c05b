import KeyGraph

extension ByteDecoder {
    /// The bytes a legacy terminal sends for `chord`, for line editing when a key
    /// that arrived in the kitty protocol or as modifyOtherKeys is not a shortcut:
    /// readline understands C0 bytes and ESC prefixes, not `CSI … u`.
    ///
    /// Returns no bytes when a legacy terminal has no bytes for the chord
    /// (⌘ anything, ⌃ with a key that has no control code): such a key is dropped.
    static func legacyBytes(for chord: KeyboardShortcut) -> KeyBytes {
        var modifiers = chord.modifiers.subtracting([.capsLock, .numericPad])
        guard !modifiers.contains(.command), !modifiers.contains(.function) else { return [] }
        let prefix: [UInt8] = modifiers.contains(.option) ? [0x1B] : []
        modifiers.remove(.option)
        let isControl = modifiers.contains(.control)
        let isShift = modifiers.contains(.shift)
        let key = chord.key
        let base: [UInt8]
        switch key {
        case .return: base = [0x0D]
        case .tab: base = isShift ? [0x1B, 0x5B, 0x5A] : [0x09]  // Shift+Tab: CSI Z
        case .escape: base = [0x1B]
        case .delete: base = isControl ? [0x08] : [0x7F]
        case .space: base = isControl ? [0x00] : [0x20]
        default:
            let value = key.scalar.value
            if isControl {
                switch key.scalar {
                case "a"..."z": base = [UInt8(value - 0x60)]
                case "@", "2": base = [0x00]
                case "[", "3": base = [0x1B]
                case "\\", "4": base = [0x1C]
                case "]", "5": base = [0x1D]
                case "^", "6": base = [0x1E]
                case "_", "-", "7": base = [0x1F]
                case "?", "8": base = [0x7F]
                default: return []
                }
            } else if value >= 0xF700 && value <= 0xF8FF {
                return []  // a named key (arrows, F-keys) never arrives as a code point
            } else {
                let scalar = isShift && key.isLetter ? Unicode.Scalar(value - 0x20) ?? key.scalar : key.scalar
                base = Array(String(scalar).utf8)
            }
        }
        return KeyBytes(prefix + base)
    }
}
