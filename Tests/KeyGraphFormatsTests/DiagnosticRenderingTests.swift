import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

@Suite("Rendering diagnostics")
struct DiagnosticRenderingTests {
    @Test("a caret past the end of the line sits at the reported column")
    func caretPastTheEnd() {
        let d = Diagnostic(
            file: "s.kg", position: SourcePosition(line: 1, column: 7), message: "press needs keys", sourceLine: "press"
        )
        #expect(d.rendered == "s.kg:1:7: error: press needs keys\n1 | press\n  |       ^")
    }
    // Long lines shown as a window: DiagnosticExcerptTests.
}
