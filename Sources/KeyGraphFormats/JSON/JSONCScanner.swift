import KeyGraph

/// The one reader of JSONC's tokens — white space and comments, strings with their
/// escapes, numbers, `true`/`false`/`null` and punctuation — over a file's UTF-8
/// bytes, keeping the line and column of each (columns in characters, as carets count
/// them; see ``ColumnCounter``). ``JSONCParser`` builds a tree from it; the one-pass
/// keymap reader reads a keymap straight from it. Both throw its errors.
struct JSONCScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    private var line = 1
    private var lineStart = 0
    private var columns = ColumnCounter()
    /// Decoded bytes of a string that holds escapes.
    private var scratch: [UInt8] = []

    /// A scanner at the start of `bytes`, after a UTF-8 byte-order mark if there is one.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
    }

    /// The byte at the scanner, if any.
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Whether every byte has been read.
    var isAtEnd: Bool { index >= bytes.count }

    // MARK: - Positions and errors

    /// The position of the byte at the scanner.
    mutating func here() -> SourcePosition { position(of: index) }

    /// The position of byte `i` of the current line; positions are asked for in increasing order.
    mutating func position(of i: Int) -> SourcePosition {
        SourcePosition(line: line, column: columns.column(at: i, lineStart: lineStart, in: bytes))
    }

    /// An error at the scanner.
    mutating func error(_ message: String, hint: String? = nil) -> SyntaxError {
        SyntaxError(message, at: here(), hint: hint)
    }

    /// The byte at the scanner as an error names it (`'}'`, `byte 0xC3`, `the end of the file`).
    func describeCurrent() -> String {
        guard index < bytes.count else { return "the end of the file" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x\(String(b, radix: 16, uppercase: true))"
    }

    // MARK: - Trivia and punctuation

    /// Skips white space, `//` and `/* */` comments.
    mutating func skipTrivia() throws(SyntaxError) {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            case UInt8(ascii: "/"):
                try skipComment()
            default: return
            }
        }
    }

    private mutating func skipComment() throws(SyntaxError) {
        guard index + 1 < bytes.count else { throw error("unexpected '/'", hint: "comments start with // or /*") }
        if bytes[index + 1] == UInt8(ascii: "/") {
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            return
        }
        guard bytes[index + 1] == UInt8(ascii: "*") else {
            throw error("unexpected '/'", hint: "comments start with // or /*")
        }
        let start = here()
        index += 2
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                index += 2
                return
            }
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        throw SyntaxError("unterminated /* comment", at: start)
    }

    /// Skips trivia, then consumes `byte` if it is next.
    mutating func take(_ byte: UInt8) throws(SyntaxError) -> Bool {
        try skipTrivia()
        guard current == byte else { return false }
        index += 1
        return true
    }

    // MARK: - Strings

    /// Reads the string whose opening quote is at the scanner and hands its decoded
    /// UTF-8 bytes to `body` (escapes resolved; the bytes are valid only inside `body`).
    ///
    /// - Complexity: O(n) in the string's length; a string without escapes is not copied.
    @inline(__always)
    mutating func withString<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) throws(SyntaxError) -> R {
        let start = index
        index += 1
        let contentStart = index
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                index += 1
                return body(UnsafeBufferPointer(rebasing: bytes[contentStart..<(index - 1)]))
            }
            if b == UInt8(ascii: "\\") || b < 0x20 { break }
            index += 1
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: bytes[contentStart..<index])
        try decodeEscapedString(startingAt: start)
        return scratch.withUnsafeBufferPointer { body($0) }
    }

    /// Reads the string at the scanner.
    mutating func string() throws(SyntaxError) -> String {
        try withString { String(decoding: $0, as: UTF8.self) }
    }

    /// The rest of a string after its first escape or control character, into ``scratch``.
    private mutating func decodeEscapedString(startingAt start: Int) throws(SyntaxError) {
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                index += 1
                return
            }
            if b == 0x0A || b == 0x0D {
                throw SyntaxError(
                    "unterminated string", at: position(of: start), hint: "strings end on the line they start")
            }
            if b < 0x20 { throw error("a control character must be escaped in a string") }
            if b == UInt8(ascii: "\\") {
                try decodeEscape()
                continue
            }
            scratch.append(b)
            index += 1
        }
        throw SyntaxError("unterminated string", at: position(of: start))
    }

    /// One escape; the scanner is on its backslash and ends after it.
    private mutating func decodeEscape() throws(SyntaxError) {
        guard index + 1 < bytes.count else {
            index += 1
            return
        }
        let e = bytes[index + 1]
        let simple: UInt8? =
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): e
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            scratch.append(simple)
            index += 2
            return
        }
        guard e == UInt8(ascii: "u") else {
            throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))' in a string")
        }
        let escapeStart = here()
        index += 1
        var value = try hex4()
        if (0xD800...0xDBFF).contains(value), index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\"),
            bytes[index + 2] == UInt8(ascii: "u")
        {
            index += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw SyntaxError("invalid surrogate pair", at: escapeStart) }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw SyntaxError("invalid \\u escape (a lone surrogate)", at: escapeStart)
        }
        scratch.append(contentsOf: String(scalar).utf8)
        index += 1
    }

    /// Reads the 4 hex digits after `\u`; the scanner is on the `u` and ends on the last digit.
    private mutating func hex4() throws(SyntaxError) -> UInt32 {
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

    // MARK: - Words and numbers

    /// Consumes `word` (`true`, `false`, `null`) if it is next.
    mutating func take(word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        let matches = word.withUTF8Buffer { w in
            for i in 0..<count where bytes[index + i] != w[i] { return false }
            return true
        }
        if matches { index += count }
        return matches
    }

    /// Reads the number at the scanner.
    mutating func number() throws(SyntaxError) -> Double {
        let start = here()
        let begin = index
        if current == UInt8(ascii: "-") { index += 1 }
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
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[begin..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw SyntaxError("number out of range", at: start) }
        return value
    }

    private mutating func digits() -> Int {
        let s = index
        while let b = current, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") { index += 1 }
        return index - s
    }
}
