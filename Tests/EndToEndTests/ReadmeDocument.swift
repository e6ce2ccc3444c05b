/// The README as the README test reads it: its fenced blocks, which of them show a shell
/// command and its output (`$ swift run keygraph …`) or a REPL session (prompt lines
/// `recipes main ⟩ …`), and how an expected block matches what the binary printed (a line
/// `…` stands for any lines, none included). Recording rewrites the lines that differ.
struct ReadmeDocument {
    var lines: [String]

    /// A fenced block: the lines between its fences (indices into ``lines``).
    struct Block {
        var range: Range<Int>
    }

    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    var text: String { lines.joined(separator: "\n") }

    /// Every fenced block, in order.
    var blocks: [Block] {
        var out: [Block] = []
        var start: Int? = nil
        for (index, line) in lines.enumerated() where line.hasPrefix("```") {
            if let open = start {
                out.append(Block(range: (open + 1)..<index))
                start = nil
            } else {
                start = index
            }
        }
        return out
    }

    /// Whether `line` is a shell command line (`$ …`).
    static func isCommand(_ line: String) -> Bool { line.hasPrefix("$ ") }

    /// The REPL's prompt on `line` and what was typed after it, when it is a prompt line:
    /// `recipes main › Desserts ⟩ show path`.
    static func prompt(_ line: String) -> (prompt: String, typed: String)? {
        guard let mark = line.range(of: " ⟩") else { return nil }
        let prompt = String(line[..<mark.lowerBound])
        let words = prompt.split(separator: " ")
        guard words.count >= 2, words[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }),
            !prompt.contains("→")
        else { return nil }
        let rest = line[mark.upperBound...]
        return (prompt + " ⟩ ", rest.hasPrefix(" ") ? String(rest.dropFirst()) : String(rest))
    }

    /// The keys of a shortcut's report line (`Ctrl+K Ctrl+D → go.desserts` → `Ctrl+K Ctrl+D`).
    static func reportedKeys(_ line: String) -> [String]? {
        guard let arrow = line.range(of: " → ") else { return nil }
        let keys = line[..<arrow.lowerBound].split(separator: " ").map(String.init)
        let named = keys.allSatisfy { key in
            key.contains("+")
                && key.split(separator: "+").dropLast().allSatisfy {
                    ["Ctrl", "Super", "Alt", "Shift"].contains(String($0))
                }
        }
        return named && !keys.isEmpty ? keys : nil
    }

    /// Whether `expected` (with `…` lines standing for any lines) matches `actual` whole.
    static func matches(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first == "…" {
            let rest = expected.dropFirst()
            var tail = actual
            while true {
                if matches(rest, tail) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let line = actual.first, line == first else { return false }
        return matches(expected.dropFirst(), actual.dropFirst())
    }

    /// The lines as a person reads them in a block: trailing spaces dropped.
    static func trimmed(_ line: String) -> String {
        var line = line
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}

/// Expected lines compared with the binary's, and the rewrite that recording makes of them.
struct ReadmeComparison {
    /// Ranges of README lines to replace with the binary's lines, last first when applied.
    var replacements: [(range: Range<Int>, lines: [String])] = []
    var failures: [String] = []

    /// Compares the README's `range` with `actual`; a difference is a failure, and a
    /// replacement by the whole actual output.
    mutating func compare(_ document: ReadmeDocument, _ range: Range<Int>, with actual: [String], what: String) {
        let actual = actual.map(ReadmeDocument.trimmed)
        let expected = document.lines[range]
        guard !ReadmeDocument.matches(expected, actual[...]) else { return }
        replacements.append((range, actual))
        failures.append(
            "README.md:\(range.lowerBound + 1): \(what) printed\n\(actual.joined(separator: "\n"))\n"
                + "where the README shows\n\(expected.joined(separator: "\n"))")
    }

    /// The README with every replacement made.
    func applied(to document: ReadmeDocument) -> ReadmeDocument {
        var document = document
        for (range, lines) in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            document.lines.replaceSubrange(range, with: lines)
        }
        return document
    }
}
