import Testing

@testable import KeyGraphFormats

/// The one escaping loop with each output language's table: what each replaces, and
/// that it works on scalars, so a mark combined with a quote cannot hide the quote.
@Suite("Text escaping")
struct TextEscapingTests {
    @Test("JSON: quotes, backslashes, short escapes and every control character as \\u00XX")
    func json() {
        #expect(TextEscaping.json.escaping("a\"b\\c\nd\re\tf") == #"a\"b\\c\nd\re\tf"#)
        #expect(TextEscaping.json.escaping("\u{1B}[0m\u{0}\u{7F}\u{9B}") == #"\u001b[0m\u0000\u007f\u009b"#)
        #expect(TextEscaping.json.escaping("é ⌘ \u{A0}") == "é ⌘ \u{A0}")
        #expect(JSONOutput.string("\"\u{1}\"").text == #""\"\u0001\"""#)
    }

    @Test("HTML: the five characters that can end content or an attribute")
    func html() {
        #expect(
            TextEscaping.html.escaping(#"<a href="x">Tom & 'Jerry'</a>"#)
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
        // A quote with a combining mark is one Character but still a quote byte in the page.
        #expect(TextEscaping.html.escaping("\"\u{301}") == "&quot;\u{301}")
    }

    @Test("DOT and Mermaid labels")
    func graphLabels() {
        #expect(CommandGraphExport.dotQuoted("say \"hi\"\\\n\tnow") == #""say \"hi\"\\\n now""#)
        #expect(CommandGraphExport.mermaidText("a|b \"c\"\nd\re") == "a#124;b #quot;c#quot;<br/>d e")
    }
}
