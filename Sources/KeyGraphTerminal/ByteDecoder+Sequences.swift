import KeyGraph

/// What a complete sequence means: lookups in the tables below, one rule per line.
/// Framing (`ByteDecoder.swift`) guarantees the sequence is whole; nothing here
/// holds state.
extension ByteDecoder {
    static let escapeKey = TerminalInput.key(KeyboardShortcut(.escape, modifiers: []), bytes: [0x1B])

    /// The meaning of one complete sequence, as framed.
    static func meaning(of sequence: KeyBytes) -> TerminalInput {
        let first = sequence[0]
        if first >= 0x80 {
            guard let scalar = utf8Scalar(sequence[...]) else { return .unknown(Array(sequence)) }
            return .key(KeyboardShortcut(KeyEquivalent(scalar), modifiers: []), bytes: sequence)
        }
        guard first == 0x1B, sequence.count >= 2 else {
            return .key(singleByte(first), bytes: sequence)
        }
        switch sequence[1] {
        case 0x1B:
            // rxvt's Alt: ESC in front of a CSI or SS3 key (ESC ESC [ A is Alt+↑).
            let inner = meaning(of: sequence.droppingFirst())
            guard case .key(var chord, _) = inner else { return inner }
            chord.modifiers.insert(.option)
            return .key(chord, bytes: sequence)
        case 0x5B: return csi(sequence)
        case 0x4F: return ss3(sequence)
        case 0x5D, 0x50, 0x5F, 0x5E, 0x58: return .report(Array(sequence))  // OSC, DCS, APC, PM, SOS
        case 0x80...:
            guard let scalar = utf8Scalar(sequence[1...]) else { return .unknown(Array(sequence)) }
            return .key(KeyboardShortcut(KeyEquivalent(scalar), modifiers: .option), bytes: sequence)
        default: return altKey(sequence[1])
        }
    }

    /// `ESC x`: Alt and the key byte `x` means on its own.
    static func altKey(_ byte: UInt8) -> TerminalInput {
        let plain = singleByte(byte)
        var bytes = KeyBytes(0x1B)
        bytes.append(byte)
        return .key(KeyboardShortcut(plain.key, modifiers: plain.modifiers.union(.option)), bytes: bytes)
    }

    /// What each byte below 0x80 means on its own, by byte.
    static let singleByteKeys: [KeyboardShortcut] = (0..<0x80).map { singleByte(UInt8($0)) }

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
    static func letterKey(_ final: UInt8) -> KeyEquivalent? {
        switch final {
        case 0x41: .upArrow  // A
        case 0x42: .downArrow  // B
        case 0x43: .rightArrow  // C
        case 0x44: .leftArrow  // D
        case 0x48: .home  // H
        case 0x46: .end  // F
        case 0x50...0x53: .function(Int(final - 0x50) + 1)  // P Q R S: F1–F4
        default: nil
        }
    }

    /// rxvt's arrows in lowercase: after CSI with Shift (`CSI a` ⇧↑), after SS3 with Ctrl (`SS3 a` ⌃↑).
    static func rxvtArrow(_ final: UInt8) -> KeyEquivalent? {
        switch final {
        case 0x61: .upArrow
        case 0x62: .downArrow
        case 0x63: .rightArrow
        case 0x64: .leftArrow
        default: nil
        }
    }

    /// The number before `~` (`CSI 15~` F5, `CSI 15;2~` ⇧F5): index = the number.
    static let tildeKeys: [KeyEquivalent?] = {
        var table = [KeyEquivalent?](repeating: nil, count: 35)
        for (number, key) in [(1, KeyEquivalent.home), (7, .home), (2, .insert), (3, .deleteForward), (4, .end)] {
            table[number] = key
        }
        for (number, key) in [(8, KeyEquivalent.end), (5, .pageUp), (6, .pageDown)] { table[number] = key }
        let functionNumbers = [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24, 25, 26, 28, 29, 31, 32, 33, 34]
        for (n, number) in functionNumbers.enumerated() { table[number] = .function(n + 1) }
        return table
    }()

    /// What ends a numbered key: xterm's `~`, rxvt's `$` (Shift), `^` (Ctrl), `@` (Ctrl+Shift).
    static func tildeFinal(_ final: UInt8) -> EventModifiers? {
        switch final {
        case 0x7E: []
        case 0x24: .shift
        case 0x5E: .control
        case 0x40: [.control, .shift]
        default: nil
        }
    }

    /// The Linux console's F1–F5: `ESC [ [ A` … `ESC [ [ E`.
    static func linuxConsoleKey(_ final: UInt8) -> KeyEquivalent? {
        (0x41...0x45).contains(final) ? .function(Int(final - 0x41) + 1) : nil
    }

    /// CSI finals (no private marker) that only reports use, never keys: mouse (`M`, `m`),
    /// device status (`n`), window reports (`t`), mode reports (`$ y`), DECREPTPARM (`x`).
    /// Cursor-position reports (`R`) and focus (`I`, `O`) are told from keys by their parameters.
    static func isReportFinal(_ final: UInt8) -> Bool {
        switch final {
        case 0x4D, 0x6D, 0x6E, 0x74, 0x79, 0x78: true
        default: false
        }
    }

    // MARK: - CSI and SS3

    /// `ESC [ …`: a key, a report, the start of a paste, or unknown.
    static func csi(_ sequence: KeyBytes) -> TerminalInput {
        let final = sequence[sequence.count - 1]
        if sequence[2] == 0x4D, sequence.count == 6 { return .report(Array(sequence)) }  // X10 mouse: ESC [ M b x y
        if sequence[2] == 0x5B {  // the Linux console: ESC [ [ A
            guard sequence.count == 4, let key = linuxConsoleKey(final) else { return .unknown(Array(sequence)) }
            return .key(KeyboardShortcut(key, modifiers: []), bytes: sequence)
        }
        var body = sequence[2..<(sequence.count - 1)]
        if let marker = body.first, (0x3C...0x3F).contains(marker) {
            // Private markers: only answers. `?` carries the two KeyGraph asks for.
            body = body.dropFirst()
            guard marker == 0x3F else { return .report(Array(sequence)) }
            if final == 0x75 { return .kittyFlags(Parameters(body).value(0) ?? 0) }
            return final == 0x63 ? .deviceAttributes : .report(Array(sequence))
        }
        var intermediates = 0
        while intermediates < body.count, (0x20...0x2F).contains(body[body.endIndex - 1 - intermediates]) {
            intermediates += 1
        }
        let parameters = Parameters(body.dropLast(intermediates))
        if parameters.isRelease { return .report(Array(sequence)) }  // a key release
        if intermediates > 0 || isReportFinal(final) { return .report(Array(sequence)) }
        if final == 0x49 || final == 0x4F, body.isEmpty { return .report(Array(sequence)) }  // focus in, out
        // A cursor position (`CSI row;col R`); row 1 is xterm's F3 with a modifier.
        if final == 0x52, parameters.count >= 2, parameters.value(0) != 1 { return .report(Array(sequence)) }
        let modifiers = modifiers(fromParameter: parameters.value(1) ?? 1)
        func key(_ key: KeyEquivalent, _ extra: EventModifiers = []) -> TerminalInput {
            .key(KeyboardShortcut(folding: key, exactly: modifiers.union(extra)), bytes: sequence)
        }
        if let named = letterKey(final) { return key(named) }
        if let arrow = rxvtArrow(final), body.isEmpty { return key(arrow, .shift) }
        if final == 0x5A { return key(.tab, .shift) }  // CSI Z: Shift+Tab
        if final == 0x75 {  // kitty: CSI code;mods u
            guard let code = parameters.value(0) else { return .unknown(Array(sequence)) }
            return codepointKey(code, modifiers: modifiers, sequence: sequence)
        }
        guard let finalModifiers = tildeFinal(final), let number = parameters.value(0) else {
            return .unknown(Array(sequence))
        }
        switch number {
        case 200: return .paste([])
        case 201: return .report(Array(sequence))  // a paste's end with no paste under way
        case 27:  // modifyOtherKeys: CSI 27;mods;code ~
            guard let mods = parameters.value(1), let code = parameters.value(2) else {
                return .unknown(Array(sequence))
            }
            return codepointKey(code, modifiers: Self.modifiers(fromParameter: mods), sequence: sequence)
        default:
            guard number >= 0, number < tildeKeys.count, let named = tildeKeys[number] else {
                return .unknown(Array(sequence))
            }
            return key(named, finalModifiers)
        }
    }

    /// `ESC O …`: a cursor or function key, its modifier (if any) in the last parameter.
    static func ss3(_ sequence: KeyBytes) -> TerminalInput {
        let final = sequence[sequence.count - 1]
        let modifiers = modifiers(fromParameter: Parameters(sequence[2..<(sequence.count - 1)]).lastValue)
        let key: KeyEquivalent
        var extra: EventModifiers = []
        if let named = letterKey(final) {
            key = named
        } else if let arrow = rxvtArrow(final), sequence.count == 3 {
            (key, extra) = (arrow, .control)
        } else if final == 0x4D {
            key = .return  // keypad Enter
        } else {
            return .unknown(Array(sequence))
        }
        return .key(KeyboardShortcut(folding: key, exactly: modifiers.union(extra)), bytes: sequence)
    }

    /// A key given by its code point (kitty, modifyOtherKeys), with its legacy bytes for line editing.
    static func codepointKey(_ code: Int, modifiers: EventModifiers, sequence: KeyBytes) -> TerminalInput {
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
                return .unknown(Array(sequence))
            }
            key = KeyEquivalent(scalar)
        }
        var mods = modifiers
        if key.isUppercaseASCII { mods.insert(.shift) }
        let chord = KeyboardShortcut(folding: key, exactly: mods)
        return .key(chord, bytes: legacyBytes(for: chord))
    }

    /// The parameters of a CSI or SS3 sequence (`1;5:3`: two parameters, the second with
    /// a sub-parameter), read in one pass without allocating: what the tables ask of them.
    struct Parameters {
        /// How many `;`-separated parameters: at least one, possibly empty.
        private(set) var count = 1
        /// The first value of parameters 0, 1 and 2; nil when empty or out of range.
        private var firstValues: (Int?, Int?, Int?) = (nil, nil, nil)
        /// The first value of the last parameter.
        private(set) var lastValue: Int? = nil
        /// Whether some parameter's second value is 3: the kitty protocol's key release.
        private(set) var isRelease = false

        /// - Complexity: O(n) in the bytes.
        init(_ bytes: some Collection<UInt8>) {
            var number: Int? = nil
            var isValid = true
            var sub = 0
            func endNumber(_ p: inout Parameters) {
                let value = isValid ? number : nil
                if sub == 0 {
                    switch p.count {
                    case 1: p.firstValues.0 = value
                    case 2: p.firstValues.1 = value
                    case 3: p.firstValues.2 = value
                    default: break
                    }
                    p.lastValue = value
                } else if sub == 1, value == 3 {
                    p.isRelease = true
                }
                (number, isValid) = (nil, true)
            }
            for byte in bytes {
                switch byte {
                case 0x30...0x39:
                    let (times, overflow1) = (number ?? 0).multipliedReportingOverflow(by: 10)
                    let (sum, overflow2) = times.addingReportingOverflow(Int(byte - 0x30))
                    if overflow1 || overflow2 { isValid = false }
                    number = sum
                case 0x3A:
                    endNumber(&self)
                    sub += 1
                case 0x3B:
                    endNumber(&self)
                    count += 1
                    sub = 0
                default: isValid = false
                }
            }
            endNumber(&self)
        }

        /// The first value of parameter `n`, or nil when it is empty, out of range or absent.
        func value(_ n: Int) -> Int? {
            switch n {
            case 0: firstValues.0
            case 1: count > 1 ? firstValues.1 : nil
            case 2: count > 2 ? firstValues.2 : nil
            default: nil
            }
        }
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
    static func utf8Scalar(_ bytes: Slice<KeyBytes>) -> Unicode.Scalar? {
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
