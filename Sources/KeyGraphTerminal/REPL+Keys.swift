import KeyGraph
import KeyGraphScript

/// Keys: what the decoder read goes to the shortcut dispatcher first, and to
/// readline's line editing when no shortcut claims it.
extension REPL {
    func handle(_ inputs: [TerminalInput]) {
        // The panel goes before anything else is drawn; the loop draws it again if it still applies.
        if !inputs.isEmpty { hideWhichKey() }
        for input in inputs {
            guard !shouldExit else { break }
            if case .key(let chord, let bytes) = input, !isShortcutCandidate(chord) {
                passToReadline(bytes)
                continue
            }
            flushTypeahead()
            guard !shouldExit else { break }
            switch input {
            case .key(let chord, let bytes):
                handleKey(chord, bytes: bytes)
            case .paste(let bytes):
                // Pasted text is text: it never fires shortcuts.
                Readline.insert(String(decoding: bytes, as: UTF8.self).replacingCarriageReturns())
            case .kittyFlags:
                guard keyboardProtocol == .asking else { break }
                keyboardProtocol = .kitty
                TerminalGuard.setRestoreSequence(Array(leaveModes.utf8))
                write(string: "\u{1B}[>1u")  // push: disambiguate escape codes
            case .deviceAttributes:
                if keyboardProtocol == .asking { keyboardProtocol = .legacy }
            case .report:
                break  // a cursor position, a mouse event, an OSC string…: not for us
            case .unknown:
                Readline.ringBell()  // a key nothing knows, as readline answers an unbound key
            }
        }
        // Text still pouring in (a paste without brackets) is drawn when it pauses. A
        // shortcut leaves neither text nor a redraw behind, and asks the terminal nothing.
        guard !typeahead.isEmpty || Readline.isRedisplayPending else { return }
        let isMoreWaiting = isMoreInputWaiting()
        flushTypeahead(deferringRedisplay: isMoreWaiting)
        if !isMoreWaiting { Readline.redisplayIfDue() }
    }

    /// Whether a key is offered to the shortcut dispatcher before line editing:
    /// chords with ⌃, ⌥ or ⌘, function keys, and any key while a sequence is pending.
    func isShortcutCandidate(_ chord: KeyboardShortcut) -> Bool {
        session.dispatcher.isPending || TypedKeys.startsAShortcut(chord)
    }

    private func handleKey(_ chord: KeyboardShortcut, bytes: KeyBytes) {
        if chord == TypedKeys.cancel {
            cancel()
            return
        }
        if chord == TypedKeys.suspend {
            suspend()
            return
        }
        if turnWhichKeyPage(chord) { return }
        if chord == TypedKeys.stepBack, session.dispatcher.isPending, !session.continuesPending(with: chord) {
            _ = session.handle(.stepBack(at: now()))
            if session.dispatcher.isPending { whichKey.steppedBack() }
            Readline.redraw(prompt: prompt, printingAbove: "")
            return
        }
        var fallbacks: [KeyboardShortcut] = []
        if chord.modifiers.contains(.option), !chord.modifiers.contains(.command) {
            // However the terminal sent Alt (ESC prefix, xterm, modifyOtherKeys, kitty):
            // Alt+X stands for ⌘X unless Alt+X is bound.
            var command = chord
            command.modifiers.remove(.option)
            command.modifiers.insert(.command)
            fallbacks.append(command)
        }
        var events = session.handle(.key(chord, fallbacks: fallbacks, at: now()))
        // `.unbound` means this chord alone is bound to nothing: it is line editing.
        // It may come last, after a pending binding fired (or a blocked prefix was
        // dropped) because this chord did not continue it: the chord is then
        // processed afresh, and afresh it is text for the line.
        if case .unbound = events.last {
            events.removeLast()
            if !events.isEmpty { show(events) }
            passToReadline(bytes)
            flushTypeahead()
            return
        }
        show(events)
    }

    /// ⌃C: cancel a pending chord, else abandon the line being typed.
    private func cancel() {
        if session.dispatcher.isPending {
            _ = session.handle(.cancelPending)
            Readline.redraw(prompt: prompt, printingAbove: "")
            return
        }
        write(string: "^C\n")
        Readline.replaceLine("")
        Readline.redraw(prompt: prompt, printingAbove: "", clearingLine: false)
    }

    /// Hands a key's bytes to line editing, or rings the bell for a key that line
    /// editing does not know either: an escape sequence readline has no binding for
    /// (its tail would otherwise be typed: F5's `~`), or a key with no bytes at all (⌘X).
    ///
    /// Plain keys collect in ``typeahead`` and go to readline together; Return goes at
    /// once, since the line it runs may change what the next key means.
    func passToReadline(_ bytes: KeyBytes) {
        let isSequence = bytes.count >= 2 && bytes[0] == 0x1B
        guard !bytes.isEmpty, !isSequence || Readline.binds(Array(bytes)) else {
            flushTypeahead()
            Readline.ringBell()
            return
        }
        typeahead += bytes
        if bytes == [0x0D] { flushTypeahead() }
    }

    /// Feeds the collected plain keys to readline.
    func flushTypeahead(deferringRedisplay: Bool = false) {
        guard !typeahead.isEmpty else { return }
        let bytes = typeahead
        typeahead.removeAll(keepingCapacity: true)
        Readline.feed(bytes, deferringRedisplay: deferringRedisplay)
    }

    /// Whether the terminal has sent more bytes than the loop has read.
    private func isMoreInputWaiting() -> Bool {
        System.hasInputWaiting(0)
    }
}
