import KeyGraph

/// One thing the terminal sent.
package enum TerminalInput: Hashable, Sendable {
    /// A key press. `bytes` are what to hand to line editing when no shortcut
    /// claims the key: what arrived for legacy keys and cursor keys, the legacy
    /// equivalent for a kitty or modifyOtherKeys sequence (readline knows no
    /// `CSI … u`), empty when a legacy terminal has none.
    case key(KeyboardShortcut, bytes: KeyBytes)
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
/// It is a pure state machine in two parts: *framing* decides, byte by byte, where a
/// sequence ends, with one lookup in a table of states × bytes
/// (`ByteDecoder+Framing.swift`); *meaning* (`ByteDecoder+Sequences.swift`) looks the
/// complete sequence up in tables. A key costs no allocation: its bytes are held
/// inline (``KeyBytes``). A lone ESC (or `ESC [`, or an unterminated string) is
/// ambiguous until time passes; the host calls ``flush(into:)`` after a short pause,
/// which is the only place time enters.
package struct ByteDecoder: Sendable {
    /// The most bytes of one escape sequence kept; the rest of a longer one is skipped
    /// up to its end and the whole is swallowed.
    package static let maximumSequenceLength = KeyBytes.capacity
    /// The largest paste kept; the rest of a longer paste is dropped.
    package static let maximumPasteLength = 16 * 1024 * 1024

    private var state = State.ground
    /// The sequence being framed, at most ``maximumSequenceLength`` bytes of it.
    private var held = KeyBytes()
    /// Whether the sequence being framed outgrew ``maximumSequenceLength``.
    private var isOverlong = false
    private var paste: [UInt8]? = nil
    /// Whether the paste under way has stalled: a pause came after its last byte.
    private var pasteStalled = false
    /// How many bytes of the paste's end marker have just arrived.
    private var pasteEndMatched = 0
    /// Inputs made together, waiting for ``next(_:at:)`` to hand them out one by one.
    private var queue: [TerminalInput] = []
    private var queueHead = 0

    /// The largest paste this decoder keeps (``maximumPasteLength`` unless a test wants less).
    private let pasteLimit: Int
    /// The framing table (``transitions``), held here so the byte loop reads it directly.
    private let table = ByteDecoder.transitions
    /// The key each byte below 0x80 means on its own.
    private let singleKeys = ByteDecoder.singleByteKeys

    package init(maximumPasteLength: Int = Self.maximumPasteLength) {
        pasteLimit = maximumPasteLength
    }

    /// Whether bytes are held that only a pause (``flush(into:)``) can resolve, or a
    /// paste is under way that a pause would mark as stalled.
    package var isAwaitingMore: Bool { paste == nil ? state != .ground : !pasteStalled }

    /// Whether a bracketed paste is under way.
    package var isInPaste: Bool { paste != nil }

    /// Decodes `bytes` from `offset` up to the next complete input, and advances `offset`
    /// past what it read. Returns nil when every byte has been read and nothing more is
    /// complete: the rest is held for the next bytes, or for a pause (``flush(into:)``).
    ///
    /// This is the decoder's one loop: a byte is one lookup in the framing table, and a
    /// key is returned as it completes, with nothing allocated or copied on the way.
    ///
    /// - Complexity: amortised O(1) per byte.
    package mutating func next(_ bytes: UnsafeBufferPointer<UInt8>, at offset: inout Int) -> TerminalInput? {
        if queueHead < queue.count { return dequeue() }
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if paste == nil {
                // The common steps, inline: a key, an Alt chord, a byte held, a sequence complete.
                let action = table[Int(state.rawValue) << 8 | Int(byte)]
                switch action >> 5 {
                case Step.key.rawValue: return .key(singleKeys[Int(byte)], bytes: KeyBytes(byte))
                case Step.altKey.rawValue:
                    reset()
                    return Self.altKey(byte)
                case Step.hold.rawValue:
                    // The table holds only valid states (`action(_:_:)` makes every entry).
                    hold(byte, then: unsafeBitCast(action & 0x1F, to: State.self))
                    continue
                case Step.complete.rawValue:
                    if let input = complete(byte) { return input }
                    continue
                default: break
                }
            }
            // The rare rules, which may make several inputs at once: queue all but the first.
            var several: [TerminalInput] = []
            stepAppending(byte, into: &several)
            if !several.isEmpty {
                (queue, queueHead) = (several, 0)
                return dequeue()
            }
        }
        return nil
    }

    private mutating func dequeue() -> TerminalInput {
        let input = queue[queueHead]
        queueHead += 1
        if queueHead == queue.count { (queue, queueHead) = ([], 0) }
        return input
    }

    /// Feeds bytes; appends every complete input to `out`.
    ///
    /// - Complexity: amortised O(1) per byte.
    package mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [TerminalInput]) {
        var offset = 0
        while let input = next(bytes, at: &offset) { out.append(input) }
    }

    /// Feeds bytes; appends every complete input to `out`.
    package mutating func feed(_ bytes: [UInt8], into out: inout [TerminalInput]) {
        bytes.withUnsafeBufferPointer { feed($0, into: &out) }
    }

    /// Feeds bytes; appends every complete input to `out`.
    package mutating func feed(_ bytes: ArraySlice<UInt8>, into out: inout [TerminalInput]) {
        bytes.withUnsafeBufferPointer { feed($0, into: &out) }
    }

    /// Feeds bytes; appends every complete input to `out`.
    package mutating func feed(_ bytes: some Sequence<UInt8>, into out: inout [TerminalInput]) {
        for byte in bytes { feed(byte, into: &out) }
    }

    /// Feeds one byte.
    ///
    /// - Complexity: amortised O(1).
    package mutating func feed(_ byte: UInt8, into out: inout [TerminalInput]) {
        var byte = byte
        withUnsafePointer(to: &byte) { feed(UnsafeBufferPointer(start: $0, count: 1), into: &out) }
    }

    /// One byte: one lookup in the framing table, then what it says. A key or a complete
    /// sequence is returned; what the rarer rules make goes to `out`.
    private mutating func step(_ byte: UInt8, into out: inout [TerminalInput]) -> TerminalInput? {
        if paste != nil {
            feedPaste(byte, into: &out)
            return nil
        }
        let action = table[Int(state.rawValue) << 8 | Int(byte)]
        switch action >> 5 {
        case Step.key.rawValue: return .key(singleKeys[Int(byte)], bytes: KeyBytes(byte))
        case Step.altKey.rawValue:
            reset()
            return Self.altKey(byte)
        case Step.hold.rawValue: hold(byte, then: unsafeBitCast(action & 0x1F, to: State.self))
        case Step.complete.rawValue: return complete(byte)
        case Step.abandon.rawValue: abandon(before: byte, into: &out)
        default: special(byte, into: &out)
        }
        return nil
    }

    /// ``step(_:into:)``, with everything it makes in `out`.
    private mutating func stepAppending(_ byte: UInt8, into out: inout [TerminalInput]) {
        if let input = step(byte, into: &out) { out.append(input) }
    }

    /// The rules that read more than the state and the byte.
    private mutating func special(_ byte: UInt8, into out: inout [TerminalInput]) {
        switch state {
        case .ground: out.append(.unknown([byte]))  // not a UTF-8 lead byte
        case .escape:  // ESC and a byte that leads no UTF-8 character
            end(with: .unknown([0x1B, byte]), into: &out)
        case .escapeEscape:
            // Not a CSI or SS3 key after rxvt's Alt: the first ESC was a lone Escape.
            end(with: Self.escapeKey, into: &out)
            hold(0x1B, then: .escape)
            stepAppending(byte, into: &out)
        case .csiDigits:  // `$` after plain digits: rxvt's Shift, unless cut off by the length limit
            if isOverlong { hold(byte, then: .csi) } else { completeAppending(byte, into: &out) }
        case .string:  // BEL ends an OSC with a body
            if held[1] == 0x5D, held.count > 2 || isOverlong {
                completeAppending(byte, into: &out)
            } else {
                abandon(before: byte, into: &out)
            }
        case .stringEscape:  // ST ends a string with a body
            if byte == 0x5C, held.count > 3 || isOverlong {
                completeAppending(byte, into: &out)
            } else {
                abandon(before: byte, into: &out)
            }
        default: abandon(before: byte, into: &out)
        }
    }

    /// Resolves held bytes after a pause: a lone ESC is Escape, `ESC [` is Alt+[, an
    /// unterminated string was typed (Alt+] …), anything else cut short is unknown.
    /// In a paste, marks it as stalled (see ``feedPaste(_:into:)``).
    package mutating func flush(into out: inout [TerminalInput]) {
        while queueHead < queue.count { out.append(dequeue()) }
        if paste != nil {
            pasteStalled = true
            return
        }
        guard state != .ground else { return }
        let (bytes, framed, wasOverlong) = (held, state, isOverlong)
        reset()
        if bytes.count > 2, bytes[0] == 0x1B, bytes[1] == 0x1B {
            // rxvt's Alt prefix with its sequence cut short: a lone Escape, then the rest afresh.
            out.append(Self.escapeKey)
            replay(bytes.dropFirst(), into: &out)
            flush(into: &out)
            return
        }
        switch framed {
        case .escape: out.append(Self.escapeKey)
        case .escapeEscape: out += [Self.escapeKey, Self.escapeKey]
        case .csiEntry: out.append(Self.altKey(bytes[1]))
        case .ss3 where bytes.count == 2: out.append(Self.altKey(bytes[1]))
        case .string, .stringEscape:
            if wasOverlong { return out.append(.report(Array(bytes))) }
            // A string no terminal would send (nothing ended it): typed keys after all.
            out.append(Self.altKey(bytes[1]))
            replay(bytes.dropFirst(2), into: &out)
            flush(into: &out)
        default: out.append(.unknown(Array(bytes)))
        }
    }

    // MARK: - Framing

    /// Keeps `byte` as part of the sequence (or only counts it, past the length limit).
    @inline(__always) private mutating func hold(_ byte: UInt8, then next: State) {
        if held.isFull {
            isOverlong = true
        } else {
            held.append(byte)
        }
        state = next
    }

    /// `byte` ends the sequence: what it means, from the tables (nil: a paste starts).
    private mutating func complete(_ byte: UInt8) -> TerminalInput? {
        hold(byte, then: .ground)
        let input: TerminalInput
        if isOverlong {
            input = held[1] == 0x5B || held[1] == 0x4F ? .unknown(Array(held)) : .report(Array(held))
        } else {
            input = Self.meaning(of: held)
        }
        if case .paste = input {
            reset()
            paste = []
            pasteStalled = false
            pasteEndMatched = 0
            return nil
        }
        reset()
        return input
    }

    private mutating func completeAppending(_ byte: UInt8, into out: inout [TerminalInput]) {
        if let input = complete(byte) { out.append(input) }
    }

    /// `byte` cannot be part of the sequence held: the sequence ends before it (as a
    /// pause would end it) and `byte` starts afresh.
    private mutating func abandon(before byte: UInt8, into out: inout [TerminalInput]) {
        if state == .string || state == .stringEscape, !isOverlong {
            let bytes = held
            reset()
            out.append(Self.altKey(bytes[1]))
            replay(bytes.dropFirst(2), into: &out)
            stepAppending(byte, into: &out)
            return
        }
        flush(into: &out)
        stepAppending(byte, into: &out)
    }

    private mutating func end(with input: TerminalInput, into out: inout [TerminalInput]) {
        out.append(input)
        reset()
    }

    private mutating func reset() {
        state = .ground
        held.removeAll()
        isOverlong = false
    }

    /// Bytes of a sequence that turned out not to be one, decoded afresh up to the
    /// same point (a pause resolves what they leave held).
    private mutating func replay(_ bytes: Slice<KeyBytes>, into out: inout [TerminalInput]) {
        for byte in bytes { stepAppending(byte, into: &out) }
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
