import KeyGraph

/// What a complete sequence means: lookups in the tables below, one rule per line.
/// Framing (`ByteDecoder.swift`) guarantees the sequence is whole; nothing here
/// holds state.
extension ByteDecoder {
    static let escapeKey = TerminalInput.key(KeyboardShortcut(.escape, modifiers: []), bytes: [0x1B])

    /// The meaning of one complete sequence, as framed.
    static func meaning(of sequence: [UInt8]) -> TerminalInput {
        let first = sequence[0]
        if first >= 0x80 {
            guard let scalar = utf8Scalar(sequence[...]) else { return .unknown(sequence) }
            return .key(KeyboardShortcut(KeyEquivalent(scalar), modifiers: []), bytes: sequence)
        }
        guard first == 0x1B, sequence.count >= 2 else {
            return .key(singleByte(first), bytes: sequence)
        }
        switch sequence[1] {
        case 0x1B:
            // rxvt's Alt: ESC in front of a CSI or SS3 key (ESC ESC [ A is Alt+↑).
            guard case .key(var chord, _) = meaning(of: Array(sequence.dropFirst())) else {
                return meaning(of: Array(sequence.dropFirst()))
            }
            chord.modifiers.insert(.option)
            return .key(chord, bytes: sequence)
        case 0x5B: return csi(sequence)
        case 0x4F: return ss3(sequence)
        case 0x5D, 0x50, 0x5F, 0x5E, 0x58: return .report(sequence)  // OSC, DCS, APC, PM, SOS
        case 0x80...:
            guard let scalar = utf8Scalar(sequence[1...]) else { return .unknown(sequence) }
            return .key(KeyboardShortcut(KeyEquivalent(scalar), modifiers: .option), bytes: sequence)
        default: return altKey(sequence[1])
        }
    }

    /// `ESC x`: Alt and the key byte `x` means on its own.
    static func altKey(_ byte: UInt8) -> TerminalInput {
        let plain = singleByte(byte)
        return .key(KeyboardShortcut(plain.key, modifiers: plain.modifiers.union(.option)), bytes: [0x1B, byte])
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

    // MARK: - Tables

    /// Finals that name a key after CSI or SS3 (`CSI A` ↑, `CSI 1;5A` ⌃↑, `SS3 P` F1).
    static let letterKeys: [UInt8: KeyEquivalent] = [
        0x41: .upArrow, 0x42: .downArrow, 0x43: .rightArrow, 0x44: .leftArrow,  // A B C D
        0x48: .home, 0x46: .end,  // H F
        0x50: .function(1), 0x51: .function(2), 0x52: .function(3), 0x53: .function(4),  // P Q R S
    ]

    /// rxvt's arrows in lowercase: after CSI with Shift (`CSI a` ⇧↑), after SS3 with Ctrl (`SS3 a` ⌃↑).
    static let rxvtArrows: [UInt8: KeyEquivalent] = [
        0x61: .upArrow, 0x62: .downArrow, 0x63: .rightArrow, 0x64: .leftArrow,
    ]

    /// The number before `~` (`CSI 15~` F5, `CSI 15;2~` ⇧F5).
    static let tildeKeys: [Int: KeyEquivalent] = [
        1: .home, 7: .home, 2: .insert, 3: .deleteForward, 4: .end, 8: .end, 5: .pageUp, 6: .pageDown,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12), 25: .function(13), 26: .function(14), 28: .function(15),
        29: .function(16), 31: .function(17), 32: .function(18), 33: .function(19), 34: .function(20),
    ]

    /// What ends a numbered key: xterm's `~`, rxvt's `$` (Shift), `^` (Ctrl), `@` (Ctrl+Shift).
    static let tildeFinals: [UInt8: EventModifiers] = [
        0x7E: [], 0x24: .shift, 0x5E: .control, 0x40: [.control, .shift],
    ]

    /// The Linux console's F1–F5: `ESC [ [ A` … `ESC [ [ E`.
    static let linuxConsoleKeys: [UInt8: KeyEquivalent] = [
        0x41: .function(1), 0x42: .function(2), 0x43: .function(3), 0x44: .function(4), 0x45: .function(5),
    ]

    /// CSI finals (no private marker) that only reports use, never keys: mouse (`M`, `m`),
    /// device status (`n`), window reports (`t`), mode reports (`$ y`), DECREPTPARM (`x`).
    /// Cursor-position reports (`R`) and focus (`I`, `O`) are told from keys by their parameters.
    static let reportFinals: Set<UInt8> = [0x4D, 0x6D, 0x6E, 0x74, 0x79, 0x78]

    // MARK: - CSI and SS3

    /// `ESC [ …`: a key, a report, the start of a paste, or unknown.
    static func csi(_ sequence: [UInt8]) -> TerminalInput {
        let final = sequence[sequence.count - 1]
        if sequence[2] == 0x4D, sequence.count == 6 { return .report(sequence) }  // X10 mouse: ESC [ M b x y
        if sequence[2] == 0x5B {  // the Linux console: ESC [ [ A
            guard sequence.count == 4, let key = linuxConsoleKeys[final] else { return .unknown(sequence) }
            return .key(KeyboardShortcut(key, modifiers: []), bytes: sequence)
        }
        var body = sequence[2..<(sequence.count - 1)]
        if let marker = body.first, (0x3C...0x3F).contains(marker) {
            // Private markers: only answers. `?` carries the two KeyGraph asks for.
            body = body.dropFirst()
            guard marker == 0x3F else { return .report(sequence) }
            if final == 0x75 { return .kittyFlags(parameters(body).first?.first.flatMap { $0 } ?? 0) }
            return final == 0x63 ? .deviceAttributes : .report(sequence)
        }
        let intermediates = body.reversed().prefix { (0x20...0x2F).contains($0) }.count
        let parameters = parameters(body.dropLast(intermediates))
        func parameter(_ n: Int, _ sub: Int = 0) -> Int? {
            n < parameters.count && sub < parameters[n].count ? parameters[n][sub] : nil
        }
        if parameters.contains(where: { $0.count > 1 && $0[1] == 3 }) { return .report(sequence) }  // a key release
        if intermediates > 0 || reportFinals.contains(final) { return .report(sequence) }
        if final == 0x49 || final == 0x4F, body.isEmpty { return .report(sequence) }  // focus in, out
        if final == 0x52, parameters.count >= 2, parameter(0) != 1 { return .report(sequence) }  // cursor position
        let modifiers = modifiers(fromParameter: parameter(1) ?? 1)
        func key(_ key: KeyEquivalent, _ extra: EventModifiers = []) -> TerminalInput {
            .key(KeyboardShortcut(folding: key, exactly: modifiers.union(extra)), bytes: sequence)
        }
        if let named = letterKeys[final] { return key(named) }
        if let arrow = rxvtArrows[final], body.isEmpty { return key(arrow, .shift) }
        if final == 0x5A { return key(.tab, .shift) }  // CSI Z: Shift+Tab
        if final == 0x75 {  // kitty: CSI code;mods u
            guard let code = parameter(0) else { return .unknown(sequence) }
            return codepointKey(code, modifiers: modifiers, sequence: sequence)
        }
        guard let finalModifiers = tildeFinals[final], let number = parameter(0) else { return .unknown(sequence) }
        switch number {
        case 200: return .paste([])
        case 201: return .report(sequence)  // a paste's end with no paste under way
        case 27:  // modifyOtherKeys: CSI 27;mods;code ~
            guard let mods = parameter(1), let code = parameter(2) else { return .unknown(sequence) }
            return codepointKey(code, modifiers: Self.modifiers(fromParameter: mods), sequence: sequence)
        default:
            guard let named = tildeKeys[number] else { return .unknown(sequence) }
            return key(named, finalModifiers)
        }
    }

    /// `ESC O …`: a cursor or function key, its modifier (if any) in the last parameter.
    static func ss3(_ sequence: [UInt8]) -> TerminalInput {
        let final = sequence[sequence.count - 1]
        let modifiers = modifiers(fromParameter: parameters(sequence[2..<(sequence.count - 1)]).last?.first ?? 1)
        let key: KeyEquivalent
        var extra: EventModifiers = []
        if let named = letterKeys[final] {
            key = named
        } else if let arrow = rxvtArrows[final], sequence.count == 3 {
            (key, extra) = (arrow, .control)
        } else if final == 0x4D {
            key = .return  // keypad Enter
        } else {
            return .unknown(sequence)
        }
        return .key(KeyboardShortcut(folding: key, exactly: modifiers.union(extra)), bytes: sequence)
    }

    /// A key given by its code point (kitty, modifyOtherKeys), with its legacy bytes for line editing.
    static func codepointKey(_ code: Int, modifiers: EventModifiers, sequence: [UInt8]) -> TerminalInput {
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
                return .unknown(sequence)
            }
            key = KeyEquivalent(scalar)
        }
        var mods = modifiers
        if key.isUppercaseASCII { mods.insert(.shift) }
        let chord = KeyboardShortcut(folding: key, exactly: mods)
        return .key(chord, bytes: legacyBytes(for: chord))
    }

    /// Parameters `1;5:3` as `[[1], [5, 3]]`; an empty or out-of-range number is nil.
    ///
    /// - Complexity: O(n) in the bytes.
    static func parameters(_ bytes: some Collection<UInt8>) -> [[Int?]] {
        var result: [[Int?]] = [[]]
        var number: Int? = nil
        var isValid = true
        func endNumber() {
            result[result.count - 1].append(isValid ? number : nil)
            (number, isValid) = (nil, true)
        }
        for byte in bytes {
            switch byte {
            case 0x30...0x39:
                let (times, overflow1) = (number ?? 0).multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times.addingReportingOverflow(Int(byte - 0x30))
                if overflow1 || overflow2 { isValid = false }
                number = sum
            case 0x3A: endNumber()
            case 0x3B:
                endNumber()
                result.append([])
            default: isValid = false
            }
        }
        endNumber()
        return result
    }

    /// xterm/kitty modifier parameter: 1 + Shift 1 + Alt 2 + Ctrl 4 + Super 8 (+ Meta 32 as Alt).
    /// Caps Lock and Num Lock states are ignored: they are not part of a chord.
    static func modifiers(fromParameter parameter: Int?) -> EventModifiers {
        // Parameters come from the wire: anything below 1 means no modifier.
        let bits = (parameter ?? 1) > 1 ? (parameter ?? 1) - 1 : 0
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

    /// The one scalar `bytes` hold, or nil when they are not exactly one valid UTF-8 character.
    static func utf8Scalar(_ bytes: ArraySlice<UInt8>) -> Unicode.Scalar? {
        guard let first = bytes.first, utf8Length(first) == bytes.count else { return nil }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }
}

extension KeyEquivalent {
    var isUppercaseASCII: Bool { ("A"..."Z").contains(scalar) }
}
