import KeyGraph
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One parsed Swift file: its tree and what turns a node into a located place.
struct SwiftFile: Sendable {
    let name: String
    /// The text parsed (``SwiftParseCache`` tells a changed file by it).
    let text: String
    let tree: SourceFileSyntax
    /// Every function call in the file, in source order: walked once here, shared by every pass
    /// of the reader and the lints (``SwiftUIReader/calls(in:)`` takes a subtree's from it).
    let calls: [FunctionCallExprSyntax]
    private let converter: SourceLocationConverter
    private let lines: [Substring]

    /// Why the file was not parsed, if it was not (``deepestBracketNesting``).
    private let unread: KeyGraph.Diagnostic?

    /// The deepest `[` nesting read. swift-syntax's parser (603, and the toolchain's `swift
    /// format`) takes time that doubles with each level of `[`: 0.13 s at 20, 7 s at 26, the
    /// swiftui fuzz target's 90 for ever. No Swift code nests arrays so deep.
    static let deepestBracketNesting = 16

    init(name: String, text: String) {
        self.name = name
        self.text = text
        self.lines = text.sourceLines()
        if let deep = Self.tooDeepBracket(in: lines) {
            let location = SwiftLocation(
                file: name, position: SourcePosition(line: deep.line, column: deep.column), length: 1,
                sourceLine: String(lines[deep.line - 1]))
            self.unread = location.diagnostic(
                .error,
                "not read: '[' nested more than \(Self.deepestBracketNesting) deep; swift-syntax's parser takes time "
                    + "that doubles with each level", rule: .sourceNotRead)
            self.tree = Parser.parse(source: "")
        } else {
            self.unread = nil
            self.tree = Parser.parse(source: text)
        }
        self.converter = SourceLocationConverter(fileName: name, tree: tree)
        self.calls = functionCalls(in: tree)
    }

    /// The calls of ``calls`` inside `node`, a node of this file's tree (itself included), in
    /// source order: a walk is in order of where nodes start, so they are a run of it found by
    /// a binary search. A call that starts where `node` does but ends after it holds `node`.
    func calls(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let start = node.position
        let end = node.endPosition
        var low = 0
        var high = calls.count
        while low < high {
            let middle = (low + high) / 2
            if calls[middle].position < start { low = middle + 1 } else { high = middle }
        }
        var out: [FunctionCallExprSyntax] = []
        var index = low
        while index < calls.count, calls[index].position <= end {
            let call = calls[index]
            index += 1
            guard call.endPosition <= end else { continue }
            // Of the same place, a node holds a call only if the call is it or below it (a
            // parent with no text of its own: `f()` as a statement), never above it.
            if call.position == start, call.endPosition == end, !Self.holds(Syntax(node), Syntax(call)) { continue }
            if call.position == end, call.position != start { continue }
            out.append(call)
        }
        return out
    }

    private static func holds(_ outer: Syntax, _ inner: Syntax) -> Bool {
        var node: Syntax? = inner
        while let current = node, current.position == outer.position, current.endPosition == outer.endPosition {
            if current.id == outer.id { return true }
            node = current.parent
        }
        return false
    }

    /// Where `[` first opens one level deeper than ``deepestBracketNesting`` (line and
    /// character column, from 1), counting every `[` and `]` of the text but those in the text of
    /// a one-line string literal (Sorty's `"\u{001B}[32mActive\u{001B}[0m"` was refused). To stay
    /// on the safe side, a line's strings are skipped only up to its first interpolation, and
    /// `""` (an empty string, or a multi-line one's quotes) starts none.
    private static func tooDeepBracket(in lines: [Substring]) -> (line: Int, column: Int)? {
        // Bytes, not characters: every byte compared is ASCII, which no other character's UTF-8 holds.
        let (quote, backslash, open, close, parenthesis) = (
            UInt8(ascii: "\""), UInt8(ascii: "\\"),
            UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "(")
        )
        var depth = 0
        for (index, line) in lines.enumerated() {
            var inString = false
            var escaped = false
            var interpolated = false
            var previous: UInt8? = nil
            let bytes = Array(line.utf8)
            for (offset, byte) in bytes.enumerated() {
                defer { previous = byte }
                if inString {
                    if escaped {
                        escaped = false
                        // An interpolation is code: count from here, and start no string again.
                        if byte == parenthesis { (inString, interpolated) = (false, true) }
                    } else if byte == backslash {
                        escaped = true
                    } else if byte == quote {
                        inString = false
                    }
                    continue
                }
                if byte == quote, !interpolated, previous != quote,
                    offset + 1 >= bytes.count || bytes[offset + 1] != quote
                {
                    inString = true
                    continue
                }
                if byte == open {
                    depth += 1
                    if depth > deepestBracketNesting {
                        return (index + 1, String(decoding: bytes[..<offset], as: UTF8.self).count + 1)
                    }
                } else if byte == close {
                    depth = max(0, depth - 1)
                }
            }
        }
        return nil
    }

    /// Where `node` starts (after its leading trivia), underlining it up to the end of its first line.
    func location(of node: some SyntaxProtocol) -> SwiftLocation {
        location(at: node.positionAfterSkippingLeadingTrivia, utf8Length: node.trimmedLength.utf8Length)
    }

    func location(at position: AbsolutePosition, utf8Length: Int) -> SwiftLocation {
        let place = converter.location(for: position)
        let lineText = place.line >= 1 && place.line <= lines.count ? String(lines[place.line - 1]) : ""
        let bytes = Array(lineText.utf8)
        // A byte-order mark is not part of the first line (`sourceLines()`); swift-syntax counts its bytes.
        let mark = place.line == 1 && text.utf8.starts(with: Self.byteOrderMark) ? Self.byteOrderMark.count : 0
        let before = min(max(0, place.column - 1 - mark), bytes.count)
        let end = min(bytes.count, before + max(1, utf8Length))
        // Columns count characters, as every KeyGraph diagnostic does; swift-syntax counts bytes.
        let column = String(decoding: bytes[..<before], as: UTF8.self).count + 1
        let length = String(decoding: bytes[before..<end], as: UTF8.self).count
        let shown = lineText.hasSuffix("\r") ? String(lineText.dropLast()) : lineText
        return SwiftLocation(
            file: name, position: SourcePosition(line: place.line, column: column), length: length, sourceLine: shown)
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// swift-syntax's own diagnostics for a file that does not parse, located as KeyGraph's are.
    ///
    /// A file with a character the lexer cannot read gets KeyGraph's own diagnostic at each such
    /// character instead: swift-syntax's `ParseDiagnosticsGenerator` traps on some of them (`let x
    /// \u{FFFD}= 1`: "A Fix-It must have at least one change", `FixIt.swift:97`, found by the
    /// swiftui fuzz target), which would end the whole process.
    var parseDiagnostics: [KeyGraph.Diagnostic] {
        if let unread { return [unread] }
        let invalid = invalidCharacters
        if !invalid.isEmpty { return invalid }
        guard tree.hasError else { return [] }
        return ParseDiagnosticsGenerator.diagnostics(for: tree).map { found in
            let at = location(at: found.position, utf8Length: 1)
            let severity: KeyGraph.Diagnostic.Severity =
                switch found.diagMessage.severity {
                case .error: .error
                case .warning: .warning
                default: .note
                }
            return at.diagnostic(severity, found.message, rule: .sourceNotRead)
        }
    }

    /// `U+FFFD`, a run of one scalar as `U+0 ×90`, and at most 8 runs (then `…`): a file of NULs
    /// is one short line, not a screen of `U+0`.
    static func scalars(_ text: String) -> String {
        var runs: [(scalar: Unicode.Scalar, count: Int)] = []
        for scalar in text.unicodeScalars {
            if runs.last?.scalar == scalar { runs[runs.count - 1].count += 1 } else { runs.append((scalar, 1)) }
        }
        let shown = runs.prefix(8).map { run in
            "U+" + String(run.scalar.value, radix: 16, uppercase: true) + (run.count > 1 ? " ×\(run.count)" : "")
        }
        return shown.joined(separator: " ") + (runs.count > 8 ? " …" : "")
    }

    /// Each character the lexer could not read (trivia of the kind `unexpectedText`), located.
    private var invalidCharacters: [KeyGraph.Diagnostic] {
        var found: [KeyGraph.Diagnostic] = []
        func scan(_ trivia: Trivia, from start: AbsolutePosition) {
            var position = start
            for piece in trivia {
                // A UTF-8 byte-order mark opening the file is the compiler's to skip, as it does.
                if case .unexpectedText(let text) = piece, !(position.utf8Offset == 0 && text == "\u{FEFF}") {
                    let message = "invalid character in source file (\(Self.scalars(text)))"
                    found.append(
                        location(at: position, utf8Length: text.utf8.count).diagnostic(
                            .error, message, rule: .sourceNotRead))
                }
                position += piece.sourceLength
            }
        }
        for token in tree.tokens(viewMode: .all) {
            scan(token.leadingTrivia, from: token.position)
            scan(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
        }
        return found
    }
}

/// Every function call in `node` (itself included), in source order: the one walk the reader
/// and the lints share. A node it returns keeps its parents, and with them its file and
/// place, as one a `SyntaxVisitor` keeps does. Iterative, so deep nesting cannot overflow
/// the stack.
func functionCalls(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
    var out: [FunctionCallExprSyntax] = []
    var pending: [Syntax] = [Syntax(node)]
    while let node = pending.popLast() {
        if let call = node.as(FunctionCallExprSyntax.self) { out.append(call) }
        pending += node.children(viewMode: .sourceAccurate).reversed()
    }
    return out
}
