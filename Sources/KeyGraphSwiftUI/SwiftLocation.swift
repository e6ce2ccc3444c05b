import KeyGraph

/// Where a Swift construct was written: the file, the 1-based line and column (columns in
/// characters, as every KeyGraph diagnostic counts them), how many characters it takes,
/// and its line's text for the caret display.
package struct SwiftLocation: Hashable, Sendable {
    package var file: String
    package var position: SourcePosition
    package var length: Int
    package var sourceLine: String

    package init(file: String, position: SourcePosition, length: Int, sourceLine: String) {
        self.file = file
        self.position = position
        self.length = max(1, length)
        self.sourceLine = sourceLine
    }

    /// `File.swift:LINE:COL`, as the app file's comments and messages name it.
    package var summary: String { "\(file):\(position.line):\(position.column)" }

    /// A diagnostic at this place; the reader's own name the rule they report (`SwiftReaderRule`).
    package func diagnostic(
        _ severity: Diagnostic.Severity, _ message: String, hint: String? = nil, rule: SwiftReaderRule? = nil
    ) -> Diagnostic {
        Diagnostic(
            severity, file: file, position: position, length: length, message: message, hint: hint,
            sourceLine: sourceLine, rule: rule?.id)
    }
}
