import KeyGraph

/// Reads JSON with comments (`//`, `/* */`) and trailing commas — the VS Code and
/// Zed keymap convention — keeping the line and column of every value.
public struct JSONCParser {
    /// How deeply arrays and objects may nest before the file is rejected.
    public static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Parses a whole document; anything after the top-level value is an error.
    public static func parse(_ text: String) throws(SyntaxError) -> JSONNode {
        var parser = JSONCParser(text)
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.index = 3
            parser.lineStart = 3
        }
        try parser.skipTrivia()
        guard parser.index < parser.bytes.count else {
            throw SyntaxError("the file is empty; expected a JSON value", at: parser.here())
        }
        let node = try parser.parseValue()
        try parser.skipTrivia()
        if parser.index < parser.bytes.count {
            throw SyntaxError("unexpected text after the end of the JSON value", at: parser.here())
        }
        return node
    }

    // MARK: - Positions

    private var columns = ColumnCounter()

    /// The position of `index` (columns count characters; see ``ColumnCounter``).
    private mutating func here() -> SourcePosition {
        SourcePosition(line: line, column: columns.column(at: index, lineStart: lineStart, in: bytes))
    }

    private mutating func error(_ message: String, hint: String? = nil) -> SyntaxError {
        SyntaxError(message, at: here(), hint: hint)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "the end of the file" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x\(String(b, radix: 16, uppercase: true))"
    }

    // MARK: - Trivia

    private mutating func skipTrivia() throws(SyntaxError) {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            case UInt8(ascii: "/"):
                guard index + 1 < bytes.count else { throw error("unexpected '/'", hint: "comments start with // or /*") }
                if bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else if bytes[index + 1] == UInt8(ascii: "*") {
                    let start = here()
                    index += 2
                    var closed = false
                    while index < bytes.count {
                        if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                            index += 2
                            closed = true
                            break
                        }
                        if bytes[index] == 0x0A {
                            line += 1
                            lineStart = index + 1
                        }
                        index += 1
                    }
                    if !closed { throw SyntaxError("unterminated /* comment", at: start, hint: nil) }
                } else {
                    throw error("unexpected '/'", hint: "comments start with // or /*")
                }
            default: return
            }
        }
    }

    // MARK: - Values

    private mutating func parseValue() throws(SyntaxError) -> JSONNode {
        let start = here()
        guard let byte = current else { throw error("unexpected end of file; expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(start)
        case UInt8(ascii: "["): return try parseArray(start)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber(start)
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
            throw error("strings use double quotes", hint: "write \"…\" instead of '…'")
        default:
            throw error("unexpected \(describeCurrent()); expected a value")
        }
    }

    private mutating func expectWord(_ word: String) throws(SyntaxError) {
        let utf8 = Array(word.utf8)
        guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw error("unexpected \(describeCurrent()); expected a value", hint: "JSON words are true, false and null")
        }
        index += utf8.count
    }

    private mutating func enter() throws(SyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("nesting deeper than \(Self.maximumDepth) levels")
        }
    }

    private mutating func parseObject(_ start: SourcePosition) throws(SyntaxError) -> JSONNode {
        try enter()
        index += 1
        var members: [JSONNode.Member] = []
        while true {
            try skipTrivia()
            guard let byte = current else { throw SyntaxError("unclosed '{'", at: start, hint: nil) }
            if byte == UInt8(ascii: "}") {
                index += 1
                break
            }
            guard byte == UInt8(ascii: "\"") else {
                if byte == UInt8(ascii: "'") { throw error("strings use double quotes", hint: "write \"…\" instead of '…'") }
                throw error("unexpected \(describeCurrent()); expected a quoted key or '}'")
            }
            let keyPosition = here()
            let key = try parseString()
            try skipTrivia()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key.escapedForDisplay)\"") }
            index += 1
            try skipTrivia()
            let value = try parseValue()
            members.append(JSONNode.Member(key: key, keyPosition: keyPosition, value: value))
            try skipTrivia()
            if current == UInt8(ascii: ",") {
                index += 1
            } else if current == UInt8(ascii: "}") {
                index += 1
                break
            } else if current == nil {
                throw SyntaxError("unclosed '{'", at: start, hint: nil)
            } else {
                throw error("expected ',' or '}' after a member", hint: current == UInt8(ascii: "\"") ? "a ',' is missing" : nil)
            }
        }
        depth -= 1
        return JSONNode(.object(members), at: start)
    }

    private mutating func parseArray(_ start: SourcePosition) throws(SyntaxError) -> JSONNode {
        try enter()
        index += 1
        var elements: [JSONNode] = []
        while true {
            try skipTrivia()
            guard let byte = current else { throw SyntaxError("unclosed '['", at: start, hint: nil) }
            if byte == UInt8(ascii: "]") {
                index += 1
                break
            }
            elements.append(try parseValue())
            try skipTrivia()
            if current == UInt8(ascii: ",") {
                index += 1
            } else if current == UInt8(ascii: "]") {
                index += 1
                break
            } else if current == nil {
                throw SyntaxError("unclosed '['", at: start, hint: nil)
            } else {
                throw error("expected ',' or ']' after an element", hint: "a ',' may be missing")
            }
        }
        depth -= 1
        return JSONNode(.array(elements), at: start)
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        let start = here()
        index += 1
        let contentStart = index
        // Fast path: no escapes.
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                let s = String(decoding: bytes[contentStart..<index], as: UTF8.self)
                index += 1
                return s
            }
            if b == UInt8(ascii: "\\") || b < 0x20 { break }
            index += 1
        }
        var scalars = String(decoding: bytes[contentStart..<index], as: UTF8.self)
        var pending: [UInt8] = []
        func flushPending() {
            if !pending.isEmpty {
                scalars += String(decoding: pending, as: UTF8.self)
                pending.removeAll(keepingCapacity: true)
            }
        }
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                flushPending()
                index += 1
                return scalars
            }
            if b == 0x0A || b == 0x0D {
                throw SyntaxError("unterminated string", at: start, hint: "strings end on the line they start")
            }
            if b < 0x20 { throw error("a control character must be escaped in a string") }
            if b == UInt8(ascii: "\\") {
                flushPending()
                index += 1
                guard let e = current else { break }
                switch e {
                case UInt8(ascii: "\""): scalars += "\""
                case UInt8(ascii: "\\"): scalars += "\\"
                case UInt8(ascii: "/"): scalars += "/"
                case UInt8(ascii: "b"): scalars += "\u{8}"
                case UInt8(ascii: "f"): scalars += "\u{C}"
                case UInt8(ascii: "n"): scalars += "\n"
                case UInt8(ascii: "r"): scalars += "\r"
                case UInt8(ascii: "t"): scalars += "\t"
                case UInt8(ascii: "u"):
                    index -= 1
                    let escapeStart = here()
                    index += 1
                    var value = try parseHex4()
                    if (0xD800...0xDBFF).contains(value), index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\"),
                        bytes[index + 2] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw SyntaxError("invalid surrogate pair", at: escapeStart, hint: nil)
                        }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(value) else {
                        throw SyntaxError("invalid \\u escape (a lone surrogate)", at: escapeStart, hint: nil)
                    }
                    scalars.unicodeScalars.append(scalar)
                default:
                    index -= 1
                    throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))' in a string")
                }
                index += 1
                continue
            }
            pending.append(b)
            index += 1
        }
        throw SyntaxError("unterminated string", at: start, hint: nil)
    }

    /// Reads the 4 hex digits after `\u`; `index` is on the `u` and ends on the last digit.
    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            index += 1
            guard let b = current else { throw error("unterminated \\u escape") }
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("a \\u escape needs four hex digits")
            }
            value = value << 4 | digit
        }
        return value
    }

    private mutating func parseNumber(_ start: SourcePosition) throws(SyntaxError) -> JSONNode {
        let begin = index
        if current == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let s = index
            while let b = current, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") { index += 1 }
            return index - s
        }
        guard digits() > 0 else { throw error("expected a digit") }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[begin..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw SyntaxError("number out of range", at: start, hint: nil)
        }
        return JSONNode(.number(value), at: start)
    }
}
