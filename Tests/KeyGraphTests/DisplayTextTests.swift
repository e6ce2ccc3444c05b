import Testing

@testable import KeyGraph

/// The fast paths `check` takes for every finding give the general path's answer.
@Suite("display text and clause printing")
struct DisplayTextTests {
    @Test("displayed is escapedForDisplay then windowingLongWords, for plain and other text")
    func displayedMatchesTheGeneralPath() {
        let long = String(repeating: "w", count: 121)
        let texts = [
            "", "plain message with words", "tab\there", "escape \u{1B}[31m", "c1 \u{9B} control",
            "é and 漢 stay", long, "two " + long + " words", String(repeating: "x", count: 120), "del \u{7F}",
        ]
        for text in texts {
            #expect(text.displayed == text.escapedForDisplay.windowingLongWords(), "\(text.debugDescription)")
        }
        #expect(long.displayed != long)
    }

    @Test("concatenating lays the parts out in order, multibyte ones too")
    func concatenating() {
        #expect(String.concatenating([]) == "")
        #expect(String.concatenating(["a", "", "→ ", "漢字", "\n"]) == "a→ 漢字\n")
    }

    @Test("a compared value is quoted unless it is a plain word, ASCII or not")
    func quoting() {
        #expect(WhenClause.equals("editorLangId", "markdown").description == "editorLangId == markdown")
        #expect(WhenClause.equals("a", "x.y-z:1_2").description == "a == x.y-z:1_2")
        #expect(WhenClause.equals("a", "two words").description == "a == 'two words'")
        #expect(WhenClause.equals("a", "").description == "a == ''")
        #expect(WhenClause.equals("a", "a/b").description == "a == 'a/b'")
        #expect(WhenClause.equals("a", "café").description == "a == café")
        #expect(WhenClause.equals("a", "café!").description == "a == 'café!'")
    }

    @Test("identifiers lists every key a clause tests, in order, repeats kept")
    func identifiersInOrder() throws {
        let clause = try WhenClause(parsing: "a && (b || !c) && d == x && a && e =~ /x/", dialect: .vscode)
        #expect(clause.identifiers == ["a", "b", "c", "d", "a", "e"])
        #expect(clause.distinctIdentifiers == ["a", "b", "c", "d", "e"])
    }
}
