import KeyGraph

/// A named text: a file's contents with the name diagnostics should use.
public struct SourceFile: Hashable, Sendable {
    public var name: String
    public var text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}

extension SourceFile {
    /// Decodes a file's bytes as UTF-8, the encoding every KeyGraph file is read in.
    ///
    /// A file that is not UTF-8 does not load: rather than let a bad byte become U+FFFD
    /// and slip into a command id, a key or a script's output, the error points at the
    /// first byte that is not part of a valid UTF-8 sequence (line and column counted as
    /// the readers count them: columns in characters, a leading byte-order mark not
    /// counted).
    ///
    /// - Throws: ``DiagnosticError`` with one located error.
    /// - Complexity: O(n) in the number of bytes.
    public init(name: String, utf8 bytes: [UInt8]) throws(DiagnosticError) {
        if let text = String(validating: bytes, as: UTF8.self) {
            self.init(name: name, text: text)
            return
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            // Windows PowerShell's `>` writes this; its text would only show as noise.
            throw DiagnosticError(
                Diagnostic(
                    .error, file: name, position: SourcePosition(line: 1, column: 1),
                    message: "the file is UTF-16 (it starts with a UTF-16 byte-order mark), not UTF-8",
                    hint: "save the file as UTF-8"))
        }
        var line = 1
        var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var offset = lineStart
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes[offset...].makeIterator()
        decoding: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = offset
                }
            case .error, .emptyInput:
                break decoding
            }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let byte = offset < bytes.count ? bytes[offset] : 0
        // Columns count characters; the bytes before the bad one are valid.
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        let diagnostic = Diagnostic(
            .error, file: name, position: SourcePosition(line: line, column: column),
            message: "the file is not UTF-8: byte 0x\(String(byte, radix: 16, uppercase: true)) is not valid here",
            hint: "save the file as UTF-8", sourceLine: text.line(line))
        throw DiagnosticError(diagnostic)
    }
}
