import KeyGraph
import Testing

@testable import KeyGraphFormats

/// `// keygraph:ignore RULE` in any file check reads, and what a comment says of itself.
@Suite("check's ignore comments")
struct IgnoreCommentsTests {
    @Test("the marker is found by its bytes anywhere in a file, and only the whole marker")
    func mentionsMarker() {
        #expect(IgnoreComments.mentionsMarker("keygraph:ignore"))
        #expect(IgnoreComments.mentionsMarker("[\n  // é ⌘ keygraph:ignore never-fires\n]"))
        #expect(IgnoreComments.mentionsMarker(String(repeating: "kkeygraph:", count: 1000) + "keygraph:ignore"))
        #expect(!IgnoreComments.mentionsMarker(""))
        #expect(!IgnoreComments.mentionsMarker("keygraph:ignor"))
        #expect(!IgnoreComments.mentionsMarker("// keygraph: ignore never-fires"))
        #expect(!IgnoreComments.mentionsMarker(String(repeating: "keygraph:ignor ", count: 1000)))
    }

    private func finding(_ rule: RuleID, file: String = "k.json", line: Int) -> Diagnostic {
        Diagnostic(.warning, file: file, position: SourcePosition(line: line, column: 5), message: "m", rule: rule)
    }

    private let keymap = """
        [
          // keygraph:ignore never-fires -- the override is deliberate
          { "key": "ctrl+k", "command": "a" },
          { "key": "ctrl+j", "command": "b" }, // keygraph:ignore duplicate-binding, never-fires
          { "key": "ctrl+l", "command": "c" }
        ]
        """

    @Test("On the finding's line, or alone on the line before; only the rules it names; a reason after --")
    func silences() {
        let found = [
            finding(KeymapRule.neverFires.id, line: 3), finding(KeymapRule.neverFires.id, line: 4),
            finding(KeymapRule.duplicateBinding.id, line: 5), finding(TerminalRule.terminalClaims.id, line: 3),
        ]
        let kept = IgnoreComments.apply(found, sources: ["k.json": keymap], registry: .formats)
        #expect(kept.filter { $0.rule != CheckRule.unusedIgnore.id } == [found[2], found[3]])
        // duplicate-binding on line 4 silenced nothing there (its finding is on line 5).
        #expect(
            kept.filter { $0.rule == CheckRule.unusedIgnore.id }.map(\.summary) == [
                "k.json:4:59: note: nothing on this line is found by 'duplicate-binding' [unused-ignore]"
            ])
    }

    /// Found reading lines as characters: `\r\n` is one character, so a CRLF file was one line
    /// and its comments silenced nothing past line 1.
    @Test("a file with CRLF line ends: the same lines, the same findings silenced")
    func crlfLines() {
        let found = [
            finding(KeymapRule.neverFires.id, line: 3), finding(KeymapRule.neverFires.id, line: 4),
            finding(KeymapRule.duplicateBinding.id, line: 5), finding(TerminalRule.terminalClaims.id, line: 3),
        ]
        let crlf = keymap.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        let kept = IgnoreComments.apply(found, sources: ["k.json": crlf], registry: .formats)
        #expect(kept == IgnoreComments.apply(found, sources: ["k.json": keymap], registry: .formats))
        #expect(kept.filter { $0.rule != CheckRule.unusedIgnore.id } == [found[2], found[3]])
    }

    @Test("A comment naming no rule, or an unknown one, is a located error with the closest id")
    func invalid() {
        let text = "{\n  // keygraph:ignore\n  \"a\": 1 // keygraph:ignore never-fire\n}"
        let kept = IgnoreComments.apply([], sources: ["k.json": text], registry: .formats)
        #expect(
            kept.map(\.summary) == [
                "k.json:2:3: error: this ignore comment names no rule [invalid-ignore]",
                "k.json:3:29: error: no rule 'never-fire' [invalid-ignore]",
            ])
        #expect(
            kept.map(\.hint) == ["name the rule it silences: // keygraph:ignore RULE", "did you mean 'never-fires'?"])
    }

    @Test("An ignore of a rule that did not run, or in a file not reported on, says nothing")
    func quietWhereNothingRan() {
        let text = "// keygraph:ignore ellipsis\nx"
        #expect(
            IgnoreComments.apply(
                [], sources: ["a.swift": text], registry: .formats, isChecked: { $0 != MenuRule.ellipsis.id }
            )
            .isEmpty)
        #expect(
            IgnoreComments.apply([], sources: ["a.swift": text], registry: .formats, reportsIn: { _ in false }).isEmpty)
        #expect(IgnoreComments.apply([], sources: ["a.swift": text], registry: .formats).count == 1)
    }
}
