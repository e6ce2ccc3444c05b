import KeyGraphTestSupport
import Testing

/// A REPL session the README shows, played into the binary in a pseudo-terminal (120 columns,
/// as the README's captures): its banner, each prompt line's prompt and typed line, and each
/// shortcut's report line (`Ctrl+K Ctrl+D → go.desserts`), whose keys are pressed. What the
/// binary prints after each is compared with the README's lines up to the next prompt line, or
/// up to a report line that the output does not hold (the next keys pressed).
struct REPLTranscript {
    let document: ReadmeDocument
    let arguments: [String]

    func run(_ blocks: [ReadmeDocument.Block], into comparison: inout ReadmeComparison) throws {
        let terminal = try PseudoTerminal(
            arguments: arguments + ["--which-key-delay", "off"],
            environment: ["NO_COLOR=1", "XDG_STATE_HOME=\(makeTemporaryDirectory())"], columns: 120)
        let start = try terminal.waitFor(" ⟩ ")
        var (printed, prompt) = Self.lines(terminal.drawn(after: 0), upTo: start)
        let lines = document.lines
        for block in blocks {
            var index = block.range.lowerBound
            while index < block.range.upperBound {
                let line = lines[index]
                if line.hasPrefix("KeyGraph — ") {
                    comparison.compare(document, index..<(index + 1), with: printed, what: "the banner")
                    index += 1
                } else if let shown = ReadmeDocument.prompt(line) {
                    if ReadmeDocument.trimmed(shown.prompt) != ReadmeDocument.trimmed(prompt) {
                        comparison.compare(
                            document, index..<(index + 1), with: [prompt + shown.typed], what: "the prompt")
                    }
                    index += 1
                    if shown.typed.isEmpty { continue }
                    (printed, prompt) = try type(shown.typed, into: terminal)
                    index = compareOutput(printed, from: index, in: block, into: &comparison, what: shown.typed)
                } else if let keys = ReadmeDocument.reportedKeys(line) {
                    (printed, prompt) = try press(keys, into: terminal)
                    index = compareOutput(printed, from: index, in: block, into: &comparison, what: line)
                } else {
                    comparison.failures.append("README.md:\(index + 1): not a prompt, a report or output: \(line)")
                    index += 1
                }
            }
        }
        terminal.send([0x03, 0x04])
        _ = try terminal.waitForExit()
    }

    /// Compares `printed` with the README's lines from `start`: up to the next prompt line, or
    /// fewer when a report line the output does not hold follows (keys pressed next). Returns
    /// where the README goes on.
    private func compareOutput(
        _ printed: [String], from start: Int, in block: ReadmeDocument.Block,
        into comparison: inout ReadmeComparison, what: String
    ) -> Int {
        let lines = document.lines
        let printed = printed.map(ReadmeDocument.trimmed)
        var end = start
        while end < block.range.upperBound, ReadmeDocument.prompt(lines[end]) == nil { end += 1 }
        for cut in stride(from: end, through: start, by: -1)
        where cut == end || ReadmeDocument.reportedKeys(lines[cut]) != nil {
            if ReadmeDocument.matches(lines[start..<cut], printed[...]) { return cut }
        }
        let cut =
            ((start + 1)..<end).first { ReadmeDocument.reportedKeys(lines[$0]) != nil && !printed.contains(lines[$0]) }
            ?? end
        comparison.compare(document, start..<cut, with: printed, what: "`\(what)`")
        return cut
    }

    private func type(_ text: String, into terminal: PseudoTerminal) throws -> ([String], String) {
        let mark = terminal.output.count
        terminal.send(text + "\r")
        let echoed = try terminal.waitFor(text + "\r\n", after: mark)
        try terminal.waitFor(" ⟩ ", after: echoed)
        return Self.lines(settled(terminal, from: echoed), upTo: nil)
    }

    private func press(_ keys: [String], into terminal: PseudoTerminal) throws -> ([String], String) {
        let mark = terminal.output.count
        for key in keys {
            let parts = key.split(separator: "+")
            let letter = try #require(parts.last?.lowercased().utf8.first)
            switch parts.dropLast().map(String.init) {
            case ["Ctrl"]: terminal.send([letter & 0x1F])
            case ["Super"], ["Alt"]: terminal.send([0x1B, letter])  // Alt+X stands for ⌘X
            default: Issue.record("the README test cannot press \(key)")
            }
            terminal.readAvailable(waitingAtMost: 100)
        }
        try terminal.waitFor(" ⟩ ", after: mark)
        return Self.lines(settled(terminal, from: mark), upTo: nil)
    }

    /// What the terminal drew after `mark`, once it has been quiet for a moment.
    private func settled(_ terminal: PseudoTerminal, from mark: Int) -> String {
        var count = -1
        while count != terminal.output.count {
            count = terminal.output.count
            terminal.readAvailable(waitingAtMost: 250)
        }
        return terminal.drawn(after: mark)
    }

    /// The lines `text` prints (to `end`, a byte offset in it, when given) and the prompt it
    /// ends with, as a screen shows them: escape sequences dropped, each line from its last CR.
    static func lines(_ text: String, upTo end: Int?) -> ([String], String) {
        let text = end.map { String(decoding: Array(text.utf8)[..<$0], as: UTF8.self) } ?? text
        var lines = text.split(separator: Character("\r\n"), omittingEmptySubsequences: false).map { shown(String($0)) }
        let prompt = lines.removeLast()
        return (lines, prompt)
    }

    private static func shown(_ raw: String) -> String {
        var out = ""
        var escape = false
        var csi = false
        for scalar in raw.unicodeScalars {
            if escape {
                if csi {
                    if (0x40...0x7E).contains(scalar.value) { (escape, csi) = (false, false) }
                } else if scalar == "[" {
                    csi = true
                } else {
                    escape = false
                }
            } else if scalar == "\u{1B}" {
                escape = true
            } else if scalar == "\r" {
                out = ""
            } else if scalar.value >= 0x20 || scalar == "\t" {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
