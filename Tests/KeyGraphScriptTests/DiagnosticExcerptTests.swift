import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats
@testable import KeyGraphScript

/// A one-line keymap of `count` bindings `{"key": "ctrl+k ctrl+N", "command": "go.desserts"}`,
/// with `bad` put in place of binding `at`.
private func oneLineKeymap(count: Int, bad: String, at: Int) -> String {
    let bindings = (0..<count).map { i in
        i == at ? bad : #"{"key": "ctrl+k ctrl+\#(i % 10)", "command": "go.desserts"}"#
    }
    return #"{"keymap": "Long", "bindings": ["# + bindings.joined(separator: ", ") + "]}"
}

/// The rendered errors of a keymap that must not load.
private func keymapErrors(_ text: String) -> [String] {
    do {
        _ = try KeymapLoader.load(SourceFile(name: "long.json", text: text), commands: DemoApps.recipes.commands)
        Issue.record("the keymap loaded")
        return []
    } catch {
        return error.diagnostics.map(\.rendered)
    }
}

/// The rendered errors of a script that must not parse.
private func scriptErrors(_ text: String) -> [String] {
    do {
        _ = try ScriptParser.parse(SourceFile(name: "long.kg", text: text))
        Issue.record("the script parsed")
        return []
    } catch {
        return error.diagnostics.map(\.rendered)
    }
}

@Suite("diagnostic excerpts of long lines")
struct DiagnosticExcerptTests {
    /// `0123456789` repeated: any window of it shows where it was cut.
    static let digits = String(repeating: "0123456789", count: 40)

    private func rendered(_ line: String, column: Int, length: Int = 1) -> String {
        Diagnostic(
            file: "f", position: SourcePosition(line: 7, column: column), length: length, message: "m", sourceLine: line
        )
        .rendered
    }

    @Test("a line of at most 120 characters is shown whole, as before")
    func shortLinesWhole() {
        let line = String(Self.digits.prefix(120))
        #expect(
            rendered(line, column: 120) == "f:7:120: error: m\n7 | \(line)\n  | \(String(repeating: " ", count: 119))^")
    }

    @Test("a line a cut would shorten by one character only is shown whole: the … would take its place")
    func oneCharacterOver() {
        #expect(
            rendered(String(Self.digits.prefix(122)), column: 61) == """
                f:7:61: error: m
                7 | 01234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901
                  |                                                             ^
                """)
    }

    @Test("one more, and the line is cut around the caret, the caret still under its text")
    func justTooLong() {
        #expect(
            rendered(String(Self.digits.prefix(123)), column: 62) == """
                f:7:62: error: m
                7 | …2345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012
                  |                                                             ^
                """)
    }

    @Test("an error in the middle of a long line: half the room before the caret, half after it")
    func middle() {
        #expect(
            rendered(Self.digits, column: 201, length: 3) == """
                f:7:201: error: m
                7 | …234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901…
                  |                                                            ^^^
                """)
    }

    @Test("a caret past the end of a long line stays just after its last character")
    func pastTheEnd() {
        #expect(
            rendered(Self.digits, column: 401) == """
                f:7:401: error: m
                7 | …012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789
                  |                                                                                                                          ^
                """)
    }

    @Test("a marked span wider than the window is cut too")
    func wideSpan() {
        #expect(
            rendered(Self.digits, column: 5, length: 300) == """
                f:7:5: error: m
                7 | …456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123…
                  |  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
                """)
    }

    @Test("escapes count as they are shown: the window is of the escaped text")
    func escapes() {
        #expect(
            scriptErrors("echo " + String(repeating: "a\u{0B}", count: 40_000) + "\n") == [
                """
                long.kg:1:1: error: the line is longer than 65536 bytes
                1 | echo a\\u{B}a\\u{B}a\\u{B}a\\u{B}a\\u{B}a\\u{B}a\\u{B}a\\u{B}a\\u{B}a\\u{B}a\\u{B}a\\u{B}a\\u{B}a\\u{B}a\\u{B}a\\u{B}a\\u{B}a\\u{B}a\\u{B}a…
                  | ^
                """
            ])
    }

    @Test("a long script line with its error near the end")
    func scriptLine() {
        let long = "press " + String(repeating: "ctrl+a ", count: 40) + "ctrl+foo+k"
        #expect(
            scriptErrors("echo hi\n" + long + "\n") == [
                """
                long.kg:2:292: error: unknown modifier 'foo'
                2 | …rl+a ctrl+a ctrl+a ctrl+a ctrl+a ctrl+a ctrl+a ctrl+a ctrl+a ctrl+a ctrl+a ctrl+a ctrl+a ctrl+a ctrl+a ctrl+a ctrl+foo+k
                  |                                                                                                                     ^^^
                """
            ])
    }

    @Test("a one-line keymap with errors near its start, in its middle and at its end")
    func keymapLine() {
        #expect(
            keymapErrors(oneLineKeymap(count: 20, bad: #"{"key": "ctrl+k ctrl+1", "comand": "go.desserts"}"#, at: 0))
                == [
                    """
                    long.json:1:33: error: a binding needs a "command"
                    1 | {"keymap": "Long", "bindings": [{"key": "ctrl+k ctrl+1", "comand": "go.desserts"}, {"key": "ctrl+k ctrl+1", "command": "…
                      |                                 ^
                    hint: add "command": "…" (or null to block the key)
                    """,
                    """
                    long.json:1:58: error: unknown member 'comand' in a binding
                    1 | {"keymap": "Long", "bindings": [{"key": "ctrl+k ctrl+1", "comand": "go.desserts"}, {"key": "ctrl+k ctrl+1", "command": "g…
                      |                                                          ^^^^^^^^
                    hint: did you mean 'command'?
                    """,
                ])
        #expect(
            keymapErrors(oneLineKeymap(count: 20, bad: #"{"key": "ctrl+k ctrl+1", "command": "go.dessert"}"#, at: 10))
                == [
                    """
                    long.json:1:590: error: unknown command 'go.dessert'
                    1 | …: "go.desserts"}, {"key": "ctrl+k ctrl+1", "command": "go.dessert"}, {"key": "ctrl+k ctrl+1", "command": "go.desserts"},…
                      |                                                         ^^^^^^^^^^
                    hint: did you mean 'go.desserts'?
                    """
                ])
        #expect(
            keymapErrors(
                oneLineKeymap(
                    count: 20, bad: #"{"key": "ctrl+k ctrl+1", "command": "go.desserts", "whenn": "x"}"#, at: 19)) == [
                    """
                    long.json:1:1072: error: unknown member 'whenn' in a binding
                    1 | …, {"key": "ctrl+k ctrl+8", "command": "go.desserts"}, {"key": "ctrl+k ctrl+1", "command": "go.desserts", "whenn": "x"}]}
                      |                                                                                                           ^^^^^^^
                    hint: did you mean 'when'?
                    """
                ])
    }

    @Test("carets count columns: a wide character takes two")
    func doubleWidthCarets() {
        #expect(
            scriptErrors("push Recipe:漢字 nope") == [
                """
                long.kg:1:16: error: push takes one Type:id value
                1 | push Recipe:漢字 nope
                  |                  ^
                hint: push Recipe:apple-pie
                """
            ])
        #expect(
            scriptErrors("echo ok\n🍰🍰 cake") == [
                """
                long.kg:2:1: error: unknown verb '🍰🍰'
                2 | 🍰🍰 cake
                  | ^^^^
                hint: type 'help' for the list of verbs
                """
            ])
        #expect("a漢🍰é\u{FE0F}".displayWidth == 1 + 2 + 2 + 1)
        #expect("❤\u{FE0F}".displayWidth == 2)
    }

    @Test("a message quoting a huge token shows a window of it, as the excerpt does")
    func hugeTokenInTheMessage() throws {
        let token = String(repeating: "y", count: 5000)
        let rendered = scriptErrors(token + "z")
        let summary = try #require(rendered.first?.split(separator: "\n").first)
        #expect(
            summary
                == "long.kg:1:1: error: unknown verb '\(String(repeating: "y", count: 98))…\(String(repeating: "y", count: 18))z'"
        )
        #expect(rendered.first?.utf8.count ?? .max < 500)
    }
}
