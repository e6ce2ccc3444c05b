import Testing

@testable import KeyGraph

@Suite("Rendering diagnostics")
struct DiagnosticRenderingTests {
    @Test("a caret past the end of the line sits at the reported column")
    func caretPastTheEnd() {
        let d = Diagnostic(
            file: "s.kg", position: SourcePosition(line: 1, column: 7), message: "press needs keys", sourceLine: "press"
        )
        #expect(d.rendered == "s.kg:1:7: error: press needs keys\n1 | press\n  |       ^")
    }

    @Test("a long line is shown as a window around the caret, its cut ends marked")
    func longLine() {
        let line = String(repeating: "a", count: 1000) + "BAD" + String(repeating: "z", count: 1000)
        let d = Diagnostic(
            file: "f", position: SourcePosition(line: 1, column: 1001), length: 3, message: "m", sourceLine: line)
        let rendered = d.rendered.split(separator: "\n").map(String.init)
        let width = Diagnostic.maximumSourceWidth
        #expect(
            rendered[1] == "1 | …" + String(repeating: "a", count: width / 2) + "BAD"
                + String(repeating: "z", count: width / 2 - 3) + "…")
        #expect(rendered[2] == "  | " + String(repeating: " ", count: 1 + width / 2) + "^^^")
    }

    @Test("a long line's window stops at the line's ends")
    func windowAtTheEnds() {
        let line = "X" + String(repeating: "a", count: 999)
        let start = Diagnostic(file: "f", position: SourcePosition(line: 1, column: 1), message: "m", sourceLine: line)
        #expect(
            start.rendered.split(separator: "\n")[1] == "1 | X"
                + String(repeating: "a", count: Diagnostic.maximumSourceWidth - 1) + "…")
        let end = Diagnostic(file: "f", position: SourcePosition(line: 1, column: 1001), message: "m", sourceLine: line)
        let lines = end.rendered.split(separator: "\n").map(String.init)
        #expect(lines[1] == "1 | …" + String(repeating: "a", count: Diagnostic.maximumSourceWidth))
        #expect(lines[2] == "  | " + String(repeating: " ", count: 1 + Diagnostic.maximumSourceWidth) + "^")
    }
}
