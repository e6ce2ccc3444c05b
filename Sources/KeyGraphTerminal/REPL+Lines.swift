import KeyGraph
import KeyGraphFormats
import KeyGraphScript

/// Typed lines, and everything the REPL prints: line output, shortcut reports above
/// the prompt, colour.
extension REPL {
    /// Runs a line readline finished (each line of a pasted block in turn).
    func runLine(_ text: String) {
        typedLines += 1
        let trimmed = text.trimmingSpaces()
        if !trimmed.isEmpty { Readline.addHistory(text) }
        for part in text.sourceLines() {
            let line = String(part)
            var out = ""
            do {
                let statement = try ScriptParser.parseLine(line)
                runner.helpWidth = screenSize.columns
                let result = runner.run(statement, on: &session, line: typedLines, input: line, at: Self.monotonicNow())
                let (output, errors) = result.rendered(errors: .labelled(errorLabel))
                // The line's error, then the files `load` read: every error (or warning) in full.
                let reports = errors.suffix(result.diagnostics.count)
                for line in output + errors.dropLast(reports.count) { out += wrapped(line) }
                for (diagnostic, report) in zip(result.diagnostics, reports) {
                    out += (diagnostic.severity == .error ? highlightingError(report) : report) + "\n"
                }
                if result.quit { stop() }
            } catch {
                let diagnostic = Diagnostic(
                    .error, file: "<repl>", position: SourcePosition(line: typedLines, column: error.column),
                    length: error.length, message: error.message, hint: error.hint, sourceLine: line)
                out += highlightingError(diagnostic.rendered) + "\n"
            }
            write(string: out)
            if shouldExit { return }
        }
        Readline.setPrompt(prompt)
    }

    /// Prints what shortcut events did above the prompt and redraws it, keeping the typed text.
    func show(_ events: [Session.Event]) {
        var above = ""
        for event in events {
            if case .failed(let message) = event {
                above += wrapped("\(errorLabel) \(message.escapedForDisplay.windowingLongWords())")
            } else if case .pending = event {
                continue  // the prompt shows the pending chord
            } else if let text = event.formatted(style, naming: { session.shownName(ofCommand: $0) }) {
                above += wrapped(text)
            }
        }
        Readline.redraw(prompt: prompt, printingAbove: above)
        // ⌘Q, or closing the last window of an app that quits then.
        if events.contains(.quit) { stop() }
    }

    /// A line of output, with its line end, broken at spaces to the terminal's width (a
    /// diagnostic's source line and caret are never broken: they are printed as they are).
    func wrapped(_ line: String) -> String {
        line.wrappedLines(toWidth: screenSize.columns)
    }

    func write(string: String) {
        guard !string.isEmpty else { return }
        System.flush()  // readline's own output first
        writeAll(1, string)
    }

    // MARK: - Colour

    /// `error:`, red when colour is on.
    var errorLabel: String { usesColor ? "\u{1B}[31merror:\u{1B}[39m" : "error:" }

    /// A rendered diagnostic with its first `error:` in red when colour is on.
    func highlightingError(_ text: String) -> String {
        guard usesColor else { return text }
        return text.replacing("error:", with: errorLabel, maxReplacements: 1)
    }
}

extension String {
    /// Pasted CR and CRLF line ends as LF, so a pasted block stays one editable line.
    func replacingCarriageReturns() -> String {
        var out = ""
        var previousCR = false
        for scalar in unicodeScalars {
            if scalar == "\r" {
                out += "\n"
                previousCR = true
            } else {
                if !(scalar == "\n" && previousCR) { out.unicodeScalars.append(scalar) }
                previousCR = false
            }
        }
        return out
    }
}
