import KeyGraph

/// One thing the terminal sent.
package enum TerminalInput: Hashable, Sendable {
    /// A key press. `bytes` are what to hand to line editing when no shortcut
    /// claims the key: what arrived for legacy keys and cursor keys, the legacy
    /// equivalent for a kitty or modifyOtherKeys sequence (readline knows no
    /// `CSI … u`), empty when a legacy terminal has none.
    case key(KeyboardShortcut, bytes: [UInt8])
    /// Text pasted between bracketed-paste markers: never shortcuts.
    case paste([UInt8])
    /// The answer to a kitty keyboard-protocol query (`CSI ? flags u`).
    case kittyFlags(Int)
    /// The answer to a primary device attributes query (`CSI ? … c`).
    case deviceAttributes
    /// Something the terminal reports that is not a key: a cursor position, a mouse
    /// event, focus in or out, a key release, an OSC, DCS, APC, PM or SOS string.
    /// Swallowed without a sound.
    case report([UInt8])
    /// A complete sequence KeyGraph does not know, or bytes that are not UTF-8.
    /// Swallowed, never typed; the REPL rings the bell, as for an unbound key.
    case unknown([UInt8])
}

/// Decodes terminal bytes into keys: legacy C0 and ESC-prefixed keys, xterm
/// cursor/function keys with modifiers, modifyOtherKeys (`CSI 27;m;c ~`), the
/// kitty keyboard protocol (`CSI code;mods u`), rxvt's and the Linux console's
/// variants, and bracketed paste; terminal reports are recognised and swallowed.
///
/// It is a pure state machine in two parts: *framing* (this file) decides, byte by
/// byte, where a sequence ends, in O(1) per byte; *meaning*
/// (`ByteDecoder+Sequences.swift`) looks the complete sequence up in tables. A lone
/// ESC (or `ESC [`, or an unterminated string) is ambiguous until time passes; the
/// host calls ``flush(into:)`` after a short pause, which is the only place time enters.
package struct ByteDecoder: Sendable {
    /// The most bytes of one escape sequence kept; the rest of a longer one is skipped
    /// up to its end and the whole is swallowed.
    public static let maximumSequenceLength = 64
    /// The largest paste kept; the rest of a longer paste is dropped.
    public static let maximumPasteLength = 16 * 1024 * 1024

    /// Where the bytes held so far stand: which part of which sequence comes next.
    enum Framing: Hashable, Sendable {
        /// Between sequences: nothing held.
        case ground
        /// `ESC`: a lone Escape, an Alt prefix, or the start of a sequence.
        case escape
        /// `ESC ESC`: rxvt's Alt in front of a CSI or SS3 key (`ESC ESC [ A` is Alt+↑).
        case escapeEscape
        /// `ESC [` with nothing after it yet.
        case csiEntry
        /// `ESC [` and parameter or intermediate bytes: up to a final byte 0x40–0x7E.
        case csi
        /// `ESC O`, then optional parameter bytes, up to a final byte.
        case ss3
        /// `ESC [ [`: the Linux console's F1–F5 take exactly one more byte.
        case linuxConsoleKey
        /// `ESC [ M`: an X10 mouse report takes exactly three more bytes, any values.
        case x10Mouse(remaining: Int)
        /// OSC, DCS, APC, PM or SOS: up to ST (`ESC \`), or BEL for OSC.
        case string(sawEscape: Bool)
        /// A UTF-8 character (after ESC: an Alt chord) missing `remaining` continuation bytes.
        case utf8(remaining: Int)
    }

    private var framing = Framing.ground
    /// The sequence being framed, at most ``maximumSequenceLength`` bytes of it.
    private var held: [UInt8] = []
    /// Whether the sequence being framed outgrew ``maximumSequenceLength``.
    private var isOverlong = false
    private var paste: [UInt8]? = nil
    /// Whether the paste under way has stalled: a pause came after its last byte.
    private var pasteStalled = false
    /// How many bytes of the paste's end marker have just arrived.
    private var pasteEndMatched = 0

    /// The largest paste this decoder keeps (``maximumPasteLength`` unless a test wants less).
    private let pasteLimit: Int

    public init(maximumPasteLength: Int = Self.maximumPasteLength) {
        pasteLimit = maximumPasteLength
    }

    /// Whether bytes are held that only a pause (``flush(into:)``) can resolve, or a
    /// paste is under way that a pause would mark as stalled.
    public var isAwaitingMore: Bool { paste == nil ? framing != .ground : !pasteStalled }

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
        switch framing {
        case .ground: startSequence(byte, into: &out)
        case .escape: afterEscape(byte, into: &out)
        case .escapeEscape:
            // Only a CSI or SS3 key follows rxvt's Alt; anything else makes the first ESC a lone Escape.
            if byte == 0x5B || byte == 0x4F {
                hold(byte, then: byte == 0x5B ? .csiEntry : .ss3)
            } else {
                end(with: Self.escapeKey, into: &out)
                hold(0x1B, then: .escape)
                afterEscape(byte, into: &out)
            }
        case .csiEntry, .csi: inCSI(byte, into: &out)
        case .ss3:
            switch byte {
            case 0x30...0x3F: hold(byte, then: .ss3)
            case 0x40...0x7E: complete(byte, into: &out)
            default: abandon(before: byte, into: &out)
            }
        case .linuxConsoleKey: complete(byte, into: &out)
        case .x10Mouse(let remaining):
            if remaining == 1 {
                complete(byte, into: &out)
            } else {
                hold(byte, then: .x10Mouse(remaining: remaining - 1))
            }
        case .string(let sawEscape): inString(byte, sawEscape: sawEscape, into: &out)
        case .utf8(let remaining):
            guard byte & 0xC0 == 0x80 else { return abandon(before: byte, into: &out) }
            if remaining == 1 {
                complete(byte, into: &out)
            } else {
                hold(byte, then: .utf8(remaining: remaining - 1))
            }
        }
    }

    /// Resolves held bytes after a pause: a lone ESC is Escape, `ESC [` is Alt+[, an
    /// unterminated string was typed (Alt+] …), anything else cut short is unknown.
    /// In a paste, marks it as stalled (see ``feedPaste(_:into:)``).
    public mutating func flush(into out: inout [TerminalInput]) {
        if paste != nil {
            pasteStalled = true
            return
        }
        guard framing != .ground else { return }
        let (bytes, state, wasOverlong) = (held, framing, isOverlong)
        reset()
        if bytes.count > 2, bytes[0] == 0x1B, bytes[1] == 0x1B {
            // rxvt's Alt prefix with its sequence cut short: a lone Escape, then the rest afresh.
            out.append(Self.escapeKey)
            replay(bytes.dropFirst(), into: &out)
            flush(into: &out)
            return
        }
        switch state {
        case .escape: out.append(Self.escapeKey)
        case .escapeEscape: out += [Self.escapeKey, Self.escapeKey]
        case .csiEntry: out.append(Self.altKey(bytes[1]))
        case .ss3 where bytes.count == 2: out.append(Self.altKey(bytes[1]))
        case .string where !wasOverlong:
            // A string no terminal would send (nothing ended it): typed keys after all.
            out.append(Self.altKey(bytes[1]))
            replay(bytes.dropFirst(2), into: &out)
            flush(into: &out)
        case .string: out.append(.report(bytes))
        default: out.append(.unknown(bytes))
        }
    }

    // MARK: - Framing

    /// A byte with nothing held: a key on its own, or the start of a sequence.
    private mutating func startSequence(_ byte: UInt8, into out: inout [TerminalInput]) {
        switch byte {
        case 0x1B: hold(byte, then: .escape)
        case 0x80...:
            guard let length = Self.utf8Length(byte) else { return out.append(.unknown([byte])) }
            hold(byte, then: .utf8(remaining: length - 1))
        default: out.append(.key(Self.singleByte(byte), bytes: [byte]))
        }
    }

    /// The byte after an ESC decides what the sequence is (see ``Self/introducers``).
    private mutating func afterEscape(_ byte: UInt8, into out: inout [TerminalInput]) {
        if let next = Self.introducers[byte] { return hold(byte, then: next) }
        if byte >= 0x80 {
            guard let length = Self.utf8Length(byte) else { return end(with: .unknown(held + [byte]), into: &out) }
            return hold(byte, then: .utf8(remaining: length - 1))
        }
        complete(byte, into: &out)  // ESC x: Alt+x
    }

    /// The state an introducer byte after ESC leads to.
    static let introducers: [UInt8: Framing] = [
        0x5B: .csiEntry,  // [  CSI
        0x4F: .ss3,  // O  SS3
        0x5D: .string(sawEscape: false),  // ]  OSC
        0x50: .string(sawEscape: false),  // P  DCS
        0x5F: .string(sawEscape: false),  // _  APC
        0x5E: .string(sawEscape: false),  // ^  PM
        0x58: .string(sawEscape: false),  // X  SOS
        0x1B: .escapeEscape,
    ]

    /// CSI: `ESC [`, parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, a final
    /// byte 0x40–0x7E. Two finals right after `ESC [` start longer sequences: `[` (the
    /// Linux console's F1–F5) and `M` (an X10 mouse report). rxvt ends its Shift+key
    /// with `$` after plain digits (`ESC [ 2 $`), which would otherwise be an intermediate.
    private mutating func inCSI(_ byte: UInt8, into out: inout [TerminalInput]) {
        let isEntry = framing == .csiEntry
        let parameters = held.drop { $0 == 0x1B }.dropFirst()
        let isRxvtPlain = !isEntry && parameters.allSatisfy { (0x30...0x39).contains($0) }
        switch byte {
        case 0x5B where isEntry && !held.starts(with: [0x1B, 0x1B]): hold(byte, then: .linuxConsoleKey)
        case 0x4D where isEntry: hold(byte, then: .x10Mouse(remaining: 3))
        case 0x24 where isRxvtPlain && !isOverlong: complete(byte, into: &out)
        case 0x20...0x3F: hold(byte, then: .csi)
        case 0x40...0x7E: complete(byte, into: &out)
        default: abandon(before: byte, into: &out)
        }
    }

    /// OSC, DCS, APC, PM, SOS: any bytes up to ST (`ESC \`); an OSC may end with BEL
    /// instead. An empty string, or one that another ESC interrupts, was typed after
    /// all: ESC ] then ESC [ A is Alt+] then ↑ (the bytes are replayed as keys).
    private mutating func inString(_ byte: UInt8, sawEscape: Bool, into out: inout [TerminalInput]) {
        let hasBody = held.count > (sawEscape ? 3 : 2) || isOverlong
        if sawEscape {
            if byte == 0x5C, hasBody { return complete(byte, into: &out) }
            return abandon(before: byte, into: &out)
        }
        if byte == 0x07, held[1] == 0x5D, hasBody { return complete(byte, into: &out) }
        if byte == 0x07 { return abandon(before: byte, into: &out) }
        hold(byte, then: .string(sawEscape: byte == 0x1B))
    }

    /// Keeps `byte` as part of the sequence (or only counts it, past the length limit).
    private mutating func hold(_ byte: UInt8, then next: Framing) {
        if held.count < Self.maximumSequenceLength {
            held.append(byte)
        } else {
            isOverlong = true
        }
        framing = next
    }

    /// `byte` ends the sequence: what it means, from the tables.
    private mutating func complete(_ byte: UInt8, into out: inout [TerminalInput]) {
        hold(byte, then: .ground)
        let input: TerminalInput
        if isOverlong {
            input = held[1] == 0x5B || held[1] == 0x4F ? .unknown(held) : .report(held)
        } else {
            input = Self.meaning(of: held)
        }
        if case .paste = input {
            reset()
            paste = []
            pasteStalled = false
            pasteEndMatched = 0
            return
        }
        end(with: input, into: &out)
    }

    /// `byte` cannot be part of the sequence held: the sequence ends before it (as a
    /// pause would end it) and `byte` starts afresh.
    private mutating func abandon(before byte: UInt8, into out: inout [TerminalInput]) {
        if case .string = framing, !isOverlong {
            let bytes = held
            reset()
            out.append(Self.altKey(bytes[1]))
            replay(bytes.dropFirst(2) + [byte], into: &out)
            return
        }
        flush(into: &out)
        feed(byte, into: &out)
    }

    private mutating func end(with input: TerminalInput, into out: inout [TerminalInput]) {
        out.append(input)
        reset()
    }

    private mutating func reset() {
        framing = .ground
        held.removeAll(keepingCapacity: true)
        isOverlong = false
    }

    /// Bytes of a sequence that turned out not to be one, decoded afresh up to the
    /// same point (a pause resolves what they leave held).
    private mutating func replay(_ bytes: some Collection<UInt8>, into out: inout [TerminalInput]) {
        for byte in bytes { feed(byte, into: &out) }
    }

    // MARK: - Paste

    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 2 0 1 ~

    /// A byte of a bracketed paste. The paste ends at `ESC [ 201 ~`; or, when it has
    /// stalled (the terminal never sent the end), at a ⌃C typed after the pause: the
    /// paste is dropped and the ⌃C is a key. A ⌃C inside a paste that keeps coming is text.
    ///
    /// The end marker is matched as it comes (it has no prefix that is also its
    /// suffix), so a paste past its size limit still ends.
    private mutating func feedPaste(_ byte: UInt8, into out: inout [TerminalInput]) {
        if byte == 0x03, pasteStalled {
            paste = nil
            pasteEndMatched = 0
            out.append(.key(Self.singleByte(byte), bytes: [byte]))
            return
        }
        pasteStalled = false
        if byte == Self.pasteEnd[pasteEndMatched] {
            pasteEndMatched += 1
            guard pasteEndMatched == Self.pasteEnd.count else { return }
            out.append(.paste(paste ?? []))
            paste = nil
            pasteEndMatched = 0
            return
        }
        // Bytes that looked like the start of the end marker were text after all.
        appendToPaste(Self.pasteEnd[0..<pasteEndMatched])
        pasteEndMatched = 0
        if byte == Self.pasteEnd[0] {
            pasteEndMatched = 1
        } else {
            appendToPaste(CollectionOfOne(byte))
        }
    }

    private mutating func appendToPaste(_ bytes: some Collection<UInt8>) {
        guard !bytes.isEmpty, let count = paste?.count, count < pasteLimit else { return }
        paste?.append(contentsOf: bytes.prefix(pasteLimit - count))
    }
}
