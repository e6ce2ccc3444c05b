import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

/// A stack from `Workspace > Editor vim_mode=normal`: names and `key=value` pairs per entry.
private func stack(_ text: String) -> [ContextStackEntry] {
    text.split(separator: ">").map { part in
        var entry = ContextStackEntry()
        for word in part.split(separator: " ") {
            let pair = word.split(separator: "=", maxSplits: 1).map(String.init)
            if pair.count == 2 { entry.values[pair[0]] = pair[1] } else { entry.names.insert(pair[0]) }
        }
        return entry
    }
}

private func completed(_ text: String) -> String? {
    ZedContextModel.complete(stack(text)).map(ZedWitness.describe)
}

/// A witness of two Zed contexts, as `check` finds it.
private func zedWitness(_ a: String, _ b: String) throws -> String? {
    var zed = ZedWitness()
    let x = try WhenClause(parsing: a, dialect: .zed)
    let y = try WhenClause(parsing: b, dialect: .zed)
    return zed.together(x, y).map(ZedWitness.describe)
}

/// Whether VS Code's focus rules let two clauses hold together.
private func vsCodeTogether(_ a: String, _ b: String) throws -> Bool {
    var solver = WhenSolver()
    solver.focus = .vsCode
    let x = try WhenClause(parsing: a, dialect: .vscode)
    let y = try WhenClause(parsing: b, dialect: .vscode)
    if case .witness = solver.overlap(x, y) { return true }
    return false
}

@Suite("The contexts each editor builds")
struct EditorContextModelTests {
    @Test("Zed: an entry with vim's keys and no view is the editor's (vim sets them on the editor)")
    func vimKeysAreTheEditors() throws {
        #expect(completed("vim_mode=normal") == "Editor vim_mode=normal")
        #expect(completed("Workspace > VimControl") == "Workspace > Editor VimControl")
        #expect(try zedWitness("vim_mode == normal", "Workspace") == "Workspace > Editor vim_mode=normal")
        // Another view with vim's keys is no stack Zed builds.
        #expect(completed("Terminal vim_mode=normal") == nil)
    }

    @Test("Zed: the editor's own keys (mode, extension, showing_completions) name the editor")
    func editorKeysNameTheEditor() throws {
        #expect(completed("Pane > showing_completions") == "Pane > Editor menu showing_completions")
        #expect(completed("ProjectPanel mode=full") == nil)
        // The completions menu is a menu: `menu` comes with `showing_completions`.
        #expect(completed("Editor showing_completions") == "Editor menu showing_completions")
        #expect(try zedWitness("Editor && showing_completions", "VimControl && !menu") == nil)
    }

    @Test("Zed: vim is never on a single-line or minimap editor")
    func vimOnlyOnModalEditors() {
        #expect(completed("Editor mode=single_line vim_mode=normal") == nil)
        #expect(completed("Editor mode=full vim_mode=normal") == "Editor mode=full vim_mode=normal")
    }

    @Test("Zed: a panel, a dock, a pane sit where Zed puts them, never below an editor")
    func nesting() throws {
        #expect(completed("Editor vim_mode=normal > ProjectPanel") == nil)
        #expect(completed("Editor > Dock") == nil)
        #expect(completed("Pane > Dock") == nil)
        #expect(completed("ProjectPanel > ThreadsSidebar") == nil)
        #expect(completed("KeystrokeInput > Terminal") == nil)
        #expect(completed("ProjectPanel > KeybindEditorModal") == nil)
        #expect(completed("Workspace > CommandPalette > Picker > Editor") != nil)
        #expect(completed("Workspace > Dock > ProjectPanel > Editor") == "Workspace > Dock > ProjectPanel > Editor")
        #expect(completed("Workspace > Pane > Editor") == "Workspace > Pane > Editor")
        // A view the model does not know is free.
        #expect(completed("Editor > SomeNewView") == "Editor > SomeNewView")
        #expect(try zedWitness("Editor", "Dock") == "Dock > Editor")
    }

    @Test("Zed: vim's editor is the focused one: no editor below it, and none in a single-line host")
    func vimEditorIsFocused() {
        #expect(completed("Editor vim_mode=normal > Editor") == nil)
        #expect(completed("BreakpointList > Editor vim_mode=visual") == nil)
        #expect(completed("OutlinePanel > Editor vim_mode=normal") == nil)
        #expect(completed("Editor > Editor vim_mode=normal") == "Editor > Editor vim_mode=normal")
        // The git panel's list has the focus itself: none of its editors is focused.
        #expect(completed("GitPanel ChangesList > Editor vim_mode=normal") == nil)
        #expect(completed("GitPanel CommitEditor > Editor vim_mode=normal") != nil)
    }

    @Test("Zed: one view per entry; vim's capitalised flags are not views")
    func oneViewPerEntry() {
        #expect(completed("Editor Terminal") == nil)
        #expect(completed("Editor VimControl VimCount") == "Editor VimControl VimCount")
    }

    @Test("VS Code: text focus in an editor implies editorFocus, textInputFocus and inputFocus")
    func vsCodeImplications() throws {
        #expect(try !vsCodeTogether("editorTextFocus", "!editorFocus"))
        #expect(try !vsCodeTogether("editorTextFocus", "!textInputFocus"))
        #expect(try !vsCodeTogether("editorTextFocus", "listFocus && !inputFocus"))
        #expect(try !vsCodeTogether("textInputFocus", "!inputFocus"))
        // The converse does not hold: a simple widget has textInputFocus without editorTextFocus.
        #expect(try vsCodeTogether("textInputFocus", "!editorTextFocus"))
    }

    @Test("VS Code: the terminal and an editor's text never have focus together")
    func vsCodeExclusive() throws {
        #expect(try !vsCodeTogether("editorTextFocus", "terminalFocus"))
        #expect(try vsCodeTogether("terminalFocus", "!editorTextFocus"))
    }

    @Test("VS Code: keys that may hold with an editor's text focus stay free (lists, parts, quick input)")
    func vsCodeFreeKeys() throws {
        #expect(try vsCodeTogether("editorTextFocus", "listFocus"))
        #expect(try vsCodeTogether("editorTextFocus", "sideBarFocus"))
        #expect(try vsCodeTogether("editorTextFocus", "inQuickOpen"))
        #expect(try vsCodeTogether("editorTextFocus", "someExtensionKey"))
    }

    @Test("the worst loss first: the user's own clause, then the main focus, then the rarer")
    func frequencyRank() throws {
        let f = ContextFrequency.vsCode
        func rank(_ clause: String?, _ user: String?) throws -> ContextFrequency.Rank {
            try f.rank(
                clause.map { try WhenClause(parsing: $0, dialect: .vscode) },
                given: user.map { try WhenClause(parsing: $0, dialect: .vscode) })
        }
        let inUsers = try rank("listFocus && !inputFocus", "listFocus")
        let explorer = try rank("filesExplorerFocus && foldersViewVisible && !inputFocus", "listFocus")
        let breakpoint = try rank("breakpointWidgetVisible && inBreakpointWidget", "listFocus")
        let editor = try rank("editorTextFocus", nil)
        let list = try rank("listFocus", nil)
        #expect(inUsers < explorer)
        #expect(explorer < breakpoint)
        #expect(editor < list)
        #expect(
            ContextFrequency.asksNoMore(
                try WhenClause(parsing: "a && !b", dialect: .vscode),
                than: try WhenClause(parsing: "a && c", dialect: .vscode)))
        #expect(
            !ContextFrequency.asksNoMore(
                try WhenClause(parsing: "a || d", dialect: .vscode),
                than: try WhenClause(parsing: "a", dialect: .vscode)))
    }
}
