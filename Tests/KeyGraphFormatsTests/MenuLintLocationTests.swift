import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

@Suite("Menu lints: located in the app file")
struct MenuLintLocationTests {
    /// The summaries of the lints of the app file `text`.
    func summaries(_ text: String) throws -> [String] {
        MenuLint.lint(try AppFileLoader.load(SourceFile(name: "notes.json", text: text))).map(\.summary)
    }

    @Test("a button's shortcut in a command group's section is located at the button's \"shortcut\"")
    func buttonShortcutInGroupSection() throws {
        let text = """
            {
              "app": "notes",
              "commands": [
                { "id": "note.new", "title": "New Note", "effects": [{ "message": "x" }] },
                { "id": "note.min", "title": "Shrink", "effects": [{ "message": "x" }] }
              ],
              "menus": { "groups": [
                { "after": "newItem", "items": [
                  { "button": "note.new" },
                  { "section": null, "items": [{ "button": "note.min", "shortcut": "cmd+m" }] }
                ] }
              ] }
            }
            """
        #expect(
            try summaries(text) == [
                "notes.json:10:73: warning: 'note.min' uses ⌘M (reserved by the system for Minimize) [reserved-shortcut]"
            ])
    }

    @Test("a standard item the app's command performs is located at the command; a toolbar menu's items at theirs")
    func standardItemAndToolbarMenu() throws {
        let text = """
            {
              "app": "notes",
              "rootView": "NoteList",
              "commands": [
                { "id": "note.copy", "selector": "copy:", "effects": [] },
                { "id": "note.idle", "title": "Idle", "effects": [] }
              ],
              "toolbars": [
                { "target": "NoteList", "content": [
                  { "menu": "More", "accessibilityLabel": "More", "items": ["divider", { "button": "note.idle" }] }
                ] }
              ]
            }
            """
        #expect(
            try summaries(text) == [
                "notes.json:10:89: warning: toolbar NoteList › More › Idle: 'note.idle' performs nothing: it has no effects [performs-nothing]",
                "notes.json:5:14: warning: Edit › Copy: 'note.copy' performs nothing: it has no effects [performs-nothing]",
            ])
    }

    @Test("an embedded demo app names the app, not lines of a file beside the binary")
    func demoAppsHaveNoPositions() {
        #expect(DemoApps.recipes.sourceMap == nil)
        #expect(DemoApps.tabs.sourceMap == nil)
    }
}
