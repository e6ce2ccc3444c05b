import KeyGraph

/// Reads a well-formed keymap file in one pass over its bytes, without building a
/// JSON tree: the path that keeps loading 10,000 bindings within SPEC §12's budget.
///
/// It accepts a strict subset of what ``KeymapLoader`` accepts — an object with a
/// `"keymap"` string and a `"bindings"` array of objects whose members are `"key"`
/// (a string), `"command"` (a string or null) and `"when"` (a string or null), with
/// strings that hold no escapes or control characters — and, for that subset,
/// produces the very same ``Keymap``, positions included. Anything else (another
/// member, `"args"`, an escape, a syntax or semantic error) returns nil, and the
/// caller loads the file through the JSON tree, which reports every error exactly.
/// The keymap fuzz target checks that both paths agree.
struct KeymapFastReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var columns = ColumnCounter()
    /// Decoded bytes of a string that holds escapes.
    private var scratch: [UInt8] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The keymap in `file`, or nil when the file needs the full loader.
    static func read(_ file: SourceFile, commands: CommandRegistry?, cache: inout KeymapLoader.ParseCache) -> Keymap? {
        var text = file.text
        return text.withUTF8 { bytes in
            var reader = KeymapFastReader(bytes)
            return reader.readKeymap(file: file.name, commands: commands, cache: &cache)
        }
    }

    // MARK: - Positions

    /// The position of byte `i` on the current line, counted exactly as ``JSONCParser``
    /// counts it. Requests come in increasing order, so the count carries forward.
    private mutating func position(_ i: Int) -> SourcePosition {
        SourcePosition(line: line, column: columns.column(at: i, lineStart: lineStart, in: bytes))
    }

    // MARK: - Tokens

    /// Skips white space and comments; false on a malformed comment.
    private mutating func skipTrivia() -> Bool {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            case UInt8(ascii: "/"):
                guard index + 1 < bytes.count else { return false }
                if bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else if bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while true {
                        guard index + 1 < bytes.count else { return false }
                        if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                            index += 2
                            break
                        }
                        if bytes[index] == 0x0A {
                            line += 1
                            lineStart = index + 1
                        }
                        index += 1
                    }
                } else {
                    return false
                }
            default: return true
            }
        }
        return true
    }

    /// Consumes `byte` after trivia.
    private mutating func take(_ byte: UInt8) -> Bool {
        guard skipTrivia(), index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// After an element or member: a ',' (true, more may follow) or the closing byte (false).
    /// A trailing comma before the closing byte is allowed, as in the full parser.
    private mutating func separator(closing: UInt8) -> Bool? {
        guard skipTrivia(), index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            return true
        }
        if bytes[index] == closing {
            index += 1
            return false
        }
        return nil
    }

    /// Reads the string whose opening quote is at `index` and passes its decoded UTF-8
    /// bytes to `body`. Nil for what the full parser must judge: a control character,
    /// a `\u` escape, an unknown escape, an unterminated string.
    private mutating func string<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R?) -> R? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        var i = start
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                index = i + 1
                return body(UnsafeBufferPointer(rebasing: bytes[start..<i]))
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { return nil }
            i += 1
        }
        // Escapes: decoded into a scratch buffer.
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: bytes[start..<i])
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                index = i + 1
                return scratch.withUnsafeBufferPointer { body($0) }
            }
            if b < 0x20 { return nil }
            if b == UInt8(ascii: "\\") {
                guard i + 1 < bytes.count else { return nil }
                switch bytes[i + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(bytes[i + 1])
                case UInt8(ascii: "b"): scratch.append(0x08)
                case UInt8(ascii: "f"): scratch.append(0x0C)
                case UInt8(ascii: "n"): scratch.append(0x0A)
                case UInt8(ascii: "r"): scratch.append(0x0D)
                case UInt8(ascii: "t"): scratch.append(0x09)
                default: return nil
                }
                i += 2
                continue
            }
            scratch.append(b)
            i += 1
        }
        return nil
    }

    /// The string at `index`, decoded.
    private mutating func string() -> String? {
        string { String(decoding: $0, as: UTF8.self) }
    }

    /// `null`, not followed by more of a word.
    private mutating func null() -> Bool {
        guard bytes.count - index >= 4, bytes[index] == UInt8(ascii: "n"), bytes[index + 1] == UInt8(ascii: "u"),
            bytes[index + 2] == UInt8(ascii: "l"), bytes[index + 3] == UInt8(ascii: "l")
        else { return false }
        index += 4
        return true
    }

    /// The member names this reader knows.
    private enum Name { case keymap, bindings, key, command, when, other }

    /// The member name at `index`.
    private mutating func memberName() -> Name? {
        string { name -> Name in
            func equals(_ word: StaticString) -> Bool {
                word.withUTF8Buffer { Self.equal($0, name) }
            }
            return if equals("key") { .key } else if equals("command") { .command } else if equals("when") { .when }
                else if equals("keymap") { .keymap } else if equals("bindings") { .bindings } else { .other }
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
    ) -> Keymap? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
        guard take(UInt8(ascii: "{")) else { return nil }
        var name: String? = nil
        var bindings: [KeymapBinding]? = nil
        while true {
            guard skipTrivia(), index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                break
            }
            guard let key = memberName(), take(UInt8(ascii: ":")), skipTrivia() else { return nil }
            // A repeated member goes to the full loader.
            if key == .keymap, name == nil {
                guard let value = string() else { return nil }
                name = value
            } else if key == .bindings, bindings == nil {
                guard let list = readBindings(commands: commands, cache: &cache) else { return nil }
                bindings = list
            } else {
                return nil
            }
            guard let more = separator(closing: UInt8(ascii: "}")) else { return nil }
            if !more { break }
        }
        guard skipTrivia(), index == bytes.count, let bindings else { return nil }
        return Keymap(name: name ?? "Keymap", file: file, bindings: bindings)
    }

    private mutating func readBindings(
        commands: CommandRegistry?, cache: inout KeymapLoader.ParseCache
    ) -> [KeymapBinding]? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
        index += 1
        var bindings: [KeymapBinding] = []
        while true {
            guard skipTrivia(), index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return bindings
            }
            guard let binding = readBinding(commands: commands, cache: &cache) else { return nil }
            bindings.append(binding)
            guard let more = separator(closing: UInt8(ascii: "]")) else { return nil }
            if !more { return bindings }
        }
    }

    private mutating func readBinding(
        commands: CommandRegistry?, cache: inout KeymapLoader.ParseCache
    ) -> KeymapBinding? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        let position = position(index)
        index += 1
        // Each value is read as it comes; the last of a repeated member wins, as in the full loader.
        var sequence: (value: KeySequence, at: SourcePosition)? = nil
        var action: (value: KeymapBinding.Action, at: SourcePosition)? = nil
        var when: (clause: WhenClause?, source: String?, at: SourcePosition)? = nil
        while true {
            guard skipTrivia(), index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                break
            }
            guard let member = memberName(), take(UInt8(ascii: ":")), skipTrivia(), index < bytes.count else { return nil }
            let at = self.position(index)
            switch member {
            case .key:
                // A key that does not parse goes to the full loader, which reports it.
                let parsed = string { text -> KeySequence? in try? cache.sequence(bytes: text) }
                guard let parsed else { return nil }
                sequence = (parsed, at)
            case .command:
                if null() {
                    action = (.block, at)
                } else {
                    guard let id = string() else { return nil }
                    let isRemoval = id.utf8.first == UInt8(ascii: "-")
                    let bare = isRemoval ? String(id.dropFirst()) : id
                    if bare.isEmpty { return nil }
                    if let commands, commands.command(id: bare) == nil { return nil }
                    action = (isRemoval ? .remove(bare) : .command(bare), at)
                }
            case .when:
                if null() {
                    when = (nil, nil, at)
                } else {
                    guard let source = string(), let clause = try? cache.when(source) else { return nil }
                    when = (clause, source, at)
                }
            case .keymap, .bindings, .other:
                return nil
            }
            guard let more = separator(closing: UInt8(ascii: "}")) else { return nil }
            if !more { break }
        }
        guard let action else { return nil }
        if sequence == nil {
            // A removal without a key removes the command's bindings on every key.
            guard case .remove = action.value else { return nil }
        }
        return KeymapBinding(
            sequence: sequence?.value ?? KeySequence([]), action: action.value, when: when?.clause,
            whenSource: when?.source, arguments: nil, position: position, keyPosition: sequence?.at,
            commandPosition: action.at, whenPosition: when?.at)
    }
}
