import KeyGraph

/// An Interface Builder file (`.storyboard`, `.xib`) read as the XML it is: elements with
/// their attributes and places, text left out (a menu is all attributes). Our own small
/// reader, so a file that is not XML is a located error and nothing else: no entity
/// expansion beyond the five named ones and numeric references, no DTD.
struct InterfaceFile {
    /// One element: its name, attributes, children and where its `<` is.
    struct Element {
        var name: String
        var attributes: [String: String]
        var children: [Element] = []
        var at: SwiftLocation

        /// The children named `name`.
        func children(_ name: String) -> [Element] { children.filter { $0.name == name } }
    }

    let name: String
    let lines: [Substring]
    /// The document's root element; nil when the file is not XML (``failure`` says where).
    private(set) var root: Element?
    private(set) var failure: Diagnostic?

    init(name: String, text: String) {
        self.name = name
        self.lines = text.sourceLines()
        var scanner = Scanner(bytes: Array(text.utf8), file: self)
        do {
            root = try scanner.document()
        } catch {
            failure = error.diagnostic
        }
    }

    /// The place of byte `offset` on `line` (1-based), columns counted in characters.
    func location(line: Int, byteColumn: Int, length: Int = 1) -> SwiftLocation {
        let text = line >= 1 && line <= lines.count ? String(lines[line - 1]) : ""
        let bytes = Array(text.utf8)
        let column = String(decoding: bytes[..<min(byteColumn, bytes.count)], as: UTF8.self).count + 1
        let shown = text.hasSuffix("\r") ? String(text.dropLast()) : text
        return SwiftLocation(
            file: name, position: SourcePosition(line: line, column: column), length: length, sourceLine: shown)
    }
}

/// Why a file is not XML, and where.
private struct XMLFailure: Error {
    var diagnostic: Diagnostic
}

/// Reads the bytes of an Interface Builder file into elements, iteratively (no recursion, so
/// no nesting can overflow the stack).
private struct Scanner {
    let bytes: [UInt8]
    let file: InterfaceFile
    var offset = 0
    var line = 1
    var lineStart = 0

    init(bytes: [UInt8], file: InterfaceFile) {
        self.bytes = bytes
        self.file = file
        // A byte-order mark is no content.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        lineStart = offset
    }

    var here: SwiftLocation { file.location(line: line, byteColumn: offset - lineStart) }

    func fail(_ message: String, at: SwiftLocation? = nil) -> XMLFailure {
        XMLFailure(diagnostic: (at ?? here).diagnostic(.error, "not read: \(message)", rule: .sourceNotRead))
    }

    mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where offset < bytes.count {
            if bytes[offset] == 0x0A {
                line += 1
                lineStart = offset + 1
            }
            offset += 1
        }
    }

    func starts(with text: String) -> Bool { bytes[offset...].starts(with: Array(text.utf8)) }

    /// Skips up to and past `end`; fails at `start` when the file ends first.
    mutating func skip(past end: String, what: String, start: SwiftLocation) throws(XMLFailure) {
        while offset < bytes.count, !starts(with: end) { advance() }
        guard offset < bytes.count else { throw fail("\(what) is not closed", at: start) }
        advance(end.utf8.count)
    }

    mutating func document() throws(XMLFailure) -> InterfaceFile.Element {
        var stack: [InterfaceFile.Element] = []
        var root: InterfaceFile.Element? = nil
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte != UInt8(ascii: "<") {
                if stack.isEmpty, !isSpace(byte) {
                    throw fail(
                        root == nil ? "the file is not XML (it does not start with '<')" : "text after the root element"
                    )
                }
                advance()
                continue
            }
            let start = here
            if starts(with: "<?") {
                try skip(past: "?>", what: "'<?'", start: start)
            } else if starts(with: "<!--") {
                try skip(past: "-->", what: "a comment", start: start)
            } else if starts(with: "<![CDATA[") {
                try skip(past: "]]>", what: "CDATA", start: start)
            } else if starts(with: "<!") {
                try skip(past: ">", what: "'<!'", start: start)
            } else if starts(with: "</") {
                advance(2)
                let name = readName()
                skipSpaces()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: ">") else {
                    throw fail("'</\(name)' is not closed with '>'")
                }
                advance()
                guard let open = stack.popLast() else { throw fail("'</\(name)>' closes nothing", at: start) }
                guard open.name == name else {
                    throw fail("'</\(name)>' closes <\(open.name)> (line \(open.at.position.line))", at: start)
                }
                if stack.isEmpty { root = open } else { stack[stack.count - 1].children.append(open) }
            } else {
                guard root == nil else { throw fail("a second root element", at: start) }
                advance()
                let (element, closed) = try readTag(start: start)
                if closed {
                    if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
                } else {
                    stack.append(element)
                }
            }
        }
        if let open = stack.last { throw fail("the file ends inside <\(open.name)>", at: open.at) }
        guard let root else { throw fail("the file has no element") }
        return root
    }

    /// A start tag after its `<`: the element and whether it closes itself (`/>`).
    private mutating func readTag(start: SwiftLocation) throws(XMLFailure) -> (InterfaceFile.Element, Bool) {
        let name = readName()
        guard !name.isEmpty else { throw fail("'<' starts no element", at: start) }
        var element = InterfaceFile.Element(name: name, attributes: [:], at: start)
        while true {
            skipSpaces()
            guard offset < bytes.count else { throw fail("<\(name) is not closed", at: start) }
            if bytes[offset] == UInt8(ascii: ">") {
                advance()
                return (element, false)
            }
            if starts(with: "/>") {
                advance(2)
                return (element, true)
            }
            let attribute = readName()
            guard !attribute.isEmpty else { throw fail("an attribute of <\(name)> has no name") }
            skipSpaces()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else {
                throw fail("the attribute '\(attribute)' has no value")
            }
            advance()
            skipSpaces()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'")
            else { throw fail("the value of '\(attribute)' is not quoted") }
            let quote = bytes[offset]
            let valueStart = here
            advance()
            let first = offset
            while offset < bytes.count, bytes[offset] != quote { advance() }
            guard offset < bytes.count else { throw fail("the value of '\(attribute)' is not closed", at: valueStart) }
            let raw = String(decoding: bytes[first..<offset], as: UTF8.self)
            advance()
            element.attributes[attribute] = Self.resolvingReferences(raw)
        }
    }

    private mutating func readName() -> String {
        let first = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            guard !isSpace(byte), byte != UInt8(ascii: ">"), byte != UInt8(ascii: "/"), byte != UInt8(ascii: "="),
                byte != UInt8(ascii: "<"), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "'")
            else { break }
            advance()
        }
        return String(decoding: bytes[first..<offset], as: UTF8.self)
    }

    private mutating func skipSpaces() { while offset < bytes.count, isSpace(bytes[offset]) { advance() } }

    private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#N;` and `&#xH;`; anything else as written.
    static func resolvingReferences(_ raw: String) -> String {
        guard raw.contains("&") else { return raw }
        var out = ""
        var rest = Substring(raw)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[amp...]
            guard let semi = after.firstIndex(of: ";"), after.distance(from: amp, to: semi) <= 10 else {
                out += "&"
                rest = rest[rest.index(after: amp)...]
                continue
            }
            let entity = after[after.index(after: amp)..<semi]
            var scalar: Unicode.Scalar? = nil
            switch entity {
            case "amp": scalar = "&"
            case "lt": scalar = "<"
            case "gt": scalar = ">"
            case "quot": scalar = "\""
            case "apos": scalar = "'"
            default:
                if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                    scalar = UInt32(entity.dropFirst(2), radix: 16).flatMap { Unicode.Scalar($0) }
                } else if entity.hasPrefix("#") {
                    scalar = UInt32(entity.dropFirst()).flatMap { Unicode.Scalar($0) }
                }
            }
            if let scalar {
                out.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: semi)...]
            } else {
                out += "&"
                rest = rest[rest.index(after: amp)...]
            }
        }
        return out + rest
    }
}
