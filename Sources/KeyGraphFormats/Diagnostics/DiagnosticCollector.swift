import KeyGraph

/// Gathers diagnostics for one file, attaching the offending source line to each.
struct DiagnosticCollector {
    /// Parses the file as JSON with comments. A syntax error is recorded, located,
    /// and thrown: nothing can be read from a file that does not parse.
    mutating func parseJSON() throws(DiagnosticError) -> JSONNode {
        do {
            return try JSONCParser.parse(file.text)
        } catch {
            self.error(error.message, at: error.position, hint: error.hint)
            throw DiagnosticError(reportedErrors)
        }
    }

    let file: SourceFile
    private(set) var errors: [Diagnostic] = []
    private(set) var warnings: [Diagnostic] = []
    private var lines: [Substring]? = nil

    /// The most errors (and, apart, warnings) kept for one file; the rest are counted.
    /// A generated keymap with one mistake repeated in every binding would otherwise
    /// print thousands of the same error, each placing a caret in what may be one
    /// enormous line: the cost grew with errors × line length (4,000 errors in a
    /// minified file took 25 s).
    static let maximumDiagnostics = 100
    private(set) var omittedErrors = 0
    private(set) var omittedWarnings = 0

    /// Every error found so far, kept or not.
    var errorCount: Int { errors.count + omittedErrors }

    /// The kept errors in the order of the file, then a note of how many more there were:
    /// what a load throws.
    var reportedErrors: [Diagnostic] { Self.inFileOrder(errors) + omissionNote(omittedErrors, "error") }

    /// The kept warnings in the order of the file, then a note of how many more there were.
    var reportedWarnings: [Diagnostic] { Self.inFileOrder(warnings) + omissionNote(omittedWarnings, "warning") }

    /// `diagnostics` by line, then column; those at one place keep the order they were found in.
    /// (The loaders find a line's problems field by field, not column by column: an unknown
    /// command at 5:37 was reported before a bad key at 5:20.)
    ///
    /// - Complexity: O(n log n) in the diagnostics.
    static func inFileOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated()
            .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(\.element)
    }

    private func omissionNote(_ count: Int, _ what: String) -> [Diagnostic] {
        guard count > 0 else { return [] }
        return [
            Diagnostic(
                .note, file: file.name, position: SourcePosition(line: 0, column: 0),
                message: "\(count) more \(what)\(count == 1 ? "" : "s") not shown")
        ]
    }

    init(file: SourceFile) { self.file = file }

    private mutating func sourceLine(_ n: Int) -> String? {
        if lines == nil { lines = file.text.sourceLines() }
        guard let lines, n >= 1, n <= lines.count else { return nil }
        return String(lines[n - 1])
    }

    /// The position of the character `offset` characters into the decoded value of the
    /// JSON string whose opening quote is at `start`, counting escapes as written, for a
    /// diagnostic of `severity`.
    mutating func position(
        inString start: SourcePosition, offset: Int, for severity: Diagnostic.Severity = .error
    ) -> SourcePosition {
        // A diagnostic past the limit is not shown: do not walk its line for it.
        let kept = severity == .error ? errors.count : warnings.count
        guard offset > 0, kept < Self.maximumDiagnostics, let line = sourceLine(start.line) else {
            return start.inString(offset: offset)
        }
        let raw = Array(line)
        var i = start.column  // 0-based index of the first character after the quote
        var decoded = 0
        while decoded < offset, i < raw.count, raw[i] != "\"" {
            if raw[i] == "\\", i + 1 < raw.count {
                let isPair =
                    raw[i + 1] == "u" && i + 7 < raw.count && raw[i + 6] == "\\" && raw[i + 7] == "u"
                    && ["d", "D"].contains(raw[i + 2]) && ["8", "9", "a", "A", "b", "B"].contains(raw[i + 3])
                i += raw[i + 1] == "u" ? (isPair ? 12 : 6) : 2
            } else {
                i += 1
            }
            decoded += 1
        }
        return SourcePosition(line: start.line, column: i + 1 + (offset - decoded))
    }

    mutating func error(_ message: String, at position: SourcePosition, length: Int = 1, hint: String? = nil) {
        guard errors.count < Self.maximumDiagnostics else {
            omittedErrors += 1
            return
        }
        errors.append(
            Diagnostic(
                .error, file: file.name, position: position, length: length, message: message, hint: hint,
                sourceLine: sourceLine(position.line)))
    }

    mutating func warning(_ message: String, at position: SourcePosition, length: Int = 1, hint: String? = nil) {
        guard warnings.count < Self.maximumDiagnostics else {
            omittedWarnings += 1
            return
        }
        warnings.append(
            Diagnostic(
                .warning, file: file.name, position: position, length: length, message: message, hint: hint,
                sourceLine: sourceLine(position.line)))
    }
}
