import Foundation
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

    @Test("VS Code: the explorer's tree holds no editor: no editor focus with filesExplorerFocus")
    func vsCodeExplorerHoldsNoEditor() throws {
        #expect(
            try !vsCodeTogether("editorHasRenameProvider && editorTextFocus && !editorReadonly", "filesExplorerFocus"))
        #expect(try !vsCodeTogether("editorFocus", "filesExplorerFocus"))
        #expect(try !vsCodeTogether("terminalFocus", "explorerViewletFocus"))
        #expect(try !vsCodeTogether("editorTextFocus", "explorerViewletFocus"))
        #expect(try vsCodeTogether("filesExplorerFocus", "explorerViewletFocus"))
        #expect(try vsCodeTogether("filesExplorerFocus", "listFocus && !inputFocus"))
        #expect(try vsCodeTogether("filesExplorerFocus", "!editorTextFocus"))
    }

    @Test("VS Code: the terminal's text area is editable, and neither it nor an editor is in the search tree")
    func vsCodeTerminalAndSearchTree() throws {
        #expect(try !vsCodeTogether("listFocus && !inputFocus", "terminalFocus && terminalSuggestWidgetVisible"))
        #expect(try !vsCodeTogether("terminalFocus", "fileMatchOrMatchFocus && searchViewletVisible"))
        #expect(try !vsCodeTogether("suggestWidgetVisible && textInputFocus", "fileMatchOrMatchFocus"))
        // Through an implication: editorTextFocus brings textInputFocus, which the tree excludes.
        #expect(try !vsCodeTogether("editorTextFocus", "fileMatchOrMatchFocus"))
        #expect(try vsCodeTogether("fileMatchOrMatchFocus", "listFocus && !inputFocus"))
        #expect(try vsCodeTogether("terminalFocus", "listFocus"))
    }

    @Test("VS Code: the chat input holds no terminal and no search tree")
    func vsCodeChatInputNotInTerminalOrSearch() throws {
        #expect(try !vsCodeTogether("inChatInput", "terminalFocus && terminalSuggestWidgetVisible"))
        #expect(try !vsCodeTogether("inChatInput && chatInputHasText", "fileMatchOrMatchFocus && searchViewletVisible"))
        // The chat input is an editor: text focus there is real.
        #expect(try vsCodeTogether("inChatInput", "editorTextFocus"))
    }

    @Test("VS Code: the chat view's input is in no list; an inline chat's may be (a notebook cell)")
    func vsCodeChatViewInputInNoList() throws {
        #expect(try !vsCodeTogether("listFocus && !inputFocus", "inChatInput && chatLocation == 'editing-session'"))
        #expect(try !vsCodeTogether("listFocus", "inChatInput && chatLocation == 'panel'"))
        #expect(try vsCodeTogether("listFocus", "inChatInput && chatLocation == 'notebook'"))
        #expect(try vsCodeTogether("listFocus", "inChatInput"))
        // The chat view's own list has listFocus with chatLocation: only its input is excluded.
        #expect(try vsCodeTogether("listFocus", "chatLocation == 'panel'"))
    }

    @Test("VS Code: the debug views' keys hold only in those views, never with an editor's text focus")
    func vsCodeDebugViewsOnlyThere() throws {
        for key in ["breakpointsFocused", "watchExpressionsFocused", "variablesFocused"] {
            #expect(try !vsCodeTogether("editorTextFocus", key))
            #expect(try vsCodeTogether("listFocus", key))
            #expect(WhenSolver.FocusRules.vsCode.viewOnly.contains(key))
            // Not a default of an idle window: false outside their views.
            #expect(!EditorContext.vsCodeDefaults(for: .linux).contains { $0.key == key })
        }
        let (context, _) = try EditorContext.vsCode("editorTextFocus", platform: .linux)
        #expect(context.attributes["breakpointsFocused"] == nil)
    }

    @Test(
        "VS Code: the page's contexts are the model's places, with what they imply; a place it forbids is not offered")
    func vsCodePagePlaces() throws {
        let pages = PageContext.vsCode
        #expect(pages.map(\.name) == WhenSolver.FocusRules.vsCode.places.map(\.name))
        let editing = try #require(pages.first)
        #expect(editing.name == "Editing text")
        for implied in ["editorFocus", "textInputFocus", "inputFocus"] {
            #expect(editing.stated.components(separatedBy: ", ").contains(implied))
        }
        let rules = WhenSolver.FocusRules(
            implies: ["editorTextFocus": ["editorFocus"]], exclusive: [["editorFocus", "terminalFocus"]],
            places: [
                .init(name: "possible", keys: ["editorTextFocus", "editorLangId=rust"]),
                .init(name: "impossible", keys: ["editorTextFocus", "terminalFocus"]),
            ])
        let built = rules.pageContexts()
        #expect(built.map(\.name) == ["possible"])
        #expect(built.first?.stated == "editorTextFocus, editorFocus, editorLangId=rust")
    }

    @Test("Zed: the page's contexts are the model's places, each a stack the model builds")
    func zedPagePlaces() throws {
        #expect(PageContext.zed.map(\.name) == ZedContextModel.places.map(\.name))
        for page in PageContext.zed {
            let (context, _) = try EditorContext.zed(page.stated, platform: .linux)
            #expect(ZedContextModel.complete(context.contextStack) != nil)
        }
        // A stack the model refuses, as a place would be: vim's editor above a panel.
        let (bad, _) = try EditorContext.zed("Workspace > Editor vim_mode=normal > ProjectPanel", platform: .linux)
        #expect(ZedContextModel.complete(bad.contextStack) == nil)
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
