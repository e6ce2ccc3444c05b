import KeyGraph
import KeyGraphFormats

/// Text written piece by piece that remembers which Swift construct each piece stands for,
/// so that a diagnostic about the generated app file can point at the Swift source instead.
///
/// - Complexity: finding the Swift place of a position is O(m) in the marks on its line.
struct MappedText {
    private(set) var text = ""
    private var line = 1
    private var column = 1
    /// Per line of the text: the columns a mapped piece takes, and its Swift location.
    private var marks: [Int: [(start: Int, end: Int, at: SwiftLocation)]] = [:]

    /// Appends `piece` as it is.
    mutating func raw(_ piece: String) {
        text += piece
        for character in piece {
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
    }

    /// Appends `piece`, remembering that it stands for the construct at `at`.
    mutating func mapped(_ piece: String, _ at: SwiftLocation?) {
        if let at { marks[line, default: []].append((column, column + piece.count, at)) }
        raw(piece)
    }

    /// Appends a JSON string of `value`, mapped to `at`.
    mutating func string(_ value: String, _ at: SwiftLocation? = nil) {
        mapped("\"" + TextEscaping.json.escaping(value) + "\"", at)
    }

    /// Ends the line with a comment naming `at`, so that a person reading the app file finds the code.
    mutating func endLine(_ at: SwiftLocation?) {
        if let at { raw(" // \(at.summary)") }
        raw("\n")
    }

    /// The Swift location of `position` in the text: the piece under it, else the first piece
    /// on its line; nil where the text was written for no construct.
    func location(of position: SourcePosition) -> SwiftLocation? {
        guard let onLine = marks[position.line], let first = onLine.first else { return nil }
        return onLine.first { $0.start <= position.column && position.column < $0.end }?.at ?? first.at
    }
}
