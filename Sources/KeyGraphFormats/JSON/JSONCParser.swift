import KeyGraph

/// Reads JSON with comments (`//`, `/* */`) and trailing commas — the VS Code and
/// Zed keymap convention — into a tree that keeps the line and column of every value.
package struct JSONCParser {
    /// How deeply arrays and objects may nest before the file is rejected.
    package static let maximumDepth = 64

    private var scanner: JSONCScanner
    private var depth = 0

    /// Parses a whole document; anything after the top-level value is an error.
    package static func parse(_ text: String) throws(SyntaxError) -> JSONNode {
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(SyntaxError) in
                var parser = JSONCParser(scanner: JSONCScanner(bytes))
                return try parser.parseDocument()
            }
        }
        return try result.get()
    }

    private mutating func parseDocument() throws(SyntaxError) -> JSONNode {
        try scanner.skipTrivia()
        guard !scanner.isAtEnd else { throw scanner.error("the file is empty; expected a JSON value") }
        let node = try parseValue()
        try scanner.skipTrivia()
        if !scanner.isAtEnd { throw scanner.error("unexpected text after the end of the JSON value") }
        return node
    }

    // MARK: - Values

    private mutating func parseValue() throws(SyntaxError) -> JSONNode {
        let start = scanner.here()
        guard let byte = scanner.current else { throw scanner.error("unexpected end of file; expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(start)
        case UInt8(ascii: "["): return try parseArray(start)
        case UInt8(ascii: "\""): return JSONNode(.string(try scanner.string()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try scanner.number()), at: start)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return JSONNode(.null, at: start)
        case UInt8(ascii: "'"):
            throw scanner.error("strings use double quotes", hint: "write \"…\" instead of '…'")
        default:
            throw scanner.error("unexpected \(scanner.describeCurrent()); expected a value")
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(SyntaxError) {
        guard scanner.take(word: word) else {
            throw scanner.error(
                "unexpected \(scanner.describeCurrent()); expected a value", hint: "JSON words are true, false and null"
            )
        }
    }

    private mutating func enter() throws(SyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw scanner.error("nesting deeper than \(Self.maximumDepth) levels")
        }
    }

    private mutating func parseObject(_ start: SourcePosition) throws(SyntaxError) -> JSONNode {
        try enter()
        scanner.index += 1
        var members: [JSONNode.Member] = []
        while true {
            try scanner.skipTrivia()
            guard let byte = scanner.current else { throw SyntaxError("unclosed '{'", at: start) }
            if byte == UInt8(ascii: "}") {
                scanner.index += 1
                break
            }
            guard byte == UInt8(ascii: "\"") else {
                if byte == UInt8(ascii: "'") {
                    throw scanner.error("strings use double quotes", hint: "write \"…\" instead of '…'")
                }
                throw scanner.error("unexpected \(scanner.describeCurrent()); expected a quoted key or '}'")
            }
            let keyPosition = scanner.here()
            let key = try scanner.string()
            guard try scanner.take(UInt8(ascii: ":")) else {
                throw scanner.error("expected ':' after the key \"\(key.escapedForDisplay)\"")
            }
            try scanner.skipTrivia()
            let value = try parseValue()
            members.append(JSONNode.Member(key: key, keyPosition: keyPosition, value: value))
            guard try closes(UInt8(ascii: "}"), start: start, opener: "{", after: "a member") else { continue }
            break
        }
        depth -= 1
        return JSONNode(.object(members), at: start)
    }

    private mutating func parseArray(_ start: SourcePosition) throws(SyntaxError) -> JSONNode {
        try enter()
        scanner.index += 1
        var elements: [JSONNode] = []
        while true {
            try scanner.skipTrivia()
            guard let byte = scanner.current else { throw SyntaxError("unclosed '['", at: start) }
            if byte == UInt8(ascii: "]") {
                scanner.index += 1
                break
            }
            elements.append(try parseValue())
            guard try closes(UInt8(ascii: "]"), start: start, opener: "[", after: "an element") else { continue }
            break
        }
        depth -= 1
        return JSONNode(.array(elements), at: start)
    }

    /// After a member or element: false after a ',' (more may follow, or a trailing
    /// comma before the closing byte), true after the closing byte.
    private mutating func closes(
        _ closing: UInt8, start: SourcePosition, opener: String, after what: String
    ) throws(SyntaxError) -> Bool {
        try scanner.skipTrivia()
        switch scanner.current {
        case UInt8(ascii: ","):
            scanner.index += 1
            return false
        case closing:
            scanner.index += 1
            return true
        case nil:
            throw SyntaxError("unclosed '\(opener)'", at: start)
        case let byte?:
            let close = Character(Unicode.Scalar(closing))
            let hint: String? =
                closing == UInt8(ascii: "}")
                ? (byte == UInt8(ascii: "\"") ? "a ',' is missing" : nil) : "a ',' may be missing"
            throw scanner.error("expected ',' or '\(close)' after \(what)", hint: hint)
        }
    }
}
