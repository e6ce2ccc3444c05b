extension KeyNotation {
    /// VS Code's modifier names: `meta`, `win` and `cmd` all name the OS key (⌘ on macOS,
    /// Super on Linux, the Windows key on Windows).
    static let vsCodeModifiers: [(name: String, modifier: EventModifiers)] = [
        ("ctrl", .control), ("shift", .shift), ("alt", .option), ("meta", .command), ("win", .command),
        ("cmd", .command),
    ]

    /// VS Code's key names, as its keybinding parser reads them (the US and general
    /// `userSettings` tables of its key codes, lowercased), with the modifier a key implies:
    /// the numeric keypad's keys are the key with ``EventModifiers/numericPad``, as AppKit
    /// reports them.
    static let vsCodeKeys: [String: (key: KeyEquivalent, modifiers: EventModifiers)] = {
        var map: [String: (KeyEquivalent, EventModifiers)] = [:]
        for scalar in "abcdefghijklmnopqrstuvwxyz0123456789-=[]\\;',./`".unicodeScalars {
            map[String(scalar)] = (KeyEquivalent(scalar), [])
        }
        let oem: [(String, Unicode.Scalar)] = [
            ("oem_1", ";"), ("oem_plus", "="), ("oem_comma", ","), ("oem_minus", "-"), ("oem_period", "."),
            ("oem_2", "/"), ("oem_3", "`"), ("oem_4", "["), ("oem_5", "\\"), ("oem_6", "]"), ("oem_7", "'"),
        ]
        for (name, scalar) in oem { map[name] = (KeyEquivalent(scalar), []) }
        let named: [(String, KeyEquivalent)] = [
            ("enter", .return), ("escape", .escape), ("backspace", .delete), ("tab", .tab), ("space", .space),
            ("delete", .deleteForward), ("insert", .insert), ("home", .home), ("end", .end), ("pageup", .pageUp),
            ("pagedown", .pageDown), ("up", .upArrow), ("down", .downArrow), ("left", .leftArrow),
            ("right", .rightArrow), ("clear", .clear), ("ctrl", .controlKey), ("shift", .shiftKey),
            ("alt", .optionKey), ("meta", .commandKey),
        ]
        for (name, key) in named { map[name] = (key, []) }
        for n in 1...24 { map["f\(n)"] = (.function(n), []) }
        for n in 0...9 { map["numpad\(n)"] = (KeyEquivalent(Unicode.Scalar(48 + UInt8(n))), .numericPad) }
        let keypad: [(String, Unicode.Scalar)] = [
            ("numpad_multiply", "*"), ("numpad_add", "+"), ("numpad_separator", ","), ("numpad_subtract", "-"),
            ("numpad_decimal", "."), ("numpad_divide", "/"),
        ]
        for (name, scalar) in keypad { map[name] = (KeyEquivalent(scalar), .numericPad) }
        // Named by the key's own name in KeyGraph's table of other keys.
        let others = [
            "capslock": "capslockkey", "numlock": "numlock", "scrolllock": "scrolllock", "pausebreak": "pausebreak",
            "contextmenu": "contextmenu", "oem_102": "intlbackslash", "abnt_c1": "intlro", "abnt_c2": "abnt_c2",
            "oem_8": "oem_8", "keyincomposition": "keyincomposition", "audiovolumemute": "audiovolumemute",
            "audiovolumeup": "audiovolumeup", "audiovolumedown": "audiovolumedown", "browsersearch": "browsersearch",
            "browserhome": "browserhome", "browserback": "browserback", "browserforward": "browserforward",
            "mediatracknext": "mediatracknext", "mediatrackprevious": "mediatrackprevious", "mediastop": "mediastop",
            "mediaplaypause": "mediaplaypause", "launchmediaplayer": "launchmediaplayer", "launchmail": "launchmail",
            "launchapp2": "launchapp2",
        ]
        for (name, other) in others {
            if let entry = KeyEquivalent.otherNameBySpelling[other] { map[name] = (entry.key, []) }
        }
        return map
    }()

    /// VS Code's scan codes (`[KeyA]`, `[IntlBackslash]`), lowercased, read as the key the US
    /// layout puts at that position (a scan code with no US key is a key of its own).
    static let vsCodeScanCodes: [String: (key: KeyEquivalent, modifiers: EventModifiers)] = {
        var map: [String: (KeyEquivalent, EventModifiers)] = [:]
        for scalar in "abcdefghijklmnopqrstuvwxyz".unicodeScalars { map["key\(scalar)"] = (KeyEquivalent(scalar), []) }
        for n in 0...9 {
            map["digit\(n)"] = (KeyEquivalent(Unicode.Scalar(48 + UInt8(n))), [])
            map["numpad\(n)"] = (KeyEquivalent(Unicode.Scalar(48 + UInt8(n))), .numericPad)
        }
        let characters: [(String, Unicode.Scalar, EventModifiers)] = [
            ("minus", "-", []), ("equal", "=", []), ("bracketleft", "[", []), ("bracketright", "]", []),
            ("backslash", "\\", []), ("semicolon", ";", []), ("quote", "'", []), ("backquote", "`", []),
            ("comma", ",", []), ("period", ".", []), ("slash", "/", []), ("numpaddivide", "/", .numericPad),
            ("numpadmultiply", "*", .numericPad), ("numpadsubtract", "-", .numericPad),
            ("numpadadd", "+", .numericPad), ("numpaddecimal", ".", .numericPad), ("numpadequal", "=", .numericPad),
            ("numpadcomma", ",", .numericPad), ("numpadparenleft", "(", .numericPad),
            ("numpadparenright", ")", .numericPad),
        ]
        for (name, scalar, modifiers) in characters { map[name] = (KeyEquivalent(scalar), modifiers) }
        let named: [(String, KeyEquivalent, EventModifiers)] = [
            ("enter", .return, []), ("escape", .escape, []), ("backspace", .delete, []), ("tab", .tab, []),
            ("space", .space, []), ("insert", .insert, []), ("home", .home, []), ("pageup", .pageUp, []),
            ("delete", .deleteForward, []), ("end", .end, []), ("pagedown", .pageDown, []),
            ("arrowright", .rightArrow, []), ("arrowleft", .leftArrow, []), ("arrowdown", .downArrow, []),
            ("arrowup", .upArrow, []), ("numpadenter", .return, .numericPad), ("numpadbackspace", .delete, .numericPad),
            ("numpadclear", .clear, .numericPad), ("controlleft", .controlKey, []), ("controlright", .controlKey, []),
            ("shiftleft", .shiftKey, []), ("shiftright", .shiftKey, []), ("altleft", .optionKey, []),
            ("altright", .optionKey, []), ("metaleft", .commandKey, []), ("metaright", .commandKey, []),
            ("super", .commandKey, []), ("fn", .functionKey, []), ("capslock", .capsLockKey, []),
        ]
        for (name, key, modifiers) in named { map[name] = (key, modifiers) }
        for n in 1...24 { map["f\(n)"] = (.function(n), []) }
        let others = [
            "printscreen", "scrolllock", "numlock", "contextmenu", "power", "open", "help", "select", "again", "undo",
            "cut", "copy", "paste", "find", "audiovolumemute", "audiovolumeup", "audiovolumedown", "intlbackslash",
            "intlro", "kanamode", "intlyen", "intlhash", "convert", "nonconvert", "lang1", "lang2", "lang3", "lang4",
            "lang5", "abort", "props", "numpadmemorystore", "numpadmemoryrecall", "numpadmemoryclear",
            "numpadmemoryadd", "numpadmemorysubtract", "numpadclearentry", "brightnessup", "brightnessdown",
            "mediaplay", "mediarecord", "mediafastforward", "mediarewind", "mediatracknext", "mediatrackprevious",
            "mediastop", "eject", "mediaplaypause", "mediaselect", "launchmail", "launchapp2", "launchapp1",
            "selecttask", "launchscreensaver", "browsersearch", "browserhome", "browserback", "browserforward",
            "browserstop", "browserrefresh", "browserfavorites", "zoomtoggle", "mailreply", "mailforward", "mailsend",
            "hyper", "fnlock", "suspend", "resume", "turbo", "sleep", "wakeup",
        ]
        for name in others {
            if let entry = KeyEquivalent.otherNameBySpelling[name] { map[name] = (entry.key, []) }
        }
        map["pause"] = map["pausebreak"] ?? (KeyEquivalent.otherNameBySpelling["pausebreak"].map { ($0.key, []) })
        return map
    }()

    /// One chord as VS Code's keybinding parser reads it: case-insensitive; modifiers
    /// `ctrl`, `shift`, `alt`, `meta`, `win`, `cmd`, each followed by `+` or `-`, in any
    /// order (a repeated one is simply set again, as VS Code sets it); then a key name
    /// (``vsCodeKeys``) or a scan code in brackets (``vsCodeScanCodes``). An uppercase letter
    /// is the letter: Shift is only what is written.
    static func vsCodeChord(_ token: String, column: Int) throws(SyntaxError) -> KeyboardShortcut {
        if let chord = vsCodeASCIIChord(token) { return chord }
        // Only ASCII letters change case: VS Code's names are ASCII, and a character whose
        // lowercase is longer would move every column after it.
        let written = Array(token)
        let chars = written.map { c -> Character in
            guard let ascii = c.asciiValue, ascii >= 65, ascii <= 90 else { return c }
            return Character(Unicode.Scalar(ascii + 32))
        }
        var modifiers: EventModifiers = []
        var index = 0
        scanning: while index < chars.count {
            for (name, modifier) in vsCodeModifiers {
                let end = index + name.count
                guard end < chars.count, chars[end] == "+" || chars[end] == "-",
                    chars[index..<end].elementsEqual(name)
                else { continue }
                modifiers.insert(modifier)
                index = end + 1
                continue scanning
            }
            break
        }
        let keyText = String(chars[index...])
        let keyColumn = column + index
        guard !keyText.isEmpty else {
            throw SyntaxError("expected a key after '\(token.escapedForDisplay)'", column: column + chars.count)
        }
        if keyText.count > 2, keyText.first == "[", keyText.last == "]" {
            let code = String(keyText.dropFirst().dropLast())
            guard let found = vsCodeScanCodes[code] else {
                throw SyntaxError(
                    "unknown scan code '\(String(written[index...]).escapedForDisplay)'", column: keyColumn,
                    length: keyText.count,
                    hint: Suggestion.closest(to: code, among: vsCodeScanCodes.keys.sorted()).map {
                        "did you mean '[\($0)]'?"
                    })
            }
            return KeyboardShortcut(folding: found.key, exactly: modifiers.union(found.modifiers))
        }
        guard let found = vsCodeKeys[keyText] else {
            throw SyntaxError(
                "unknown key '\(String(written[index...]).escapedForDisplay)'", column: keyColumn,
                length: keyText.count, hint: Suggestion.didYouMean(keyText, among: vsCodeKeyNames))
        }
        return KeyboardShortcut(folding: found.key, exactly: modifiers.union(found.modifiers))
    }

    /// ``vsCodeChord(_:column:)`` for a chord of ASCII that names a known key (nearly every
    /// one), read on its bytes; nil for anything else, which the general reading decides
    /// (and reports, with its columns).
    private static func vsCodeASCIIChord(_ token: String) -> KeyboardShortcut? {
        var bytes = Array(token.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        for i in bytes.indices where (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[i]) { bytes[i] |= 0x20 }
        var modifiers: EventModifiers = []
        var index = 0
        scanning: while index < bytes.count {
            for (name, modifier) in vsCodeModifiers {
                let end = index + name.utf8.count
                guard end < bytes.count, bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-"),
                    bytes[index..<end].elementsEqual(name.utf8)
                else { continue }
                modifiers.insert(modifier)
                index = end + 1
                continue scanning
            }
            break
        }
        let key = bytes[index...]
        guard !key.isEmpty else { return nil }
        if key.count > 2, key.first == UInt8(ascii: "["), key.last == UInt8(ascii: "]") {
            let code = String(decoding: key.dropFirst().dropLast(), as: UTF8.self)
            return vsCodeScanCodes[code].map {
                KeyboardShortcut(folding: $0.key, exactly: modifiers.union($0.modifiers))
            }
        }
        return vsCodeKeys[String(decoding: key, as: UTF8.self)].map {
            KeyboardShortcut(folding: $0.key, exactly: modifiers.union($0.modifiers))
        }
    }

    /// VS Code's key names for hints, shortest first.
    static let vsCodeKeyNames: [String] = vsCodeKeys.keys.filter { $0.count > 1 }.sorted {
        ($0.count, $0) < ($1.count, $1)
    }
}
