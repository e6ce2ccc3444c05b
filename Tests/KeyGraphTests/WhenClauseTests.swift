import KeyGraphTestSupport
import Testing

@testable import KeyGraph

/// The focus context of the demo's recipe detail: App › Scene › NavigationStack › RecipeDetail.
private let detail = KeyContext(
    path: ["App", "Scene", "NavigationStack", "RecipeDetail"],
    attributes: [
        "scene": "main", "view": "RecipeDetail", "platform": "linux", "path.count": "2",
        "openTabs": "library, search",
    ],
    attributeDepths: ["scene": 1, "view": 3])

private func holds(_ text: String, in context: KeyContext = detail) throws -> Bool {
    try WhenClause(parsing: text).evaluate(in: context) != nil
}

private func parseError(_ text: String) -> SyntaxError? {
    do {
        _ = try WhenClause(parsing: text)
        return nil
    } catch {
        return error
    }
}

@Suite("when clauses: evaluation")
struct WhenEvaluationTests {
    @Test func identifiersAndAttributes() throws {
        #expect(try holds("RecipeDetail"))
        #expect(try !holds("Sidebar"))
        #expect(try holds("scene"))
        #expect(try holds("RecipeDetail && Scene"))
        #expect(try holds("Sidebar || RecipeDetail"))
        #expect(try holds("!Sidebar"))
        #expect(try !holds("!(Sidebar || RecipeDetail)"))
        #expect(try holds("true"))
        #expect(try !holds("false"))
        #expect(try holds(""))
        #expect(try holds("   "))
    }

    @Test func equality() throws {
        #expect(try holds("scene == main"))
        #expect(try holds("scene == 'main'"))
        #expect(try holds("scene != aux"))
        #expect(try !holds("scene != main"))
        #expect(try !holds("tab == library"))
        #expect(try holds("tab != library"))
        #expect(try holds("RecipeDetail == true"))
    }

    @Test func regularExpressions() throws {
        #expect(try holds("view =~ /^Recipe/"))
        #expect(try holds("view =~ /detail$/i"))
        #expect(try !holds("view =~ /detail$/"))
        #expect(try holds("view =~ /^(Category|Recipe)(List|Detail)$/"))
        #expect(try holds("view =~ /[A-Z][a-z]+D[a-z]{5}/"))
        #expect(try !holds("view =~ /^[^R]/"))
        #expect(try holds("scene =~ /^ma?in+$/"))
        #expect(try holds("path.count =~ /^\\d$/"))
        #expect(try !holds("tab =~ /.*/"))
        // A class with no ASCII capitals under the i flag (once a trap: an empty range was built).
        #expect(try holds("view =~ /^[a-z]+detail$/i"))
        #expect(try holds("scene =~ /^[0-9a]*[m-n]/i"))
    }

    @Test func regexDoesNotHangOnNestedQuantifiers() throws {
        var context = detail
        context.attributes["view"] = String(repeating: "a", count: 64) + "!"
        #expect(try !holds("view =~ /^(a+)+$/", in: context))
    }

    @Test func membership() throws {
        #expect(try holds("scene in [main, aux]"))
        #expect(try !holds("scene in ['aux']"))
        #expect(try holds("scene not in [aux]"))
        #expect(try holds("'search' in openTabs"))
        #expect(try !holds("'settings' in openTabs"))
        #expect(try holds("'settings' not in openTabs"))
        #expect(try !holds("tab in [library]"))
        #expect(try holds("tab not in [library]"))
    }

    @Test func numericComparisons() throws {
        #expect(try holds("path.count > 1"))
        #expect(try holds("path.count >= 2"))
        #expect(try !holds("path.count < 2"))
        #expect(try holds("path.count <= 2.5"))
        #expect(try !holds("scene > 1"))
        #expect(try !holds("missing < 3"))
    }

    @Test func zedDescendant() throws {
        #expect(try holds("Scene > RecipeDetail"))
        #expect(try holds("App > NavigationStack > RecipeDetail"))
        #expect(try !holds("RecipeDetail > Scene"))
        #expect(try !holds("Scene > Sidebar"))
    }

    @Test func specificityIsTheDeepestContextRelied_on() throws {
        #expect(try WhenClause(parsing: "Scene").evaluate(in: detail) == 1)
        #expect(try WhenClause(parsing: "RecipeDetail").evaluate(in: detail) == 3)
        #expect(try WhenClause(parsing: "Scene && RecipeDetail").evaluate(in: detail) == 3)
        #expect(try WhenClause(parsing: "view == RecipeDetail").evaluate(in: detail) == 3)
        #expect(try WhenClause(parsing: "scene == main").evaluate(in: detail) == 1)
        #expect(try WhenClause(parsing: "platform == linux").evaluate(in: detail) == 0)
        #expect(try WhenClause(parsing: "!Sidebar").evaluate(in: detail) == 0)
        #expect(try WhenClause(parsing: "App > NavigationStack").evaluate(in: detail) == 2)
    }

    @Test func precedenceOfOperators() throws {
        #expect(
            try WhenClause(parsing: "a || b && c") == .or(.identifier("a"), .and(.identifier("b"), .identifier("c"))))
        #expect(try WhenClause(parsing: "!a && b") == .and(.not(.identifier("a")), .identifier("b")))
        #expect(try WhenClause(parsing: "!a == b") == .not(.equals("a", "b")))
    }

    @Test func equivalenceIgnoresOrderOfTerms() throws {
        let a = try WhenClause(parsing: "RecipeDetail && scene == main && focused.selectedRecipe")
        let b = try WhenClause(parsing: "focused.selectedRecipe && (scene == main && RecipeDetail)")
        #expect(a.isEquivalent(to: b))
        #expect(try !a.isEquivalent(to: WhenClause(parsing: "RecipeDetail || scene == main || focused.selectedRecipe")))
        #expect(try WhenClause(parsing: "!!a").isEquivalent(to: WhenClause(parsing: "a")))
    }

    @Test("a chain of 100,000 terms is walked without exhausting the stack")
    func longChainsStayShallow() throws {
        // Folded left, 5,000 terms made a tree 5,000 deep and hashing it trapped (a keymap
        // binding with such a clause crashed keygraph); the tree is balanced now.
        let text = Array(repeating: "RecipeDetail", count: 100_000).joined(separator: " && ")
        let clause = try WhenClause(parsing: text)
        #expect(clause.evaluate(in: detail) == 3)
        #expect(Set([clause]).count == 1)
        #expect(clause.description == text)
        #expect(clause.isEquivalent(to: try WhenClause(parsing: "RecipeDetail")))
        let sidebars = Array(repeating: "Sidebar", count: 100_000).joined(separator: " || ")
        let either = try WhenClause(parsing: sidebars + " || RecipeDetail")
        #expect(either.evaluate(in: detail) == 3)
    }

    @Test func descriptionRoundTrips() throws {
        for text in [
            "a && (b || c)", "!(a && b)", "view =~ /^R/i", "scene not in [main, 'two words']", "path.count >= 2",
            "A > B > C", "'x' in list", "scene != main",
        ] {
            let clause = try WhenClause(parsing: text)
            #expect(clause.description == text)
            #expect(try WhenClause(parsing: clause.description) == clause)
        }
    }
}

@Suite("when clauses: errors")
struct WhenErrorTests {
    @Test func locatedErrors() {
        #expect(parseError("RecipeDetail &") == SyntaxError("unexpected '&'", column: 14, hint: "write && for 'and'"))
        #expect(parseError("a = b") == SyntaxError("unexpected '='", column: 3, hint: "write == to compare"))
        #expect(
            parseError("a &&") == SyntaxError("expected a context name, found the end of the expression", column: 5))
        #expect(parseError("(a && b") == SyntaxError("unclosed '('", column: 1, hint: "add a ')'"))
        #expect(parseError("a b") == SyntaxError("unexpected 'b'", column: 3, hint: "combine terms with && or ||"))
        #expect(parseError("()") == SyntaxError("empty parentheses", column: 1, length: 2))
        #expect(parseError("scene == 'main") == SyntaxError("unterminated string", column: 10, hint: "close it with '"))
    }

    @Test func typeErrors() {
        #expect(
            parseError("path.count < two")
                == SyntaxError("'<' compares with a number, found two", column: 14, length: 3))
        #expect(
            parseError("path.count >= 'x'")
                == SyntaxError("'>=' compares with a number, found 'x'", column: 15, length: 3))
        #expect(
            parseError("'main' == scene")
                == SyntaxError(
                    "a quoted text can only be tested with 'in'", column: 1, length: 6,
                    hint: "write the context or attribute name without quotes"))
        #expect(
            parseError("scene in 'main'")
                == SyntaxError(
                    "expected a [list] or an attribute name after 'in', found a quoted text", column: 10,
                    length: 6, hint: "write ['main']"))
        #expect(
            parseError("scene not main")
                == SyntaxError(
                    "unexpected 'not'", column: 7, length: 3, hint: "write 'not in', or '!' to negate a term"))
    }

    @Test func regexErrors() {
        #expect(
            parseError("view =~ Recipe")
                == SyntaxError(
                    "expected a regular expression /…/ after '=~', found 'Recipe'", column: 9, length: 6,
                    hint: "write view =~ /^Recipe/"))
        #expect(
            parseError("view =~ /abc")
                == SyntaxError("unterminated regular expression", column: 9, hint: "end it with /"))
        #expect(parseError("view =~ /a(b/") == SyntaxError("unclosed '(' in the regular expression", column: 11))
        #expect(parseError("view =~ /*a/") == SyntaxError("nothing to repeat before '*'", column: 10))
        #expect(parseError("view =~ /a/x") == SyntaxError("unknown regular-expression flag 'x'", column: 12))
        #expect(parseError("view =~ /[z-a]/") == SyntaxError("the range z-a runs backwards", column: 11))
    }

    @Test func nestingLimit() {
        let deep = String(repeating: "(", count: 40) + "a" + String(repeating: ")", count: 40)
        #expect(
            parseError(deep)
                == SyntaxError(
                    "the expression nests deeper than 32 levels", column: 33,
                    hint: "split the clause, or remove redundant parentheses and '!'", reason: .limit))
        let nots = String(repeating: "!", count: 100) + "a"
        #expect(parseError(nots)?.column == 33)
        let ok = String(repeating: "(", count: 31) + "a" + String(repeating: ")", count: 31)
        #expect(parseError(ok) == nil)
    }
}
