import KeyGraph
import Testing

@testable import KeyGraphFormats

/// `check --github`: GitHub workflow commands, escaped as `@actions/core` escapes them.
@Suite("GitHub annotations")
struct GitHubAnnotationTests {
    @Test func propertiesEscapeColonCommaPercentAndLineBreaks() {
        var d = Diagnostic(
            .warning, file: "dir,a:b%.json", position: SourcePosition(line: 3, column: 5), length: 4,
            message: "50% of it:\r\nnext, then", hint: "a, b")
        d.rule = KeymapRule.neverFires.id
        #expect(
            d.githubAnnotation
                == "::warning file=dir%2Ca%3Ab%25.json,line=3,col=5,endColumn=8,title=keygraph never-fires::50%25 of it:%0D%0Anext, then%0Ahint: a, b"
        )
    }

    @Test func notesAreNoticesAndALineLessDiagnosticHasOnlyItsFile() {
        let d = Diagnostic(
            .note, file: "--editor", position: SourcePosition(line: 0, column: 0), message: "m [rule-x]", rule: "rule-x"
        )
        #expect(d.githubAnnotation == "::notice file=--editor,title=keygraph rule-x::m [rule-x]")
        // The title is the typed rule's, never read back out of the message.
        let untyped = Diagnostic(.note, file: "f", position: SourcePosition(line: 0, column: 0), message: "m [rule-x]")
        #expect(untyped.githubAnnotation == "::notice file=f,title=keygraph::m [rule-x]")
        let e = Diagnostic(.error, file: "f", position: SourcePosition(line: 1, column: 1), message: "bad")
        #expect(e.githubAnnotation == "::error file=f,line=1,col=1,title=keygraph::bad")
    }
}
