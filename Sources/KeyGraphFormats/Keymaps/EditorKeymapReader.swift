import KeyGraph

/// Reads other editors' keymaps, each a JSON array of entries, in one pass over their bytes,
/// as those editors read them: the array here, each entry by its dialect's reader
/// (``DialectFormat/readEntry``), reached through
/// ``KeymapLoader/load(_:commands:accepting:platform:)``.
///
/// Imports are read-only and lenient, like the editors: commands are kept as opaque names,
/// and an entry whose key or `when` the editor would not read either is skipped with a
/// located warning. Only a file that is not JSON, or holds an entry that is not an object,
/// fails to load. A JSON syntax error is reported by ``JSONCParser``, in its words.
struct EditorKeymapReader {
    var scanner: JSONCScanner
    var diagnostics: DiagnosticCollector
    var cache: KeymapLoader.ParseCache
    let dialect: KeymapDialect
    var bindings: [KeymapBinding] = []
    /// Gives the bindings on equal keys one chord array (docs/performance.md).
    var sequences = KeySequenceInterner()

    /// The keymap in `file`, or nil when the file is not a top-level array (KeyGraph's own
    /// format, or not a keymap).
    static func read(
        _ file: SourceFile, accepting formats: Set<KeymapDialect>, platform: TargetPlatform
    ) throws(DiagnosticError) -> KeymapLoader.Loaded? {
        var text = file.text
        let result: Result<Outcome?, SyntaxError> = text.withUTF8 { bytes in
            var scanner = JSONCScanner(bytes)
            do throws(SyntaxError) {
                try scanner.skipTrivia()
                guard scanner.current == UInt8(ascii: "[") else { return .success(nil) }
                let dialect = try Self.dialect(of: scanner, accepting: formats)
                var reader = EditorKeymapReader(
                    scanner: scanner, diagnostics: DiagnosticCollector(file: file),
                    cache: KeymapLoader.ParseCache(dialect: dialect, platform: platform), dialect: dialect)
                return .success(try reader.readFile())
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(.loaded(let loaded)?):
            return loaded
        case .success(.failed(let errors)?):
            throw DiagnosticError(errors)
        case .success(nil):
            return nil
        case .failure(let error):
            // The tree parser words every syntax error; it finds this one too.
            var diagnostics = DiagnosticCollector(file: file)
            _ = try diagnostics.parseJSON()
            diagnostics.error(error.message, at: error.position, hint: error.hint)
            throw DiagnosticError(diagnostics.reportedErrors)
        }
    }

    /// The dialect of the array at `start`: the accepted one whose definition claims the
    /// first member name that one of them claims (``DialectFormat/entryMembers``), looking
    /// at the first eight entries; with one dialect accepted, that one, unless no dialect at
    /// all claims a member of those entries. With no entry that tells (an empty array,
    /// entries that are no objects), the first accepted dialect that reads arrays.
    /// - Throws: a located error at the first entry when its members are no dialect's.
    static func dialect(of start: JSONCScanner, accepting formats: Set<KeymapDialect>) throws(SyntaxError)
        -> KeymapDialect
    {
        let readers = KeymapDialect.allCases.filter { $0.format.readEntry != nil }
        let accepted = readers.filter { formats.contains($0) }
        guard let fallback = accepted.first else { return readers[0] }
        var scanner = start
        scanner.index += 1
        var unclaimed: (name: String, at: SourcePosition)? = nil
        func claimant(_ name: String) -> KeymapDialect? {
            accepted.count > 1 ? accepted.first { $0.format.entryMembers.contains(name) } : nil
        }
        for _ in 0..<8 {
            try scanner.skipTrivia()
            guard scanner.current == UInt8(ascii: "{") else {
                guard scanner.current != UInt8(ascii: "]"), scanner.current != nil else { break }
                try scanner.skipValue()
                guard try scanner.take(UInt8(ascii: ",")) else { break }
                continue
            }
            let entryAt = scanner.here()
            scanner.index += 1
            while true {
                try scanner.skipTrivia()
                guard scanner.current == UInt8(ascii: "\"") else { break }
                let name = try scanner.string()
                if let dialect = claimant(name) { return dialect }
                if readers.contains(where: { $0.format.entryMembers.contains(name) }) {
                    guard accepted.count > 1 else { return fallback }
                } else if unclaimed == nil {
                    unclaimed = (name, entryAt)
                }
                guard try scanner.take(UInt8(ascii: ":")) else { return fallback }
                try scanner.skipValue()
                guard try scanner.take(UInt8(ascii: ",")) else { break }
            }
            try scanner.skipTrivia()
            guard try scanner.take(UInt8(ascii: "}")), try scanner.take(UInt8(ascii: ",")) else { break }
        }
        if let unclaimed {
            let formats = readers.map {
                "\($0.displayName)'s have \($0.format.entryMembers.joined(separator: ", "))"
            }
            throw SyntaxError(
                "an entry with '\(unclaimed.name.escapedForDisplay)' is no keymap entry KeyGraph reads: "
                    + formats.joined(separator: "; "),
                at: unclaimed.at)
        }
        return fallback
    }

    /// A file read: its keymap, or the errors that stop it loading.
    enum Outcome {
        case loaded(KeymapLoader.Loaded)
        case failed([Diagnostic])
    }

    mutating func readFile() throws(SyntaxError) -> Outcome {
        let readEntry = dialect.format.readEntry
        scanner.index += 1
        while true {
            try scanner.skipTrivia()
            if scanner.current == UInt8(ascii: "]") {
                scanner.index += 1
                break
            }
            let position = scanner.here()
            if scanner.current == UInt8(ascii: "{"), let readEntry {
                try readEntry(&self, position)
            } else {
                diagnostics.error("an entry is an object, found \(scanner.kindOfValue())", at: position)
                try scanner.skipValue(depth: 1)
            }
            try scanner.skipTrivia()
            if try scanner.take(UInt8(ascii: ",")) { continue }
            guard try scanner.take(UInt8(ascii: "]")) else { throw scanner.error("expected ',' or ']'") }
            break
        }
        try scanner.skipTrivia()
        guard scanner.isAtEnd else { throw scanner.error("unexpected text after the end of the JSON value") }
        if !diagnostics.errors.isEmpty { return .failed(diagnostics.reportedErrors) }
        let keymap = Keymap(
            name: dialect.displayName, file: diagnostics.file.name, bindings: bindings, dialect: dialect)
        return .loaded(KeymapLoader.Loaded(keymap: keymap, warnings: diagnostics.reportedWarnings, format: dialect))
    }

    // MARK: - Members

    /// The member names the readers know; anything else is `.other`.
    enum Member: Equatable {
        case key, command, when, args, context, bindings, unbind, useKeyEquivalents, other
    }

    /// The member name at the scanner, with where it starts and its text.
    mutating func memberName() throws(SyntaxError) -> (member: Member, name: String, at: SourcePosition) {
        guard scanner.current == UInt8(ascii: "\"") else { throw scanner.error("expected a quoted key") }
        let at = scanner.here()
        let name = try scanner.string()
        let member: Member =
            switch name {
            case "key": .key
            case "command": .command
            case "when": .when
            case "args": .args
            case "context": .context
            case "bindings": .bindings
            case "unbind": .unbind
            case "use_key_equivalents": .useKeyEquivalents
            default: .other
            }
        guard try scanner.take(UInt8(ascii: ":")) else { throw scanner.error("expected ':'") }
        try scanner.skipTrivia()
        return (member, name, at)
    }

    /// Warns that `name` appears again in one object; the editor keeps the last.
    /// Reads the members of the object at the scanner (at its `{`), each handed to `read`
    /// with its kind, name and position; a known member that appears again is warned about
    /// as an entry's of `what` (the dialects' readers share this loop).
    mutating func readMembers(
        of what: String, _ read: (inout Self, Member, String, SourcePosition) throws(SyntaxError) -> Void
    ) throws(SyntaxError) {
        scanner.index += 1
        var seen: [Member] = []
        try scanner.skipTrivia()
        if scanner.current == UInt8(ascii: "}") {
            scanner.index += 1
            return
        }
        repeat {
            let (member, name, at) = try memberName()
            if member != .other {
                if seen.contains(member) { warnRepeated(name, at: at, in: what) }
                seen.append(member)
            }
            try read(&self, member, name, at)
        } while try nextMember()
    }

    mutating func warnRepeated(_ name: String, at position: SourcePosition, in what: String) {
        diagnostics.warning(
            "'\(name.escapedForDisplay)' appears again in this \(what); the last one is used, as \(dialect.displayName) does",
            at: position, length: name.count + 2, hint: "remove one of them")
    }

    /// A string value at the scanner, with where it starts; nil (the value skipped) for another
    /// kind. `depth` is how many arrays and objects enclose the value.
    mutating func stringValue(depth: Int) throws(SyntaxError) -> (text: String, at: SourcePosition)? {
        let at = scanner.here()
        guard scanner.current == UInt8(ascii: "\"") else {
            try scanner.skipValue(depth: depth)
            return nil
        }
        return (try scanner.string(), at)
    }

    /// The value at the scanner as written (its JSON text), for a command's arguments.
    mutating func rawValue(depth: Int) throws(SyntaxError) -> String {
        let start = scanner.index
        try scanner.skipValue(depth: depth)
        return String(decoding: UnsafeBufferPointer(rebasing: scanner.bytes[start..<scanner.index]), as: UTF8.self)
    }

    /// After a member: true after a ',' (more may follow), false after the closing '}'.
    mutating func nextMember() throws(SyntaxError) -> Bool {
        try scanner.skipTrivia()
        if try scanner.take(UInt8(ascii: ",")) {
            try scanner.skipTrivia()
            if scanner.current == UInt8(ascii: "}") {
                scanner.index += 1
                return false
            }
            return true
        }
        guard try scanner.take(UInt8(ascii: "}")) else { throw scanner.error("expected ',' or '}'") }
        return false
    }

    // MARK: - Keys and clauses

    mutating func parseKeys(_ text: String, at position: SourcePosition) -> KeySequence? {
        do {
            return try cache.sequence(text)
        } catch {
            let at = diagnostics.position(inString: position, offset: error.column - 1, for: .warning)
            diagnostics.warning("skipped: \(error.message)", at: at, length: error.length, hint: error.hint)
            return nil
        }
    }

    /// The clause of a `when` or `context` string; nil, with a warning, when it does not parse.
    mutating func parseWhen(_ text: String, at position: SourcePosition) -> WhenClause?? {
        do {
            return .some(try cache.when(text))
        } catch {
            diagnostics.warning(
                "skipped: \(error.message)",
                at: diagnostics.position(inString: position, offset: error.column - 1, for: .warning),
                length: error.length, hint: error.hint)
            return nil
        }
    }
}
