import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

/// Checks `text` (one editor keymap) in its editor's world; returns the summaries.
private func check(_ text: String, name: String = "k.json", terminal: Bool = false) throws -> [String] {
    let file = SourceFile(name: name, text: text)
    let loaded = try KeymapLoader.load(file, accepting: .all)
    let found = EditorAnalysis.analyze(layers: [loaded.keymap], sources: [name: text], terminal: terminal)
    return (loaded.warnings + found).map(\.summary)
}

@Suite("Symbolic analysis of editor keymaps")
struct EditorAnalysisTests {
    @Test("VS Code: two rules that can both apply: the earlier loses there, with a witness")
    func vsCodeOverlapWitness() throws {
        let text = """
            [
              { "key": "escape", "command": "a", "when": "inReferenceSearchEditor && !config.editor.stablePeek" },
              { "key": "escape", "command": "b", "when": "editorHasSelection && textInputFocus" },
            ]
            """
        #expect(
            try check(text) == [
                "k.json:2:13: note: 'escape' → 'a' loses where 'b' (k.json:3:3) also applies, as when inReferenceSearchEditor && !config.editor.stablePeek && editorHasSelection && textInputFocus: VS Code takes the last rule that applies"
            ])
    }

    @Test("VS Code: exclusive values, numbers and lists do not overlap")
    func vsCodeDisjoint() throws {
        let text = """
            [
              { "key": "f5", "command": "a", "when": "editorLangId == 'markdown'" },
              { "key": "f5", "command": "b", "when": "editorLangId == python" },
              { "key": "f6", "command": "a", "when": "config.x.size > 3" },
              { "key": "f6", "command": "b", "when": "config.x.size <= 3" },
              { "key": "f7", "command": "a", "when": "resourceScheme == file && !textInputFocus" },
              { "key": "f7", "command": "b", "when": "resourceScheme != file || textInputFocus" },
            ]
            """
        #expect(try check(text) == [])
    }

    @Test("VS Code: an earlier rule whose when implies the later's never fires (a warning); a duplicate")
    func vsCodeFullShadowAndDuplicate() throws {
        let text = """
            [
              { "key": "f6", "command": "a", "when": "textInputFocus && !editorReadonly" },
              { "key": "f6", "command": "b", "when": "textInputFocus" },
              { "key": "ctrl+d", "command": "x", "when": "a && b" },
              { "key": "ctrl+d", "command": "x", "when": "b && a" },
              { "key": "ctrl+e", "command": "end", "args": {"sticky": false} },
              { "key": "ctrl+e", "command": "end", "args": {"sticky": true} },
            ]
            """
        #expect(
            try check(text) == [
                "k.json:2:13: warning: 'f6' → 'a' never fires: wherever its when clause holds, 'b' (k.json:3:3) applies too, and VS Code takes the last rule that applies",
                "k.json:4:13: warning: duplicate binding: 'ctrl+d' → 'x' is bound again at k.json:5:3",
                "k.json:6:13: warning: 'ctrl+e' → 'end' never fires: wherever it applies, 'end' (k.json:7:3) applies too, and VS Code takes the last rule that applies",
            ])
    }

    @Test("VS Code: a regular expression's witness is a text it matches")
    func vsCodeRegex() throws {
        let text = #"""
            [
              { "key": "f8", "command": "a", "when": "supportedCodeAction =~ /(\\s|^)quickfix\\b/" },
              { "key": "f8", "command": "b", "when": "supportedCodeAction =~ /^source$/" },
              { "key": "f9", "command": "a", "when": "resourceFilename =~ /\\.json$/" },
              { "key": "f9", "command": "b", "when": "resourceFilename =~ /^settings/" },
            ]
            """#
        #expect(
            try check(text) == [
                "k.json:4:13: note: 'f9' → 'a' loses where 'b' (k.json:5:3) also applies, as when resourceFilename =~ /\\.json$/ && resourceFilename =~ /^settings/: VS Code takes the last rule that applies"
            ])
    }

    @Test("VS Code: a prefix and its sequence: the later rule decides at the first chord")
    func vsCodePrefixes() throws {
        let text = """
            [
              { "key": "ctrl+k", "command": "a", "when": "editorFocus" },
              { "key": "ctrl+k ctrl+q", "command": "b", "when": "editorTextFocus" },
              { "key": "ctrl+j ctrl+q", "command": "c" },
              { "key": "ctrl+j", "command": "d" },
            ]
            """
        #expect(
            try check(text) == [
                "k.json:2:13: note: 'ctrl+k' → 'a' never fires where both apply, as when editorFocus && editorTextFocus: 'ctrl+k ctrl+q' → 'b' (k.json:3:3) is later, so VS Code waits for the next chord",
                "k.json:4:13: warning: 'ctrl+j ctrl+q' → 'c' is unreachable wherever it applies: 'ctrl+j' → 'd' (k.json:5:3) is later, so VS Code fires it at the first chord",
            ])
    }

    @Test("VS Code: keys named as written; terminal lints only when asked")
    func vsCodeTerminalOnRequest() throws {
        let text = """
            [
              { "key": "ctrl+i", "command": "a" },
              { "key": "shift+alt+[IntlBackslash]", "command": "b" },
              { "key": "shift+alt+[IntlBackslash]", "command": "b" },
            ]
            """
        #expect(
            try check(text) == [
                "k.json:3:13: warning: duplicate binding: 'shift+alt+[IntlBackslash]' → 'b' is bound again at k.json:4:3"
            ])
        #expect(
            try check(text, terminal: true).contains("k.json:2:13: warning: a legacy terminal sends 'ctrl+i' as Tab"))
    }

    @Test("Zed: same-depth overlaps only; a later binding without a context shadows everything before it")
    func zedOverlaps() throws {
        let text = """
            [
              { "context": "Editor", "bindings": { "ctrl-d": "editor::A", "ctrl-x": "editor::X" } },
              { "context": "Editor && mode == full", "bindings": { "ctrl-d": "editor::B" } },
              { "context": "Terminal", "bindings": { "ctrl-d": "terminal::D" } },
              { "context": "Editor && mode == auto_height", "bindings": { "ctrl-d": "editor::C" } },
              { "bindings": { "ctrl-x": "workspace::X" } },
            ]
            """
        #expect(
            try check(text) == [
                "k.json:2:41: note: 'ctrl-d' → 'editor::A' loses where 'editor::B' (k.json:3:56) also applies, as when Editor mode=full: Zed takes the later binding at the same depth",
                "k.json:2:64: warning: 'ctrl-x' → 'editor::X' never fires: wherever its context holds, 'workspace::X' (k.json:6:19) applies too, and Zed takes the later binding at the same depth",
            ])
    }

    @Test("Zed: descendant contexts and negation meet only where Zed's own evaluation agrees")
    func zedDescendants() throws {
        let text = """
            [
              { "context": "Workspace > Editor", "bindings": { "ctrl-a": "a::A" } },
              { "context": "Editor && !vim_mode", "bindings": { "ctrl-a": "b::B" } },
              { "context": "Editor && vim_mode == normal", "bindings": { "ctrl-b": "a::A" } },
              { "context": "Editor && !vim_mode", "bindings": { "ctrl-b": "b::B" } },
            ]
            """
        #expect(
            try check(text) == [
                "k.json:2:53: note: 'ctrl-a' → 'a::A' loses where 'b::B' (k.json:3:53) also applies, as when Workspace > Editor: Zed takes the later binding at the same depth"
            ])
    }

    /// The later unbind takes 'ctrl-k' → 'editor::Cut' out (same depth, later: Zed's
    /// `bindings_for_input` skips it), so it never fires after the timeout either: no
    /// prefix finding (issue 28).
    @Test("Zed: an unbind with nothing before it to unbind; an unbound prefix binding is not said to wait")
    func zedUnbindAndPrefix() throws {
        let text = """
            [
              { "context": "Editor", "bindings": { "ctrl-k": "editor::Cut", "ctrl-k ctrl-q": "editor::Q" } },
              { "context": "Editor", "unbind": { "ctrl-z": "editor::Undo", "ctrl-k": "editor::Cut" } },
            ]
            """
        #expect(
            try check(text) == [
                "k.json:3:49: warning: the unbind of 'editor::Undo' unbinds nothing: no binding before it binds 'editor::Undo' to ctrl-z"
            ])
    }

    @Test("the solver proves implication and finds witnesses for membership and comparisons")
    func solver() throws {
        var solver = WhenSolver()
        func clause(_ text: String) throws -> WhenClause { try WhenClause(parsing: text, dialect: .vscode) }
        guard case .disjoint = solver.holdsWithout(try clause("a && b"), try clause("a")) else {
            Issue.record("a && b implies a")
            return
        }
        guard case .witness(let w) = solver.overlap(try clause("x > 2"), try clause("x < 3")) else {
            Issue.record("2 < x < 3 is possible")
            return
        }
        #expect(w.context.attributes["x"] == "2.5")
        guard
            case .witness(let v) = solver.overlap(
                try WhenClause(parsing: "'a' in list"), try WhenClause(parsing: "'b' in list"))
        else {
            Issue.record("list can hold a and b")
            return
        }
        #expect(v.description == "'a' in list && 'b' in list")
        #expect(v.context.attributes["list"] == "a, b")
        guard case .disjoint = solver.overlap(try clause("x == a"), try clause("x == b || !x")) else {
            Issue.record("x == a excludes x == b and !x")
            return
        }
    }
}
