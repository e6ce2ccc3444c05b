import KeyGraph
import Testing

@testable import KeyGraphScript

@Suite("help")
struct HelpTests {
    @Test("help fits a 24-row, 80-column terminal: press and wait first, every verb once")
    func fitsTheScreen() {
        let lines = ScriptRunner.help(nil)
        // With the typed `help` line above it and the prompt below, on 24 rows.
        #expect(lines.count <= 22)
        #expect(lines.allSatisfy { $0.count <= 79 })
        #expect(lines[1].hasPrefix("  Keys            press KEYS…  wait MS"))
        let words = lines.dropFirst().flatMap { $0.split(separator: " ").map(String.init) }
        for spec in VerbTable.all {
            #expect(words.filter { $0 == spec.name }.count == 1, "\(spec.name)")
        }
    }

    @Test("each group's verbs start at the same column")
    func aligned() {
        for line in ScriptRunner.help(nil).dropFirst() {
            let characters = Array(line)
            #expect(characters.count > 18 && characters[18] != " " && characters[17] == " ", "\(line)")
        }
    }

    @Test("at any width from 40 to 80, help fits and every line starts its text at column 18; wider, as at 80")
    func narrow() {
        let words = ScriptRunner.help(nil).flatMap { $0.split(separator: " ") }
        for width in 40...80 {
            let lines = ScriptRunner.help(nil, width: width)
            #expect(lines.flatMap { $0.split(separator: " ") } == words, "at \(width)")
            for line in lines.dropFirst() {
                let characters = Array(line)
                #expect(characters.count <= width - 1, "at \(width): \(line)")
                #expect(characters.count > 18 && characters[18] != " " && characters[17] == " ", "at \(width): \(line)")
            }
        }
        #expect(ScriptRunner.help(nil, width: 80) == ScriptRunner.help(nil))
        #expect(ScriptRunner.help(nil, width: 120) == ScriptRunner.help(nil))
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
