import KeyGraph

/// The lints of `keygraph check` for keymap layers (SPEC §8 "Analysis"), as located
/// diagnostics. The CLI only prints them.
///
/// Rules (each documented in `docs/keymaps.md`):
/// - error: an unknown command; an unknown context or attribute name in `when`; `view == X`
///   naming no view;
/// - warning: two bindings of one layer on the same keys that apply in the same focus with
///   the same specificity (the earlier never fires there); a binding that is also the start
///   of a longer live sequence; a `-command` removal that removes nothing; a reserved macOS
///   shortcut; a chord a legacy terminal cannot send, or sends as another key;
/// - note: a ⌘ chord, which a legacy terminal reaches only through its Alt fallback.
package enum KeymapAnalysis {
    /// Analyses `layers` (lowest first) against `app`.
    ///
    /// - Parameters:
    ///   - sources: file name → text, so diagnostics can show the offending line and point
    ///     inside strings exactly.
    ///   - imported: files read from VS Code or Zed keymaps: their commands and contexts are
    ///     not the app's, so those are reported once per file as a note instead of as errors.
    /// - Complexity: O(n · k · v) for n bindings of at most k chords and v focus contexts.
    public static func analyze(
        layers: [Keymap], app: AppModel, sources: [String: String] = [:], imported: Set<String> = []
    ) -> [Diagnostic] {
        var report = Reporter(sources: sources)
        let contexts = focusContexts(of: app)
        var cache: [WhenClause: [Int?]] = [:]
        func liveness(_ clause: WhenClause?) -> [Int?] {
            guard let clause else { return contexts.map { _ in -1 } }
            if let known = cache[clause] { return known }
            let values = contexts.map { clause.evaluate(in: $0) }
            cache[clause] = values
            return values
        }
        let known = app.keymapContextNames.union(AppModel.declaredAttributes)
        let views = Set(app.allViewDeclarations.map(\.contextName))
        // Lone chords and the commands they fire, for the ⌘ → Alt fallback rule.
        var shortcutsBound: [KeyboardShortcut: Set<String>] = [:]
        for keymap in layers {
            for binding in keymap.bindings where binding.sequence.count == 1 {
                if let id = binding.commandID { shortcutsBound[binding.sequence.chords[0], default: []].insert(id) }
            }
        }

        for keymap in layers {
            let isImported = imported.contains(keymap.file)
            var opaque: [String] = []
            for binding in keymap.bindings {
                if let id = binding.namedCommand, app.commands.command(id: id) == nil {
                    if isImported {
                        if !opaque.contains(id) { opaque.append(id) }
                    } else {
                        let isRemoval = if case .remove = binding.action { true } else { false }
                        report.add(
                            .error, keymap.file, binding.commandPosition, fallback: binding.position,
                            offset: isRemoval ? 1 : 0, length: id.count, "unknown command '\(id)'",
                            hint: app.commands.suggestion(for: id))
                    }
                }
                if let when = binding.when, !isImported {
                    checkNames(when, of: binding, in: keymap.file, known: known, views: views, report: &report)
                }
                if case .command = binding.action, !binding.sequence.isEmpty {
                    checkChords(binding, in: keymap.file, bound: shortcutsBound, report: &report)
                }
            }
            if !opaque.isEmpty {
                report.add(
                    .note, keymap.file, nil, fallback: SourcePosition(line: 1, column: 1),
                    length: 1,
                    "\(opaque.count) command\(opaque.count == 1 ? " is" : "s are") not the app's and kept as opaque names (\(opaque.prefix(3).joined(separator: ", "))\(opaque.count > 3 ? ", …" : ""))")
            }
        }

        let index = KeymapIndex(layers: layers)
        for warning in index.removalWarnings { report.diagnostics.append(report.withSource(warning)) }

        // Bindings that survive removals, grouped by their keys.
        var bySequence: [KeySequence: [KeymapIndex.Entry]] = [:]
        for entry in index.entries { bySequence[entry.binding.sequence, default: []].append(entry) }
        func fileOf(_ entry: KeymapIndex.Entry) -> String { layers[Int(entry.layer)].file }
        func overlap(_ a: KeymapIndex.Entry, _ b: KeymapIndex.Entry, sameDepth: Bool) -> Bool {
            let x = liveness(a.binding.when), y = liveness(b.binding.when)
            for i in x.indices {
                if let p = x[i], let q = y[i], !sameDepth || p == q { return true }
            }
            return false
        }

        for (_, entries) in bySequence where entries.count > 1 {
            var reported: Set<Int32> = []
            for (i, earlier) in entries.enumerated() where earlier.binding.commandID != nil {
                for later in entries[(i + 1)...] where later.layer == earlier.layer && !reported.contains(earlier.order) {
                    guard overlap(earlier, later, sameDepth: true) else { continue }
                    reported.insert(earlier.order)
                    let keys = earlier.binding.sequence.canonical
                    let at = "\(fileOf(later)):\(later.binding.position.line):\(later.binding.position.column)"
                    let same = earlier.binding.action == later.binding.action
                    let message =
                        same
                        ? "duplicate binding: '\(keys)' → '\(earlier.binding.actionSource)' is bound again at \(at)"
                        : "'\(keys)' → '\(earlier.binding.actionSource)' never fires where '\(later.binding.actionSource)' (\(at)) also applies: the later binding wins"
                    report.add(
                        .warning, fileOf(earlier), earlier.binding.keyPosition, fallback: earlier.binding.position,
                        length: report.keyText(of: earlier.binding, in: fileOf(earlier))?.count ?? keys.count, message,
                        hint: same ? "remove one of them" : "give them different keys, or 'when' clauses that do not overlap")
                }
            }
        }

        var prefixReported: Set<Int32> = []
        for entry in index.entries where entry.binding.sequence.count > 1 {
            let chords = entry.binding.sequence.chords
            for length in 1..<chords.count {
                let prefix = KeySequence(Array(chords[0..<length]))
                for shorter in bySequence[prefix] ?? [] where shorter.binding.commandID != nil {
                    guard !prefixReported.contains(shorter.order), overlap(shorter, entry, sameDepth: false) else { continue }
                    prefixReported.insert(shorter.order)
                    let at = "\(fileOf(entry)):\(entry.binding.position.line):\(entry.binding.position.column)"
                    report.add(
                        .warning, fileOf(shorter), shorter.binding.keyPosition, fallback: shorter.binding.position,
                        length: report.keyText(of: shorter.binding, in: fileOf(shorter))?.count ?? prefix.canonical.count,
                        "'\(prefix.canonical)' is bound and also starts '\(entry.binding.sequence.canonical)' (\(at)): engines that fire at once make the longer sequence unreachable, and KeyGraph fires '\(prefix.canonical)' only after the timeout",
                        hint: "bind the shorter sequence to other keys, or give them 'when' clauses that do not overlap")
                }
            }
        }
        // Files in layer order, then by position.
        func rank(_ file: String) -> Int { layers.firstIndex { $0.file == file } ?? layers.count }
        return report.diagnostics.enumerated().sorted { x, y in
            let (a, b) = (x.element, y.element)
            if a.file != b.file { return (rank(a.file), a.file) < (rank(b.file), b.file) }
            return (a.position, x.offset) < (b.position, y.offset)
        }.map(\.element)
    }

    /// Every focus the app can have: each view, in each initial scene, on each platform.
    static func focusContexts(of app: AppModel) -> [KeyContext] {
        let scenes = app.initialScenes.isEmpty ? ["main"] : app.initialScenes.map(\.id)
        var contexts: [KeyContext] = []
        for view in app.allViewDeclarations {
            for scene in scenes {
                for platform in TargetPlatform.allCases {
                    if let c = app.keyContext(forView: view.contextName, scene: scene, platform: platform) {
                        contexts.append(c)
                    }
                }
            }
        }
        return contexts
    }

    // MARK: - Names in `when`

    private static func checkNames(
        _ when: WhenClause, of binding: KeymapBinding, in file: String, known: Set<String>, views: Set<String>,
        report: inout Reporter
    ) {
        var seen: Set<String> = []
        for name in when.identifiers where !known.contains(name) && seen.insert(name).inserted {
            let offset = binding.whenSource.flatMap { wordOffset(of: name, in: $0) } ?? 0
            report.add(
                .error, file, binding.whenPosition, fallback: binding.position, offset: offset, length: name.count,
                name.hasPrefix("focused.")
                    ? "unknown focused value '\(name.dropFirst(8))': no view publishes it"
                    : "unknown context '\(name)': no view declares it",
                hint: Suggestion.didYouMean(name, among: known.sorted()))
        }
        for (name, value) in when.comparedValues where name == "view" && !views.contains(value) {
            let offset = binding.whenSource.flatMap { wordOffset(of: value, in: $0) } ?? 0
            report.add(
                .error, file, binding.whenPosition, fallback: binding.position, offset: offset, length: value.count,
                "unknown view '\(value)'", hint: Suggestion.didYouMean(value, among: views.sorted()))
        }
    }

    /// The character offset of `word` in `text` as a whole word (not part of a longer name).
    static func wordOffset(of word: String, in text: String) -> Int? {
        let chars = Array(text), target = Array(word)
        guard target.count <= chars.count else { return nil }
        func isName(_ c: Character) -> Bool { c.isLetter || c.isNumber || "_.-:$".contains(c) }
        for start in 0...(chars.count - target.count) where Array(chars[start..<start + target.count]) == target {
            let before = start == 0 || !isName(chars[start - 1])
            let after = start + target.count == chars.count || !isName(chars[start + target.count])
            if before && after { return start }
        }
        return nil
    }

    // MARK: - Chords: reserved shortcuts and legacy terminals

    /// macOS's reserved shortcuts (HIG "Keyboards" and `reference/menus.md`) with what the system does.
    static let reserved: [KeyboardShortcut: String] = {
        let table: [(String, String)] = [
            ("cmd+q", "Quit"), ("cmd+h", "Hide"), ("alt+cmd+h", "Hide Others"), ("cmd+m", "Minimize"),
            ("cmd+tab", "the app switcher"), ("cmd+space", "Spotlight"), ("cmd+`", "cycling windows"),
            ("cmd+,", "Settings"), ("cmd+?", "Help"), ("cmd+shift+/", "Help"), ("alt+cmd+escape", "Force Quit"),
            ("ctrl+cmd+f", "Full Screen"), ("cmd+w", "Close"), ("ctrl+space", "input sources"),
            ("ctrl+cmd+space", "the Character Viewer"), ("shift+cmd+3", "screenshots"), ("shift+cmd+4", "screenshots"),
            ("shift+cmd+5", "screenshots"), ("ctrl+cmd+q", "Lock Screen"), ("shift+cmd+q", "Log Out"),
            ("alt+cmd+d", "showing and hiding the Dock"),
        ]
        var map: [KeyboardShortcut: String] = [:]
        for (text, meaning) in table {
            if let chord = try? KeyboardShortcut(parsing: text) { map[chord] = meaning }
        }
        return map
    }()

    /// Why a legacy terminal cannot send `chord` as itself, and whether that is only a note.
    /// - Parameters:
    ///   - bound: lone chords → the commands they fire (an Alt fallback bound to another command hides ⌘).
    ///   - command: the command the chord's binding fires.
    static func terminalProblem(
        _ chord: KeyboardShortcut, bound: [KeyboardShortcut: Set<String>], command: String?, isFirst: Bool
    ) -> (String, Diagnostic.Severity)? {
        let m = chord.modifiers
        let name = chord.canonical
        let unsendable = m.intersection([.function, .capsLock, .numericPad])
        if !unsendable.isEmpty {
            return ("a terminal cannot send '\(name)': it never reports fn, caps lock or the numeric pad", .warning)
        }
        if m.contains(.command) {
            var fallbackModifiers = m
            fallbackModifiers.remove(.command)
            if m.contains(.option) {
                return ("a legacy terminal cannot send '\(name)' (⌘ needs the kitty protocol), and it has no Alt fallback", .warning)
            }
            fallbackModifiers.insert(.option)
            let fallback = KeyboardShortcut(folding: chord.key, exactly: fallbackModifiers)
            if !isFirst {
                return ("a legacy terminal cannot send '\(name)' after a prefix: the Alt fallback applies to a first chord only", .warning)
            }
            if let others = bound[fallback], others.contains(where: { $0 != command }) {
                return ("'\(name)' is unreachable on a legacy terminal: its fallback '\(fallback.canonical)' is bound to another command", .warning)
            }
            if let problem = terminalProblem(fallback, bound: [:], command: nil, isFirst: true), problem.1 == .warning {
                return ("'\(name)' needs the kitty protocol: its fallback '\(fallback.canonical)' is not sendable either", .note)
            }
            return ("'\(name)' needs the kitty protocol; a legacy terminal reaches it as '\(fallback.canonical)'", .note)
        }
        let key = chord.key
        let letter = key.isLetter ? Character(key.scalar) : nil
        if m.contains(.control) {
            if let letter {
                if m.contains(.shift) {
                    return ("a legacy terminal sends '\(name)' as '\(KeyboardShortcut(folding: key, exactly: m.subtracting(.shift)).canonical)'", .warning)
                }
                let same: [Character: String] = [
                    "i": "Tab", "m": "Return", "h": "Backspace", "j": "Return (a line feed)",
                ]
                if let other = same[letter] { return ("a legacy terminal sends '\(name)' as \(other)", .warning) }
                let claimed: [Character: String] = [
                    "c": "cancel (interrupt)", "z": "suspend (SIGTSTP)", "s": "flow control (XOFF)",
                    "q": "flow control (XON)",
                ]
                if let what = claimed[letter] { return ("the terminal claims '\(name)' for \(what)", .warning) }
                // ⌃D ends input on an empty line; after a prefix it is free.
                if letter == "d", isFirst { return ("the terminal claims '\(name)' for end of input", .warning) }
                return nil
            }
            if key == KeyEquivalent("[") { return ("a legacy terminal sends '\(name)' as Escape", .warning) }
            if key == KeyEquivalent("\\") { return ("the terminal claims '\(name)' for quit (SIGQUIT)", .warning) }
            let sendable: Set<KeyEquivalent> = [
                .space, KeyEquivalent("@"), KeyEquivalent("]"), KeyEquivalent("^"), KeyEquivalent("_"), KeyEquivalent("/"),
                .upArrow, .downArrow, .leftArrow, .rightArrow, .home, .end, .pageUp, .pageDown, .insert, .deleteForward,
            ]
            if sendable.contains(key) || (key.functionKeyNumber ?? 99) <= 12 { return nil }
            return ("a legacy terminal cannot send '\(name)'", .warning)
        }
        if m.contains(.option) {
            if key == KeyEquivalent("[") && !m.contains(.shift) {
                return ("a legacy terminal cannot send '\(name)' distinctly: ESC [ starts a control sequence", .warning)
            }
            if letter == "o" && m.contains(.shift) {
                return ("a legacy terminal cannot send '\(name)' distinctly: ESC O starts a function-key sequence", .warning)
            }
        }
        if m.contains(.shift), !m.contains(.option), [KeyEquivalent.return, .escape, .delete, .space].contains(key) {
            return ("a legacy terminal sends '\(name)' as '\(KeyboardShortcut(folding: key, exactly: m.subtracting(.shift)).canonical)'", .warning)
        }
        if (key.functionKeyNumber ?? 0) > 12 {
            return ("a legacy terminal cannot send '\(name)' reliably (most send only F1–F12)", .warning)
        }
        return nil
    }

    private static func checkChords(
        _ binding: KeymapBinding, in file: String, bound: [KeyboardShortcut: Set<String>], report: inout Reporter
    ) {
        // Point at each chord as written (raw text, escapes included) when the source is
        // at hand, else at the binding.
        var written: String?? = nil  // read back only when a chord has something to report
        for (i, chord) in binding.sequence.chords.enumerated() {
            let meaning = reserved[chord]
            let problem = terminalProblem(chord, bound: bound, command: binding.commandID, isFirst: i == 0)
            guard meaning != nil || problem != nil else { continue }
            if written == nil { written = .some(report.keyText(of: binding, in: file)) }
            let text = written ?? nil
            let offset = writtenChordOffset(i, in: text)
            let length = offset == nil ? 1 : writtenChordLength(i, in: text)
            let start = offset == nil ? nil : binding.keyPosition
            if let meaning {
                report.add(
                    .warning, file, start, fallback: binding.position, offset: offset ?? 0, isRawOffset: true,
                    length: length, "'\(chord.canonical)' is reserved by macOS for \(meaning)",
                    hint: "HIG: don't reuse the system's shortcuts; pick another key")
            }
            if let (message, severity) = problem {
                report.add(
                    severity, file, start, fallback: binding.position, offset: offset ?? 0, isRawOffset: true,
                    length: length, message)
            }
        }
    }

    /// The character offset of the `n`th whitespace-separated chord in the key text as written.
    static func writtenChordOffset(_ n: Int, in text: String?) -> Int? {
        guard let text else { return nil }
        var index = 0, count = -1, inWord = false
        for ch in text {
            let isSpace = ch == " " || ch == "\t"
            if !isSpace && !inWord {
                count += 1
                if count == n { return index }
            }
            inWord = !isSpace
            index += 1
        }
        return nil
    }

    static func writtenChordLength(_ n: Int, in text: String?) -> Int {
        guard let text else { return 1 }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        return n < words.count ? words[n].count : 1
    }
}

extension WhenClause {
    /// The `name == value` and `name != value` pairs, and every item of `name in [list]`.
    var comparedValues: [(String, String)] {
        switch self {
        case .equals(let n, let v), .notEquals(let n, let v): [(n, v)]
        case .member(.key(let n), .literal(let items), _): items.map { (n, $0) }
        case .not(let c): c.comparedValues
        case .and(let a, let b), .or(let a, let b): a.comparedValues + b.comparedValues
        default: []
        }
    }
}

/// Builds diagnostics with their source lines, mapping offsets inside JSON strings to columns.
private struct Reporter {
    let sources: [String: String]
    var diagnostics: [Diagnostic] = []
    private var collectors: [String: DiagnosticCollector] = [:]

    init(sources: [String: String]) { self.sources = sources }

    /// Each file's lines, split once (a diagnostic per binding must not rescan the file).
    private var lines: [String: [Substring]] = [:]

    /// Line `n` (1-based) of `file`, without its terminator.
    ///
    /// - Complexity: O(1) after the file's first use.
    mutating func line(_ n: Int, of file: String) -> String? {
        if lines[file] == nil, let text = sources[file] {
            lines[file] = text.sourceLines()
        }
        guard let all = lines[file], n >= 1, n <= all.count else { return nil }
        return String(all[n - 1])
    }

    mutating func withSource(_ d: Diagnostic) -> Diagnostic {
        var copy = d
        if copy.sourceLine == nil { copy.sourceLine = line(d.position.line, of: d.file) }
        return copy
    }

    /// The binding's `"key"` string as written (escapes not decoded), read back from the source.
    mutating func keyText(of binding: KeymapBinding, in file: String) -> String? {
        guard binding.keyPosition != nil else { return nil }
        return binding.sequence.isEmpty ? nil : rawKeyText(binding, file)
    }

    private mutating func rawKeyText(_ binding: KeymapBinding, _ file: String) -> String? {
        guard let position = binding.keyPosition, let line = line(position.line, of: file) else { return nil }
        let chars = Array(line)
        var i = position.column  // just after the opening quote
        var text = ""
        while i < chars.count, chars[i] != "\"" {
            text.append(chars[i])
            i += 1
        }
        return text
    }

    mutating func add(
        _ severity: Diagnostic.Severity, _ file: String, _ stringStart: SourcePosition?, fallback: SourcePosition,
        offset: Int = 0, isRawOffset: Bool = false, length: Int, _ message: String, hint: String? = nil
    ) {
        var position = fallback
        var span = 1
        if let stringStart, isRawOffset {
            position = stringStart.inString(offset: offset)
            span = length
        } else if let stringStart {
            if collectors[file] == nil {
                collectors[file] = DiagnosticCollector(file: SourceFile(name: file, text: sources[file] ?? ""))
            }
            if sources[file] != nil, var collector = collectors[file] {
                position = collector.position(inString: stringStart, offset: offset)
                collectors[file] = collector
            } else {
                position = stringStart.inString(offset: offset)
            }
            span = length
        }
        let d = Diagnostic(severity, file: file, position: position, length: span, message: message, hint: hint)
        diagnostics.append(withSource(d))
    }
}
