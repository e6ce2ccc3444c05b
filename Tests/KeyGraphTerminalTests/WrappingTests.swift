import Testing

@testable import KeyGraphTerminal

/// Long REPL output breaks at spaces, not mid-word as the terminal would break it.
@Suite("Wrapping output")
struct WrappingTests {
    @Test("a line that fits is left alone, spaces and all")
    func fits() {
        #expect("  A  B   C".wrapped(toWidth: 20) == ["  A  B   C"])
    }

    @Test("at the edge: as many columns as the terminal fit, one more breaks, by columns not bytes")
    func edge() {
        let twenty = "aaaa bbbb cccc dddd "
        #expect(twenty.wrapped(toWidth: 20) == [twenty])
        #expect((twenty + "e").wrapped(toWidth: 20) == ["aaaa bbbb cccc dddd", "  e"])
        // 12 bytes, 4 columns of arrows: fits 10 columns though its bytes do not.
        #expect("→→→→ ab".wrapped(toWidth: 10) == ["→→→→ ab"])
        // 5 wide characters are 10 columns in 15 bytes: one more wide character breaks.
        #expect("漢字漢字漢 字".wrapped(toWidth: 10) == ["漢字漢字漢", "  字"])
    }

    @Test("the lines with their line ends are the wrapped lines joined, whether or not they fit")
    func linesWithEnds() {
        let lines = ["", "  A  B   C", "aaaa bbbb cccc dddd ", "aaaa bbbb cccc dddd e", "→→→→ ab", "漢字漢字漢 字"]
        for line in lines {
            for width in [4, 8, 9, 10, 20, 80] {
                #expect(line.wrappedLines(toWidth: width) == line.wrapped(toWidth: width).map { $0 + "\n" }.joined())
            }
        }
        #expect("aaaa bbbb cccc dddd e".wrappedLines(toWidth: 20) == "aaaa bbbb cccc dddd\n  e\n")
    }

    @Test("an explain line breaks at word boundaries, its continuation indented under it")
    func explainLine() {
        let line =
            "  1. recipe.toggleFavorite when RecipeDetail && focused.selectedRecipe [Keymaps/default.json:12:5]: its when clause is false here"
        #expect(
            line.wrapped(toWidth: 40) == [
                "  1. recipe.toggleFavorite when",
                "    RecipeDetail &&",
                "    focused.selectedRecipe",
                "    [Keymaps/default.json:12:5]: its",
                "    when clause is false here",
            ])
    }

    @Test("an error message breaks between words; no line is wider than the screen")
    func error() {
        let line = "error: cannot push Recipe:nope yet: select a Category in the sidebar column first"
        let lines = line.wrapped(toWidth: 80)
        #expect(lines == ["error: cannot push Recipe:nope yet: select a Category in the sidebar column", "  first"])
    }

    @Test("a word wider than a line is cut where the line ends; colour takes no columns")
    func longWordAndColour() {
        #expect("ab cdefghijklmnop".wrapped(toWidth: 10) == ["ab", "  cdefghij", "  klmnop"])
        #expect("\u{1B}[31merror:\u{1B}[39m one two".wrapped(toWidth: 14) == ["\u{1B}[31merror:\u{1B}[39m one two"])
    }
}
