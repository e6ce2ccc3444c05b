import KeyGraph
import Testing

@testable import KeyGraphFormats

/// How a report prints: the summary by rule and by file, SARIF, paths relative to the working directory.
@Suite("check's report formats")
struct CheckOutputTests {
    private func finding(
        _ rule: RuleID?, file: String, line: Int = 1, _ severity: Diagnostic.Severity = .warning
    ) -> Diagnostic {
        Diagnostic(
            severity, file: file, position: SourcePosition(line: line, column: 3), length: 4, message: "m", rule: rule)
    }

    private var report: CheckReport {
        CheckReport(
            diagnostics: [
                finding(KeymapRule.neverFires.id, file: "/w/a.json"), finding(MenuRule.ellipsis.id, file: "b.json"),
                finding(KeymapRule.neverFires.id, file: "/w/a.json", line: 2, .note),
                finding(nil, file: "b.json", .error),
            ], defaultFiles: [], leavesOutDefaults: false)
    }

    @Test("The summary counts by rule (the registry's order) and by file (first finding's order)")
    func summary() {
        #expect(
            report.summary(registry: .formats) == """
                by rule:
                  ellipsis     1 warning
                  never-fires  1 warning, 1 note
                  (no rule)    1 error
                by file:
                  /w/a.json    1 warning, 1 note
                  b.json       1 error, 1 warning

                """)
        #expect(
            CheckReport(diagnostics: [], defaultFiles: [], leavesOutDefaults: false).summary(registry: .formats) == "")
    }

    @Test("Paths under the working directory are made relative; others stay")
    func relative() {
        #expect(CheckReport.relative("/w/a.json", to: "/w") == "a.json")
        #expect(CheckReport.relative("/w/sub/a.json", to: "/w/") == "sub/a.json")
        #expect(CheckReport.relative("/other/a.json", to: "/w") == "/other/a.json")
        #expect(CheckReport.relative("a.json", to: "/w") == "a.json")
        #expect(CheckReport.uri("My App/a b%.json") == "My%20App/a%20b%25.json")
    }

    @Test("SARIF: every rule of the registry, one result per diagnostic with its rule's index, level and region")
    func sarif() {
        let log = report.sarif(registry: .formats, version: "9.9.9", directory: "/w").text
        #expect(
            log.hasPrefix(
                #"{"$schema":"https://json.schemastore.org/sarif-2.1.0.json","version":"2.1.0","runs":[{"tool":{"driver":{"name":"keygraph","version":"9.9.9","rules":[{"id":"reserved-shortcut""#
            ))
        let index = RuleRegistry.formats.ids.firstIndex(of: KeymapRule.neverFires.id) ?? -1
        #expect(
            log.contains(
                #"{"ruleId":"never-fires","ruleIndex":\#(index),"level":"warning","message":{"text":"m"},"locations":[{"physicalLocation":{"artifactLocation":{"uri":"a.json"},"region":{"startLine":1,"startColumn":3,"endColumn":7}}}]}"#
            ))
        #expect(
            log.contains(
                #"{"level":"error","message":{"text":"m"},"locations":[{"physicalLocation":{"artifactLocation":{"uri":"b.json"}"#
            ))
        #expect(log.contains(#""defaultConfiguration":{"level":"note"}"#))
    }
}
