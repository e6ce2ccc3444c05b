/// Framing as a table: for each state and byte, one action byte says what to do and
/// which state comes next. The rules are written out once below, one line per rule;
/// `ByteDecoder.step` only looks them up.
extension ByteDecoder {
    /// Where the bytes held so far stand: which part of which sequence comes next.
    enum State: UInt8, CaseIterable {
        /// Between sequences: nothing held.
        case ground
        /// `ESC`: a lone Escape, an Alt prefix, or the start of a sequence.
        case escape
        /// `ESC ESC`: rxvt's Alt in front of a CSI or SS3 key (`ESC ESC [ A` is Alt+↑).
        case escapeEscape
        /// `ESC [` with nothing after it yet.
        case csiEntry
        /// `ESC ESC [` with nothing after it yet: as ``csiEntry``, but `[` is a final here.
        case rxvtCSIEntry
        /// `ESC [` and digits only: rxvt's `$` (Shift) is a final here, not an intermediate.
        case csiDigits
        /// `ESC [` and parameter or intermediate bytes: up to a final byte 0x40–0x7E.
        case csi
        /// `ESC O`, then optional parameter bytes, up to a final byte.
        case ss3
        /// `ESC [ [`: the Linux console's F1–F5 take exactly one more byte.
        case linuxConsoleKey
        /// `ESC [ M`: an X10 mouse report takes exactly three more bytes, any values.
        case x10Mouse3, x10Mouse2, x10Mouse1
        /// OSC, DCS, APC, PM or SOS: up to ST (`ESC \`), or BEL for OSC.
        case string
        /// A string, and an ESC that may start its ST.
        case stringEscape
        /// A UTF-8 character (after ESC: an Alt chord) missing one, two or three continuation bytes.
        case utf8Need1, utf8Need2, utf8Need3
    }

    /// What a byte does in a state: the top three bits of an action byte.
    enum Step: UInt8 {
        /// A key on its own (a byte below 0x80 in ``State/ground``).
        case key = 0
        /// Part of the sequence: hold it and go on.
        case hold = 1
        /// The sequence's last byte: hold it and look the whole sequence up.
        case complete = 2
        /// Cannot be part of the sequence: the sequence ends before it, and it counts afresh.
        case abandon = 3
        /// A rule that reads more than the state and the byte (see `ByteDecoder.special`).
        case special = 4
        /// The byte after ESC that makes an Alt chord (`ESC x`): ``complete`` without the lookup.
        case altKey = 5
    }

    /// One action byte: the step in the top three bits, the next state in the low five.
    @inline(__always) static func action(_ step: Step, _ next: State = .ground) -> UInt8 {
        step.rawValue << 5 | next.rawValue
    }

    /// `transitions[state << 8 | byte]`: the action for every state and byte.
    static let transitions: [UInt8] = {
        var table = [UInt8](repeating: action(.abandon), count: State.allCases.count << 8)
        func rule(_ state: State, _ bytes: ClosedRange<UInt8>, _ step: Step, _ next: State = .ground) {
            for byte in bytes { table[Int(state.rawValue) << 8 | Int(byte)] = action(step, next) }
        }
        func rule(_ state: State, _ byte: UInt8, _ step: Step, _ next: State = .ground) {
            rule(state, byte...byte, step, next)
        }
        // Ground: a byte is a key, ESC starts a sequence, a UTF-8 lead byte a character.
        rule(.ground, 0x00...0x7F, .key)
        rule(.ground, 0x1B, .hold, .escape)
        rule(.ground, 0x80...0xFF, .special)  // not a lead byte: unknown
        rule(.ground, 0xC2...0xDF, .hold, .utf8Need1)
        rule(.ground, 0xE0...0xEF, .hold, .utf8Need2)
        rule(.ground, 0xF0...0xF4, .hold, .utf8Need3)
        // After ESC: an introducer decides the sequence; any other byte is an Alt chord.
        rule(.escape, 0x00...0x7F, .altKey)
        rule(.escape, 0x5B, .hold, .csiEntry)  // [  CSI
        rule(.escape, 0x4F, .hold, .ss3)  // O  SS3
        for introducer: UInt8 in [0x5D, 0x50, 0x5F, 0x5E, 0x58] {  // ] P _ ^ X: OSC DCS APC PM SOS
            rule(.escape, introducer, .hold, .string)
        }
        rule(.escape, 0x1B, .hold, .escapeEscape)
        rule(.escape, 0x80...0xFF, .special)  // not a lead byte: unknown
        rule(.escape, 0xC2...0xDF, .hold, .utf8Need1)
        rule(.escape, 0xE0...0xEF, .hold, .utf8Need2)
        rule(.escape, 0xF0...0xF4, .hold, .utf8Need3)
        // rxvt's Alt: only a CSI or SS3 key follows; anything else makes the first ESC a lone Escape.
        rule(.escapeEscape, 0x00...0xFF, .special)
        rule(.escapeEscape, 0x5B, .hold, .rxvtCSIEntry)
        rule(.escapeEscape, 0x4F, .hold, .ss3)
        // CSI: parameters 0x30–0x3F, intermediates 0x20–0x2F, a final 0x40–0x7E.
        for state in [State.csiEntry, .rxvtCSIEntry, .csiDigits, .csi] {
            rule(state, 0x20...0x3F, .hold, .csi)
            rule(state, 0x40...0x7E, .complete)
        }
        for state in [State.csiEntry, .rxvtCSIEntry, .csiDigits] { rule(state, 0x30...0x39, .hold, .csiDigits) }
        // Two finals right after `ESC [` start longer sequences: the Linux console's `[`
        // (not after rxvt's `ESC ESC [`) and an X10 mouse report's `M`.
        rule(.csiEntry, 0x5B, .hold, .linuxConsoleKey)
        rule(.csiEntry, 0x4D, .hold, .x10Mouse3)
        rule(.rxvtCSIEntry, 0x4D, .hold, .x10Mouse3)
        // rxvt ends its Shift+key with `$` after plain digits (`ESC [ 2 $`).
        rule(.csiDigits, 0x24, .special)
        // SS3: optional parameters, a final.
        rule(.ss3, 0x30...0x3F, .hold, .ss3)
        rule(.ss3, 0x40...0x7E, .complete)
        rule(.linuxConsoleKey, 0x00...0xFF, .complete)
        rule(.x10Mouse3, 0x00...0xFF, .hold, .x10Mouse2)
        rule(.x10Mouse2, 0x00...0xFF, .hold, .x10Mouse1)
        rule(.x10Mouse1, 0x00...0xFF, .complete)
        // Strings: any bytes up to ST; BEL may end an OSC (or show a typed one).
        rule(.string, 0x00...0xFF, .hold, .string)
        rule(.string, 0x1B, .hold, .stringEscape)
        rule(.string, 0x07, .special)
        rule(.stringEscape, 0x00...0xFF, .special)
        // UTF-8: continuation bytes, or the character was cut short.
        rule(.utf8Need1, 0x80...0xBF, .complete)
        rule(.utf8Need2, 0x80...0xBF, .hold, .utf8Need1)
        rule(.utf8Need3, 0x80...0xBF, .hold, .utf8Need2)
        return table
    }()
}
