import Testing

@testable import KeyGraph

/// VS Code's and Zed's rules as their sources define them (issue 28), one test per rule,
/// each naming the function of the editor's source it follows.
@Suite("editor semantics, as the editors' sources define them")
struct EditorSemanticsTests {
    private func vsCode(_ text: String) throws -> WhenClause { try WhenClause(parsing: text, dialect: .vscode) }

    private func holds(_ clause: WhenClause, _ attributes: [String: String]) -> Bool {
        clause.evaluate(in: KeyContext(attributes: attributes)) != nil
    }

    @Test("VS Code: `in` takes a quoted key name (contextkey.ts, Parser._primary reads the right side with _value)")
    func quotedKeyAfterIn() throws {
        let clause = try vsCode("resource in 'gitlens:tabs:tracked'")
        #expect(clause == .member(.key("resource"), of: .key("gitlens:tabs:tracked"), negated: false))
        #expect(holds(clause, ["resource": "a.txt", "gitlens:tabs:tracked": "a.txt,b.txt"]))
        #expect(!holds(clause, ["resource": "c.txt", "gitlens:tabs:tracked": "a.txt,b.txt"]))
        // KeyGraph's own grammar keeps the literal list for that, and says so.
        #expect(throws: SyntaxError.self) { try WhenClause(parsing: "resource in 'x'") }
    }

    @Test(
        "VS Code: regex flags are i g s m y u (scanner.ts, Scanner._regex); g and y are dropped (contextkey.ts, _removeFlagsGY)"
    )
    func regexFlags() throws {
        let sticky = try vsCode("name =~ /me/y")
        #expect(holds(sticky, ["name": "readme"]))
        #expect(holds(try vsCode("name =~ /ME/gi"), ["name": "readme"]))
        #expect(throws: SyntaxError.self) { try vsCode("name =~ /me/d") }
        #expect(throws: SyntaxError.self) { try vsCode("name =~ /me/v") }
        // KeyGraph's grammar keeps JavaScript's sticky flag.
        #expect(!holds(try WhenClause(parsing: "name =~ /me/y"), ["name": "readme"]))
    }
}
