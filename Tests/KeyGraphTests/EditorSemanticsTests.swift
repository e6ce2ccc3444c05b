import Testing

@testable import KeyGraph

/// VS Code's and Zed's rules as their sources define them (issue 28), one test per rule,
/// each naming the function of the editor's source it follows.
@Suite("editor semantics, as the editors' sources define them")
struct EditorSemanticsTests {
    private func vsCode(_ text: String) throws(SyntaxError) -> WhenClause {
        try WhenClause(parsing: text, dialect: .vscode)
    }

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

    @Test(
        "VS Code: <, <=, >, >= compare JavaScript's parseFloat (contextkey.ts, withFloatOrStr, ContextKeyGreaterExpr.evaluate)"
    )
    func parseFloatComparisons() throws {
        let greater = try vsCode("count > 2")
        #expect(holds(greater, ["count": "3px"]))
        #expect(holds(greater, ["count": " 2.5e0x"]))
        #expect(!holds(greater, ["count": "abc"]))
        #expect(!holds(greater, [:]))
        // A written value that is no number: NaN, so the comparison never holds, nor its negate().
        #expect(!holds(try vsCode("count > abc"), ["count": "3"]))
        #expect(!holds(try vsCode("!(count > abc)"), ["count": "3"]))
        #expect(holds(try vsCode("count >= 2px"), ["count": "2"]))
        // negate() of a comparison is the complementary comparison: false where count is no number.
        let notGreater = try vsCode("!(count > 2)")
        #expect(notGreater == .compare("count", .lessOrEqual, 2))
        #expect(!holds(notGreater, ["count": "abc"]))
        #expect(holds(notGreater, ["count": "1"]))
        #expect(try vsCode("!(a && count < 1)") == .or(.not(.identifier("a")), .compare("count", .greaterOrEqual, 1)))
        // An empty value parses (Parser._value): never true.
        #expect(!holds(try vsCode("count > "), ["count": "3"]))
    }

    @Test("JavaScript's parseFloat, as VS Code's comparisons read values")
    func javaScriptParseFloat() {
        let cases: [(String, Double)] = [
            ("3px", 3), (" \t-1.5e2x", -150), (".5", 0.5), ("5.", 5), ("-.25", -0.25), ("1e", 1), ("1e+", 1),
            ("0x10", 0), ("Infinity", .infinity), ("-Infinityx", -.infinity), ("+7", 7), ("\u{A0}8", 8),
        ]
        for (text, value) in cases { #expect(WhenClause.javaScriptParseFloat(text) == value, "\(text)") }
        for text in ["", "abc", "-", ".", "e5", "infinity", "true", "+-1"] {
            #expect(WhenClause.javaScriptParseFloat(text).isNaN, "\(text)")
        }
    }

    @Test(
        "VS Code: '!' takes only a key, true, false or '(…)' (contextkey.ts, Parser._term); the error is at the clause")
    func negationTakesOnlyKeys() throws {
        #expect(try vsCode("!editorReadonly && x") == .and(.not(.identifier("editorReadonly")), .identifier("x")))
        #expect(try vsCode("!true") == .constant(false))
        #expect(try vsCode("!(a == b)") == .not(.equals("a", "b")))
        for (text, column) in [
            ("!editorLangId == markdown", 15), ("!!a", 2), ("!'a'", 2), ("!a in b", 4), ("!a =~ /x/", 4),
        ] {
            do throws(SyntaxError) {
                _ = try vsCode(text)
                Issue.record("\(text) parsed")
            } catch {
                #expect(error.column == column, "\(text)")
                #expect(!WhenClause.isReadingLimit(error))
            }
        }
        // KeyGraph's own grammar reads '!a == b' as !(a == b).
        #expect(try WhenClause(parsing: "!a == b") == .not(.equals("a", "b")))
    }

    @Test("VS Code: a quoted text cannot start a term (contextkey.ts, Parser._primary)")
    func quotedTextStartsNoTerm() {
        #expect(throws: SyntaxError.self) { try vsCode("'a' in list") }
    }

    @Test("KeyGraph's own limits are told apart from grammar errors the editor makes too")
    func readingLimits() {
        let deep = String(repeating: "(", count: 40) + "a" + String(repeating: ")", count: 40)
        let groups = "a =~ /" + String(repeating: "(", count: 33) + "x" + String(repeating: ")", count: 33) + "/"
        for text in [deep, "a =~ /(x)\\1/", "a =~ /x{1001}/", "a =~ /x\\k<n>/", groups] {
            do throws(SyntaxError) {
                _ = try vsCode(text)
                Issue.record("\(text) parsed")
            } catch {
                #expect(WhenClause.isReadingLimit(error), "\(text)")
            }
        }
    }

    @Test(
        "VS Code: == and != against a quoted 'true'/'false' are JavaScript's == (contextkey.ts, ContextKeyEqualsExpr)")
    func looseEquality() throws {
        // Unquoted true and false are the key itself (Parser._primary).
        #expect(try vsCode("editorTextFocus == true") == .identifier("editorTextFocus"))
        #expect(try vsCode("editorTextFocus == false") == .not(.identifier("editorTextFocus")))
        #expect(try vsCode("editorTextFocus != true") == .not(.identifier("editorTextFocus")))
        #expect(try vsCode("editorTextFocus != false") == .identifier("editorTextFocus"))
        // Quoted, a comparison JavaScript's == decides: a boolean is not the text.
        #expect(!holds(try vsCode("editorTextFocus == 'true'"), ["editorTextFocus": "true"]))
        #expect(holds(try vsCode("editorReadonly != 'false'"), ["editorReadonly": "false"]))
        #expect(holds(try vsCode("editorReadonly != 'false'"), [:]))
        #expect(holds(try vsCode("editorTextFocus == '1'"), ["editorTextFocus": "true"]))
        #expect(holds(try vsCode("editorTextFocus == ''"), ["editorTextFocus": "false"]))
        #expect(holds(try vsCode("editorLangId == 'markdown'"), ["editorLangId": "markdown"]))
        // A platform key compares its value's text (ContextKeyEqualsExpr.create, CONSTANT_VALUES).
        #expect(try vsCode("isLinux == 'true'") == .identifier("isLinux"))
        #expect(try vsCode("isMac != 'true'") == .not(.identifier("isMac")))
        // The parser writes JavaScript's reading out; the one evaluator compares text, so
        // KeyGraph's grammar (the app model's conditions) and Zed's keep text equality.
        #expect(try vsCode("editorTextFocus == 'true'") == .constant(false))
        #expect(
            try vsCode("editorTextFocus == '1'")
                == .or(.equals("editorTextFocus", "1"), .equals("editorTextFocus", "true")))
        #expect(holds(try WhenClause(parsing: "selectedNote.isPinned == false"), ["selectedNote.isPinned": "false"]))
        #expect(!holds(try WhenClause(parsing: "selectedNote.isPinned == false"), ["selectedNote.isPinned": "true"]))
        #expect(holds(try WhenClause(parsing: "mode == false", dialect: .zed), ["mode": "false"]))
    }

    @Test("JavaScript's Number(text), as == compares a boolean with a text")
    func javaScriptNumber() {
        let cases: [(String, Double)] = [
            ("", 0), ("  ", 0), ("1", 1), (" 1 ", 1), ("0x10", 16), ("0b11", 3), ("1e3", 1000),
            ("-Infinity", -.infinity), ("Infinity", .infinity),
            (".5", 0.5),
        ]
        for (text, value) in cases { #expect(WhenClause.javaScriptNumber(text) == value, "\(text)") }
        // A word that starts with a letter is decided at its first byte (`Infinity` read in full).
        for text in ["true", "3px", "1e", "0x", "-0x1", "0b12", "+-1", "infinity", "Infinityx", "markdown", "Z9"] {
            #expect(WhenClause.javaScriptNumber(text).isNaN, "\(text)")
        }
    }
}
