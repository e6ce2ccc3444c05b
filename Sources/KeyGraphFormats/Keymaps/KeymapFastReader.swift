import KeyGraph

/// Reads a well-formed keymap file in one pass over its bytes, without building a
/// JSON tree: the path that keeps loading 10,000 bindings within its budget (a 10k keymap in about 10 ms).
///
/// It accepts a strict subset of what ``KeymapLoader`` accepts — an object with a
/// `"keymap"` string, a `"$schema"` string and a `"bindings"` array of objects whose members are `"key"`
/// (a string), `"command"` (a string or null) and `"when"` (a string or null) — and,
/// for that subset, produces the very same ``Keymap``, positions included: it reads
/// the file with the same ``JSONCScanner`` as ``JSONCParser``. Anything else (another
/// member, `"args"`, a syntax or semantic error) returns nil, and the caller loads the
/// file through the JSON tree, which reports every error exactly. The keymap fuzz
/// target checks that both paths agree.
struct KeymapFastReader {
    private var scanner: JSONCScanner
    /// Gives the bindings on equal keys one chord array (docs/performance.md).
    private var sequences = KeySequenceInterner()

    /// The keymap in `file`, or nil when the file needs the full loader.
    static func read(_ file: SourceFile, commands: CommandRegistry?, cache: inout KeymapLoader.ParseCache) -> Keymap? {
        var text = file.text
        return text.withUTF8 { bytes in
            var reader = KeymapFastReader(scanner: JSONCScanner(bytes))
            return try? reader.readKeymap(file: file.name, commands: commands, cache: &cache)
        }
    }

    /// Why the reader gives the file to the full loader: a syntax error the scanner
    /// found, or anything outside the subset this reader reads.
    private struct Declined: Error {}

    /// Consumes `byte` after trivia, or declines.
    private mutating func expect(_ byte: UInt8) throws {
        guard try scanner.take(byte) else { throw Declined() }
    }

    /// After an element or member: a ',' (true, more may follow) or the closing byte (false).
    /// A trailing comma before the closing byte is allowed, as in the full parser.
    private mutating func separator(closing: UInt8) throws -> Bool {
        try scanner.skipTrivia()
        switch scanner.current {
        case UInt8(ascii: ","):
            scanner.index += 1
            return true
        case closing:
            scanner.index += 1
            return false
        default:
            throw Declined()
        }
    }

    /// The string at the scanner, or decline.
    private mutating func string() throws -> String {
        guard scanner.current == UInt8(ascii: "\"") else { throw Declined() }
        return try scanner.string()
    }

    /// The member names this reader knows.
    private enum Name { case schema, keymap, bindings, key, command, when, other }

    /// The member name at the scanner.
    private mutating func memberName() throws -> Name {
        guard scanner.current == UInt8(ascii: "\"") else { throw Declined() }
        return try scanner.withString { name -> Name in
            func equals(_ word: StaticString) -> Bool {
                word.withUTF8Buffer { Self.equal($0, name) }
            }
            return if equals("key") { .key } else if equals("command") { .command } else if equals("when") {
                .when
            } else if equals("keymap") { .keymap } else if equals("bindings") { .bindings } else if equals("$schema") {
                .schema
            } else { .other }
        }
    }

    /// Whether two byte ranges hold the same bytes (a plain loop: the generic
    /// `elementsEqual` cost more than the rest of reading a binding).
    @inline(__always) static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for i in 0..<a.count where a[i] != b[i] { return false }
        return true
    }

    // MARK: - The keymap

    private mutating func readKeymap(
        file: String, commands: CommandRegistry?, cache: inout KeymapLoader.ParseCache
    ) throws -> Keymap {
        try expect(UInt8(ascii: "{"))
        var name: String? = nil
        var schema: String? = nil
        var bindings: [KeymapBinding]? = nil
        while true {
            try scanner.skipTrivia()
            if scanner.current == UInt8(ascii: "}") {
                scanner.index += 1
                break
            }
            let key = try memberName()
            try expect(UInt8(ascii: ":"))
            try scanner.skipTrivia()
            // A repeated member goes to the full loader.
            if key == .keymap, name == nil {
                name = try string()
            } else if key == .schema, schema == nil {
                let text = try string()
                if text.isEmpty { throw Declined() }
                schema = text
            } else if key == .bindings, bindings == nil {
                bindings = try readBindings(commands: commands, cache: &cache)
            } else {
                throw Declined()
            }
            guard try separator(closing: UInt8(ascii: "}")) else { break }
        }
        try scanner.skipTrivia()
        guard scanner.isAtEnd, let bindings else { throw Declined() }
        return Keymap(name: name ?? "Keymap", file: file, bindings: bindings)
    }

    private mutating func readBindings(
        commands: CommandRegistry?, cache: inout KeymapLoader.ParseCache
    ) throws -> [KeymapBinding] {
        guard scanner.current == UInt8(ascii: "[") else { throw Declined() }
        scanner.index += 1
        var bindings: [KeymapBinding] = []
        // Room for them all at once: each binding opens one brace, and nothing else a file
        // this reader accepts does, outside strings. Grown by doubling instead, the array of
        // 100,000 bindings would hold room for 131,072 (4 MB unused).
        var braces = 0
        for byte in UnsafeBufferPointer(rebasing: scanner.bytes[scanner.index...]) where byte == UInt8(ascii: "{") {
            braces += 1
        }
        bindings.reserveCapacity(braces)
        while true {
            try scanner.skipTrivia()
            if scanner.current == UInt8(ascii: "]") {
                scanner.index += 1
                return bindings
            }
            bindings.append(try readBinding(commands: commands, cache: &cache))
            guard try separator(closing: UInt8(ascii: "]")) else { return bindings }
        }
    }

    private mutating func readBinding(
        commands: CommandRegistry?, cache: inout KeymapLoader.ParseCache
    ) throws -> KeymapBinding {
        guard scanner.current == UInt8(ascii: "{") else { throw Declined() }
        let position = scanner.here()
        scanner.index += 1
        // Each value is read as it comes.
        var sequence: (value: KeySequence, at: SourcePosition)? = nil
        var action: (value: KeymapBinding.Action, at: SourcePosition)? = nil
        var when: (clause: WhenClause?, source: String?, at: SourcePosition)? = nil
        while true {
            try scanner.skipTrivia()
            if scanner.current == UInt8(ascii: "}") {
                scanner.index += 1
                break
            }
            let member = try memberName()
            try expect(UInt8(ascii: ":"))
            try scanner.skipTrivia()
            let at = scanner.here()
            // A repeated member goes to the full loader, which warns about it.
            switch member {
            case .key where sequence != nil, .command where action != nil, .when where when != nil:
                throw Declined()
            default: break
            }
            switch member {
            case .key:
                guard scanner.current == UInt8(ascii: "\"") else { throw Declined() }
                // A key that does not parse goes to the full loader, which reports it.
                let parsed = try scanner.withString { text -> KeySequence? in try? cache.sequence(bytes: text) }
                guard var parsed else { throw Declined() }
                sequences.share(&parsed)
                sequence = (parsed, at)
            case .command:
                action = (try readAction(commands: commands), at)
            case .when:
                if scanner.take(word: "null") {
                    when = (nil, nil, at)
                } else {
                    let source = try string()
                    guard let shared = try? cache.sharedWhen(source) else { throw Declined() }
                    when = (shared.clause, shared.source, at)
                }
            case .schema, .keymap, .bindings, .other:
                throw Declined()
            }
            guard try separator(closing: UInt8(ascii: "}")) else { break }
        }
        guard let action else { throw Declined() }
        if sequence == nil {
            // A removal without a key removes the command's bindings on every key.
            guard case .remove = action.value else { throw Declined() }
        }
        return KeymapBinding(
            sequence: sequence?.value ?? KeySequence([]), action: action.value, when: when?.clause,
            whenSource: when?.source, arguments: nil, position: position, keyPosition: sequence?.at,
            commandPosition: action.at, whenPosition: when?.at)
    }

    /// A `"command"` value: null blocks; `-id` removes; an id must be a known command when `commands` is given.
    private mutating func readAction(commands: CommandRegistry?) throws -> KeymapBinding.Action {
        if scanner.take(word: "null") { return .block }
        let id = try string()
        let isRemoval = id.utf8.first == UInt8(ascii: "-")
        let bare = isRemoval ? String(id.dropFirst()) : id
        if bare.isEmpty { throw Declined() }
        if let commands, commands.command(id: bare) == nil { throw Declined() }
        return isRemoval ? .remove(bare) : .command(bare)
    }
}
