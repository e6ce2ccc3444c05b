import KeyGraph
import Testing

@testable import KeyGraphScript

@Suite("help")
struct HelpTests {
    @Test("every row of the list starts its summary at the same column")
    func aligned() {
        let rows = Array(ScriptRunner.help(nil).dropFirst())
        let column = 2 + Verb.usageWidth
        let indent = String(repeating: " ", count: column)
        for (index, row) in rows.enumerated() {
            let characters = Array(row)
            if row.hasPrefix(indent) {  // a summary on the line after a long usage
                #expect(characters[column] != " ", "\(row)")
                continue
            }
            if index + 1 < rows.count, rows[index + 1].hasPrefix(indent) { continue }
            #expect(characters.count > column, "\(row)")
            guard characters.count > column else { continue }
            #expect(
                characters[column] != " " && characters[column - 2] == " " && characters[column - 1] == " ", "\(row)")
        }
    }

    @Test("help VERB gives the forms and examples, and every example parses", arguments: Verb.allCases)
    func verbHelp(verb: Verb) throws {
        let lines = ScriptRunner.help(verb.rawValue)
        #expect(lines.contains { $0 == "Example:" || $0 == "Examples:" })
        #expect(!verb.help.examples.isEmpty)
        for example in verb.help.examples {
            #expect(throws: Never.self, "\(example)") { try ScriptParser.parseLine(example) }
        }
        for form in verb.help.forms { #expect(lines.contains { $0.hasPrefix(form.form) }) }
    }

    @Test("help with an unknown verb does not parse: it is a located error with did-you-mean")
    func unknownVerb() {
        #expect(throws: SyntaxError("unknown verb 'pusj'", column: 6, length: 4, hint: "did you mean 'push'?")) {
            try ScriptParser.parseLine("help pusj")
        }
    }
}
