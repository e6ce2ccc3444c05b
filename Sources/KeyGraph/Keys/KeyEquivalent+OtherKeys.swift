extension KeyEquivalent {
    /// The first code point of the keys that print nothing and have no AppKit function-key
    /// code (a browser's Back key, a modifier pressed as the key): Supplementary Private Use
    /// Area-A, one code point per key of ``otherNames``, in that table's order.
    static let otherKeyBase: UInt32 = 0xF0000

    /// The first code point of keys KeyGraph has no name for, which Zed accepts anyway
    /// (Supplementary Private Use Area-B): their name's hash picks one (see ``unnamed(_:)``).
    static let unnamedKeyBase: UInt32 = 0x100000
    static let unnamedKeyCount: UInt32 = 0xFFFE

    /// The keys of other editors' key tables that are neither a character nor one of
    /// KeyGraph's own named keys: modifier keys pressed on their own, lock keys, the
    /// browser, media and launch keys, and the editing keys of some keyboards (Open, Copy,
    /// Find…). The names are VS Code's key and scan-code names and Zed's key names,
    /// lowercased; the first is the canonical one. Append only: a key's code point is its
    /// position here.
    static let otherNames: [Name] = {
        let table: [(canonical: String, aliases: [String], text: String)] = [
            ("shiftkey", [], "ShiftKey"), ("ctrlkey", ["controlkey"], "CtrlKey"), ("altkey", [], "AltKey"),
            ("cmdkey", ["superkey", "metakey", "winkey", "platformkey"], "CmdKey"), ("fnkey", ["functionkey"], "FnKey"),
            ("capslockkey", [], "CapsLockKey"), ("numlock", [], "NumLock"), ("scrolllock", [], "ScrollLock"),
            ("pausebreak", ["pause"], "PauseBreak"), ("printscreen", [], "PrintScreen"),
            ("contextmenu", [], "ContextMenu"), ("menu", [], "Menu"), ("help", [], "Help"), ("select", [], "Select"),
            ("again", [], "Again"), ("undo", [], "Undo"), ("redo", [], "Redo"), ("cut", [], "Cut"),
            ("copy", [], "Copy"),
            ("paste", [], "Paste"), ("find", [], "Find"), ("open", [], "Open"), ("save", [], "Save"),
            ("new", [], "New"),
            ("back", [], "Back"), ("forward", [], "Forward"), ("abort", [], "Abort"), ("props", [], "Props"),
            ("intlbackslash", ["oem_102"], "IntlBackslash"), ("intlro", ["abnt_c1"], "IntlRo"),
            ("intlyen", [], "IntlYen"), ("intlhash", [], "IntlHash"), ("abnt_c2", [], "ABNT_C2"),
            ("oem_8", [], "OEM_8"),
            ("keyincomposition", [], "KeyInComposition"), ("kanamode", [], "KanaMode"), ("convert", [], "Convert"),
            ("nonconvert", [], "NonConvert"), ("lang1", [], "Lang1"), ("lang2", [], "Lang2"), ("lang3", [], "Lang3"),
            ("lang4", [], "Lang4"), ("lang5", [], "Lang5"), ("hyper", [], "Hyper"), ("fnlock", [], "FnLock"),
            ("suspend", [], "Suspend"), ("resume", [], "Resume"), ("turbo", [], "Turbo"), ("sleep", [], "Sleep"),
            ("wakeup", [], "WakeUp"), ("power", [], "Power"), ("eject", [], "Eject"),
            ("brightnessup", [], "BrightnessUp"), ("brightnessdown", [], "BrightnessDown"),
            ("audiovolumemute", [], "AudioVolumeMute"), ("audiovolumeup", [], "AudioVolumeUp"),
            ("audiovolumedown", [], "AudioVolumeDown"), ("mediatracknext", [], "MediaTrackNext"),
            ("mediatrackprevious", [], "MediaTrackPrevious"), ("mediastop", [], "MediaStop"),
            ("mediaplaypause", [], "MediaPlayPause"), ("mediaplay", [], "MediaPlay"),
            ("mediarecord", [], "MediaRecord"),
            ("mediafastforward", [], "MediaFastForward"), ("mediarewind", [], "MediaRewind"),
            ("launchmediaplayer", ["mediaselect"], "LaunchMediaPlayer"), ("launchmail", [], "LaunchMail"),
            ("launchapp1", [], "LaunchApp1"), ("launchapp2", [], "LaunchApp2"), ("selecttask", [], "SelectTask"),
            ("launchscreensaver", [], "LaunchScreenSaver"), ("browsersearch", [], "BrowserSearch"),
            ("browserhome", [], "BrowserHome"), ("browserback", [], "BrowserBack"),
            ("browserforward", [], "BrowserForward"), ("browserstop", [], "BrowserStop"),
            ("browserrefresh", [], "BrowserRefresh"), ("browserfavorites", [], "BrowserFavorites"),
            ("zoomtoggle", [], "ZoomToggle"), ("mailreply", [], "MailReply"), ("mailforward", [], "MailForward"),
            ("mailsend", [], "MailSend"), ("numpadmemorystore", [], "NumpadMemoryStore"),
            ("numpadmemoryrecall", [], "NumpadMemoryRecall"), ("numpadmemoryclear", [], "NumpadMemoryClear"),
            ("numpadmemoryadd", [], "NumpadMemoryAdd"), ("numpadmemorysubtract", [], "NumpadMemorySubtract"),
            ("numpadclearentry", [], "NumpadClearEntry"),
        ]
        return table.enumerated().map { i, entry in
            Name(
                key: KeyEquivalent(Unicode.Scalar(otherKeyBase + UInt32(i))!), canonical: entry.canonical,
                names: [entry.canonical] + entry.aliases, glyph: nil, text: entry.text)
        }
    }()

    /// The key of `name`, a key name KeyGraph's tables do not hold (Zed reads any name as a
    /// key): a code point of Supplementary Private Use Area-B chosen by the name's hash, so
    /// the same name is the same key in every file. Display falls back to the file's own key
    /// string; two names that share a code point are reported when one file holds both.
    package static func unnamed(_ name: String) -> KeyEquivalent {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let offset = UInt32(truncatingIfNeeded: hash % UInt64(unnamedKeyCount))
        return KeyEquivalent(Unicode.Scalar(unnamedKeyBase + offset)!)
    }

    /// Whether the key is one KeyGraph has no name for (``unnamed(_:)``).
    package var isUnnamed: Bool {
        (Self.unnamedKeyBase..<(Self.unnamedKeyBase + Self.unnamedKeyCount)).contains(scalar.value)
    }

    /// ``otherNames`` by each of their spellings.
    static let otherNameBySpelling: [String: Name] = {
        var map: [String: Name] = [:]
        for entry in otherNames { for spelling in entry.names { map[spelling] = entry } }
        return map
    }()

    /// Whether the key is one of ``otherNames``: written `<name>` in KeyGraph's notation, so
    /// that a bare word (`copy`, `new`) stays a command id in a script line.
    var isOtherNamedKey: Bool {
        (Self.otherKeyBase..<(Self.otherKeyBase + UInt32(Self.otherNames.count))).contains(scalar.value)
    }

    /// The modifier keys as keys (Zed's `"shift shift"`, VS Code's `"ctrl+shift"`).
    static let shiftKey = otherNames[0].key
    static let controlKey = otherNames[1].key
    static let optionKey = otherNames[2].key
    static let commandKey = otherNames[3].key
    static let functionKey = otherNames[4].key
    static let capsLockKey = otherNames[5].key
}
