import KeyGraph

/// One thing the terminal sent.
package enum TerminalInput: Hashable, Sendable {
    /// A key press. `bytes` are what to hand to line editing when no shortcut
    /// claims the key: what arrived for legacy keys and cursor keys, the legacy
    /// equivalent for a kitty or modifyOtherKeys sequence (readline knows no
    /// `CSI … u`), empty when a legacy terminal has none. `isLegacyAlt` marks an
    /// ESC-prefixed Alt chord, which may stand for ⌘ on a terminal that cannot send Super.
    case key(KeyboardShortcut, bytes: [UInt8], isLegacyAlt: Bool)
    /// Text pasted between bracketed-paste markers: never shortcuts.
    case paste([UInt8])
    /// The answer to a kitty keyboard-protocol query (`CSI ? flags u`).
    case kittyFlags(Int)
    /// The answer to a primary device attributes query (`CSI ? … c`).
    case deviceAttributes
    /// A sequence KeyGraph does not know; it is swallowed, never typed.
    case unknown([UInt8])
}

/// Decodes terminal bytes into keys: legacy C0 and ESC-prefixed keys, xterm
/// cursor/function keys with modifiers, modifyOtherKeys (`CSI 27;m;c ~`), the
/// kitty keyboard protocol (`CSI code;mods u`), and bracketed paste.
///
/// It is a pure state machine: bytes in, inputs out. A lone ESC (or `ESC [`)
/// is ambiguous until time passes; the host calls ``flush()`` after a short
/// pause, which is the only place time enters.
package struct ByteDecoder: Sendable {
    /// The longest escape sequence kept before it is given up as unknown.
    public static let maximumSequenceLength = 64
    /// The largest paste kept; the rest of a longer paste is dropped.
    public static let maximumPasteLength = 16 * 1024 * 1024

    private var buffer: [UInt8] = []
    private var paste: [UInt8]? = nil

    public init() {}

    /// Whether bytes are held that only a pause (``flush()``) can resolve.
    public var isAwaitingMore: Bool { !buffer.isEmpty && paste == nil }

    /// Whether a bracketed paste is under way.
    public var isInPaste: Bool { paste != nil }

    /// Feeds bytes; appends every complete input to `out`.
    public mutating func feed(_ bytes: some Sequence<UInt8>, into out: inout [TerminalInput]) {
        for byte in bytes { feed(byte, into: &out) }
    }

    /// Feeds one byte.
    ///
    /// - Complexity: amortised O(1) per byte.
    public mutating func feed(_ byte: UInt8, into out: inout [TerminalInput]) {
        if paste != nil {
            feedPaste(byte, into: &out)
            return
        }
        buffer.append(byte)
        decodeBuffer(into: &out, final: false)
    }

    /// Resolves held bytes after a pause: a lone ESC is Escape, `ESC [` is Alt+[.
    public mutating func flush(into out: inout [TerminalInput]) {
        guard paste == nil, !buffer.isEmpty else { return }
        decodeBuffer(into: &out, final: true)
    }

    // MARK: - Paste

    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 2 0 1 ~

    private mutating func feedPaste(_ byte: UInt8, into out: inout [TerminalInput]) {
        guard var text = paste else { return }
        paste = nil
        if text.count < Self.maximumPasteLength + Self.pasteEnd.count { text.append(byte) }
        if text.count >= Self.pasteEnd.count, text.suffix(Self.pasteEnd.count).elementsEqual(Self.pasteEnd) {
            text.removeLast(Self.pasteEnd.count)
            out.append(.paste(text))
        } else {
            paste = text
        }
    }

    // MARK: - Decoding

    private mutating func decodeBuffer(into out: inout [TerminalInput], final: Bool) {
        while !buffer.isEmpty {
            switch decode(buffer, final: final) {
            case .needMore:
                if buffer.count > Self.maximumSequenceLength {
                    out.append(.unknown(buffer))
                    buffer.removeAll()
                }
                return
            case .input(let input, let used):
                buffer.removeFirst(used)
                if case .paste = input {
                    paste = []
                    // Whatever followed the start marker belongs to the paste.
                    let rest = buffer
                    buffer.removeAll()
                    for b in rest { feedPaste(b, into: &out) }
                    return
                }
                out.append(input)
            }
        }
    }

    private enum Step {
        case needMore
        case input(TerminalInput, used: Int)
    }

    private func decode(_ b: [UInt8], final: Bool) -> Step {
        let first = b[0]
        if first == 0x1B { return decodeEscape(b, final: final) }
        if first >= 0x80 {
            guard let (scalar, used) = Self.utf8Scalar(b) else {
                return Self.utf8NeedsMore(b) && !final ? .needMore : .input(.unknown([first]), used: 1)
            }
            return .input(
                .key(
                    KeyboardShortcut(KeyEquivalent(scalar), modifiers: []), bytes: Array(b[0..<used]),
                    isLegacyAlt: false), used: used)
        }
        return .input(.key(Self.singleByte(first), bytes: [first], isLegacyAlt: false), used: 1)
    }

    /// The key a single byte below 0x80 means.
    static func singleByte(_ byte: UInt8) -> KeyboardShortcut {
        switch byte {
        case 0x0D: return KeyboardShortcut(.return, modifiers: [])
        case 0x09: return KeyboardShortcut(.tab, modifiers: [])
        case 0x7F, 0x08: return KeyboardShortcut(.delete, modifiers: [])
        case 0x1B: return KeyboardShortcut(.escape, modifiers: [])
        case 0x00: return KeyboardShortcut(.space, modifiers: .control)
        case 0x20: return KeyboardShortcut(.space, modifiers: [])
        case 0x01...0x1A: return KeyboardShortcut(KeyEquivalent(Unicode.Scalar(byte + 0x60)), modifiers: .control)
        case 0x1C: return KeyboardShortcut(KeyEquivalent("\\"), modifiers: .control)
        case 0x1D: return KeyboardShortcut(KeyEquivalent("]"), modifiers: .control)
        case 0x1E: return KeyboardShortcut(KeyEquivalent("^"), modifiers: .control)
        case 0x1F: return KeyboardShortcut(KeyEquivalent("_"), modifiers: .control)
        default:
            // Printable ASCII: an uppercase letter is Shift+letter.
            return KeyboardShortcut(KeyEquivalent(Unicode.Scalar(byte)), modifiers: [])
        }
    }

    private func decodeEscape(_ b: [UInt8], final: Bool) -> Step {
        guard b.count >= 2 else {
            return final
                ? .input(.key(KeyboardShortcut(.escape, modifiers: []), bytes: [0x1B], isLegacyAlt: false), used: 1)
                : .needMore
        }
        let second = b[1]
        switch second {
        case 0x5B:  // [
            if b.count == 2 && final {
                return .input(
                    .key(
                        KeyboardShortcut(KeyEquivalent("["), modifiers: .option), bytes: [0x1B, 0x5B], isLegacyAlt: true
                    ), used: 2)
            }
            return decodeCSI(b, final: final)
        case 0x4F:  // O
            guard b.count >= 3 else {
                return final
                    ? .input(
                        .key(
                            KeyboardShortcut(KeyEquivalent("o"), modifiers: [.option, .shift]), bytes: [0x1B, 0x4F],
                            isLegacyAlt: true), used: 2)
                    : .needMore
            }
            let key: KeyEquivalent? =
                switch b[2] {
                case 0x41: .upArrow
                case 0x42: .downArrow
                case 0x43: .rightArrow
                case 0x44: .leftArrow
                case 0x48: .home
                case 0x46: .end
                case 0x50: .function(1)
                case 0x51: .function(2)
                case 0x52: .function(3)
                case 0x53: .function(4)
                case 0x4D: .return
                default: nil
                }
            guard let key else { return .input(.unknown(Array(b[0..<3])), used: 3) }
            return .input(
                .key(KeyboardShortcut(key, modifiers: []), bytes: Array(b[0..<3]), isLegacyAlt: false), used: 3)
        case 0x1B:
            // ESC ESC: the first is a lone Escape; the second starts afresh.
            return .input(.key(KeyboardShortcut(.escape, modifiers: []), bytes: [0x1B], isLegacyAlt: false), used: 1)
        default:
            // Alt (Meta) as an ESC prefix: ESC x, ESC ^X, ESC <UTF-8>.
            if second >= 0x80 {
                let rest = Array(b[1...])
                guard let (scalar, used) = Self.utf8Scalar(rest) else {
                    if Self.utf8NeedsMore(rest) && !final { return .needMore }
                    return .input(.unknown([0x1B, second]), used: 2)
                }
                return .input(
                    .key(
                        KeyboardShortcut(KeyEquivalent(scalar), modifiers: .option), bytes: Array(b[0...used]),
                        isLegacyAlt: true),
                    used: used + 1)
            }
            var chord = Self.singleByte(second)
            chord.modifiers.insert(.option)
            if chord.key.isUppercaseASCII {
                chord = KeyboardShortcut(chord.key, modifiers: chord.modifiers)
            }
            return .input(.key(chord, bytes: [0x1B, second], isLegacyAlt: true), used: 2)
        }
    }

    private func decodeCSI(_ b: [UInt8], final: Bool) -> Step {
        // ESC [ parameters(0x30–0x3F)* intermediates(0x20–0x2F)* final(0x40–0x7E)
        var i = 2
        while i < b.count, (0x20...0x3F).contains(b[i]) { i += 1 }
        guard i < b.count else { return final ? .input(.unknown(b), used: b.count) : .needMore }
        let finalByte = b[i]
        let used = i + 1
        guard (0x40...0x7E).contains(finalByte) else { return .input(.unknown(Array(b[0..<used])), used: used) }
        let bytes = Array(b[0..<used])
        let paramText = String(decoding: b[2..<i], as: UTF8.self)
        if paramText.hasPrefix("?") {
            if finalByte == UInt8(ascii: "u") {
                return .input(.kittyFlags(Int(paramText.dropFirst()) ?? 0), used: used)
            }
            if finalByte == UInt8(ascii: "c") { return .input(.deviceAttributes, used: used) }
            return .input(.unknown(bytes), used: used)
        }
        let params = paramText.split(separator: ";", omittingEmptySubsequences: false).map {
            $0.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        }
        func param(_ n: Int, _ sub: Int = 0) -> Int? {
            guard n < params.count, sub < params[n].count else { return nil }
            return params[n][sub]
        }
        let modifierParam = param(1) ?? 1
        // kitty: event type 3 is a key release; it fires nothing.
        if param(1, 1) == 3 { return .input(.unknown(bytes), used: used) }
        let modifiers = Self.modifiers(fromParameter: modifierParam)
        func key(_ k: KeyEquivalent, _ mods: EventModifiers = modifiers) -> Step {
            .input(.key(KeyboardShortcut(folding: k, exactly: mods), bytes: bytes, isLegacyAlt: false), used: used)
        }
        switch finalByte {
        case UInt8(ascii: "A"): return key(.upArrow)
        case UInt8(ascii: "B"): return key(.downArrow)
        case UInt8(ascii: "C"): return key(.rightArrow)
        case UInt8(ascii: "D"): return key(.leftArrow)
        case UInt8(ascii: "H"): return key(.home)
        case UInt8(ascii: "F"): return key(.end)
        case UInt8(ascii: "P"): return key(.function(1))
        case UInt8(ascii: "Q"): return key(.function(2))
        case UInt8(ascii: "R"): return key(.function(3))
        case UInt8(ascii: "S"): return key(.function(4))
        case UInt8(ascii: "Z"): return key(.tab, modifiers.union(.shift))
        case UInt8(ascii: "~"):
            let n = param(0) ?? 0
            if n == 200 { return .input(.paste([]), used: used) }
            if n == 27, let mods = param(1), let code = param(2) {
                return codepointKey(code, modifiers: Self.modifiers(fromParameter: mods), bytes: bytes, used: used)
            }
            guard let named = Self.tildeKeys[n] else { return .input(.unknown(bytes), used: used) }
            return key(named)
        case UInt8(ascii: "u"):
            guard let code = param(0) else { return .input(.unknown(bytes), used: used) }
            return codepointKey(code, modifiers: modifiers, bytes: bytes, used: used)
        default:
            return .input(.unknown(bytes), used: used)
        }
    }

    private func codepointKey(_ code: Int, modifiers: EventModifiers, bytes: [UInt8], used: Int) -> Step {
        let key: KeyEquivalent
        switch code {
        case 13: key = .return
        case 9: key = .tab
        case 27: key = .escape
        case 127, 8: key = .delete
        case 32: key = .space
        default:
            guard code > 32, code < 0xE000 || code > 0xF8FF, let value = UInt32(exactly: code),
                let scalar = Unicode.Scalar(value)
            else {
                return .input(.unknown(bytes), used: used)
            }
            key = KeyEquivalent(scalar)
        }
        var mods = modifiers
        if key.isUppercaseASCII { mods.insert(.shift) }
        let chord = KeyboardShortcut(folding: key, exactly: mods)
        return .input(.key(chord, bytes: Self.legacyBytes(for: chord), isLegacyAlt: false), used: used)
    }

    static let tildeKeys: [Int: KeyEquivalent] = [
        1: .home, 7: .home, 2: .insert, 3: .deleteForward, 4: .end, 8: .end, 5: .pageUp, 6: .pageDown,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12), 25: .function(13), 26: .function(14), 28: .function(15),
        29: .function(16), 31: .function(17), 32: .function(18), 33: .function(19), 34: .function(20),
    ]

    /// xterm/kitty modifier parameter: 1 + Shift 1 + Alt 2 + Ctrl 4 + Super 8 (+ Meta 32 as Alt).
    /// Caps Lock and Num Lock states are ignored: they are not part of a chord.
    static func modifiers(fromParameter parameter: Int) -> EventModifiers {
        // Parameters come from the wire: anything below 1 means no modifier, and a
        // huge one must not overflow.
        let bits = parameter > 1 ? parameter - 1 : 0
        var mods: EventModifiers = []
        if bits & 1 != 0 { mods.insert(.shift) }
        if bits & 2 != 0 || bits & 32 != 0 { mods.insert(.option) }
        if bits & 4 != 0 { mods.insert(.control) }
        if bits & 8 != 0 { mods.insert(.command) }
        return mods
    }

    // MARK: - UTF-8

    static func utf8Length(_ lead: UInt8) -> Int? {
        switch lead {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: nil
        }
    }

    static func utf8NeedsMore(_ b: [UInt8]) -> Bool {
        guard let n = utf8Length(b[0]), b.count < n else { return false }
        return b.dropFirst().allSatisfy { $0 & 0xC0 == 0x80 }
    }

    static func utf8Scalar(_ b: [UInt8]) -> (Unicode.Scalar, Int)? {
        guard let n = utf8Length(b[0]), b.count >= n else { return nil }
        var decoder = UTF8()
        var iterator = b[0..<n].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return (scalar, n) }
        return nil
    }
}

extension KeyEquivalent {
    var isUppercaseASCII: Bool { ("A"..."Z").contains(scalar) }
}
