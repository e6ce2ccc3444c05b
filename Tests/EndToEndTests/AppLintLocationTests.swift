import Foundation
import Testing

/// An app file with one finding of every lint kind an app file can have, each on the line
/// that declares it. (`unlabelled-icon` cannot fire here: every command in a file has a title,
/// which SwiftUI uses as an icon's label; see `MenuLintTests`.)
private let lintedApp = """
    {
      "app": "notes",
      "rootView": "NoteList",
      "commands": [
        { "id": "note.close", "title": "Close Note", "effects": [{ "message": "closed" }], "shortcut": "cmd+w" },
        { "id": "note.back", "title": "Back", "effects": [{ "message": "back" }], "shortcut": "cmd+z" },
        { "id": "note.idle", "title": "Idle", "icon": "moon", "effects": [] },
        { "id": "note.export", "title": "Export Note", "icon": "square.and.arrow.up", "effects": [{ "message": "export" }] },
        { "id": "note.pin", "title": "Pin", "icon": "pin", "effects": [{ "message": "pin" }] },
        { "id": "note.merge", "title": "Merge", "effects": [{ "message": "merge" }] },
        { "id": "note.copy", "title": "Copy", "selector": "copy:", "effects": [{ "message": "copy" }] }
      ],
      "menus": {
        "menus": [
          {
            "title": "Note",
            "items": [
              { "button": "note.pin", "shortcut": "cmd+shift+;" },
              { "button": "note.idle" },
              { "button": "note.export" },
              { "button": "note.merge" },
              { "menu": "More", "items": [{ "menu": "Even More", "items": [{ "button": "note.pin" }] }] }
            ]
          }
        ]
      },
      "contextMenus": [
        { "target": "NoteList", "swipeAction": "note.pin", "items": ["divider", { "button": "note.export" }] }
      ],
      "toolbars": [
        {
          "target": "NoteList",
          "content": [
            { "group": "primaryAction", "items": [{ "item": "note.pin", "accessibilityLabel": "Pin" }, { "item": "note.merge", "label": "title" }] },
            { "spacer": "fixed" },
            { "item": "note.copy", "placement": "primaryAction", "label": "title", "prominent": true },
            { "spacer": "fixed" },
            { "item": "note.export", "placement": "primaryAction", "prominent": true },
            { "spacer": "fixed" },
            { "item": "note.back", "placement": "primaryAction", "accessibilityLabel": "Back" }
          ]
        }
      ]
    }
    """

@Suite("keygraph check --app: lint findings located in the app file")
struct AppLintLocationTests {
    @Test("each lint kind points at the token that declared it, with its source line, caret and hint")
    func everyLintKindIsLocated() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "keygraph-applint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("notes.json").path
        try lintedApp.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try Binary.run(["check", "--app", path], workingDirectory: Binary.packageRoot)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            Binary.withoutSummary(result.stdout) == """
                \(path):5:101: warning: 'note.close' uses ⌘W (reserved by the system for Close) [reserved-shortcut]
                5 |     { "id": "note.close", "title": "Close Note", "effects": [{ "message": "closed" }], "shortcut": "cmd+w" },
                  |                                                                                                     ^^^^^
                hint: choose another shortcut
                \(path):18:48: warning: 'note.pin' adds Shift to a two-character key: ⇧⌘; [shifted-two-character-key]
                18 |           { "button": "note.pin", "shortcut": "cmd+shift+;" },
                   |                                                ^^^^^^^^^^^
                hint: write ⌘:, not ⇧⌘;
                \(path):6:92: warning: 'note.back' takes ⌘Z, the shortcut of the standard item Edit › Undo (undo:) [standard-shortcut]
                6 |     { "id": "note.back", "title": "Back", "effects": [{ "message": "back" }], "shortcut": "cmd+z" },
                  |                                                                                            ^^^^^
                hint: give 'note.back' the selector undo: to make it that item, replace the item's group, or choose another shortcut
                \(path):22:50: warning: Note › More › Even More: more than one submenu level [submenu-depth]
                22 |           { "menu": "More", "items": [{ "menu": "Even More", "items": [{ "button": "note.pin" }] }] }
                   |                                                  ^^^^^^^^^
                hint: keep to one submenu level
                \(path):20:24: warning: Note › Export Note: the title needs "…": it asks for more input [ellipsis]
                20 |           { "button": "note.export" },
                   |                        ^^^^^^^^^^^
                hint: write "Export Note…"
                \(path):21:24: note: Note › Merge: the custom action 'note.merge' has no icon in a menu that shows icons [missing-icon]
                21 |           { "button": "note.merge" },
                   |                        ^^^^^^^^^^
                hint: give it an SF Symbol, or show no icons in this menu
                \(path):28:90: warning: context menu NoteList › Export Note: the title needs "…": it asks for more input [ellipsis]
                28 |     { "target": "NoteList", "swipeAction": "note.pin", "items": ["divider", { "button": "note.export" }] }
                   |                                                                                          ^^^^^^^^^^^
                hint: write "Export Note…"
                \(path):19:24: warning: Note › Idle: 'note.idle' performs nothing: it has no effects [performs-nothing]
                19 |           { "button": "note.idle" },
                   |                        ^^^^^^^^^
                hint: give it an effect, or leave it out
                \(path):28:90: warning: context menu NoteList: the top item is 'note.export', not the row's swipe action 'note.pin' [context-top-item]
                28 |     { "target": "NoteList", "swipeAction": "note.pin", "items": ["divider", { "button": "note.export" }] }
                   |                                                                                          ^^^^^^^^^^^
                hint: put 'note.pin' first
                \(path):32:18: warning: toolbar NoteList (primaryAction): a plate mixes icons and text: 'note.pin', 'note.merge' [mixed-plate]
                32 |       "target": "NoteList",
                   |                  ^^^^^^^^
                hint: make the group all icons or all text, or split it with ToolbarSpacer(.fixed)
                \(path):32:18: warning: toolbar NoteList (primaryAction): 4 groups; a toolbar reads best with at most 3 [toolbar-groups]
                32 |       "target": "NoteList",
                   |                  ^^^^^^^^
                hint: merge related actions into one group, or move some into a Menu
                \(path):32:18: warning: toolbar NoteList: 2 prominent items ('note.copy', 'note.export'); a toolbar has one [toolbar-prominent]
                32 |       "target": "NoteList",
                   |                  ^^^^^^^^
                hint: keep .borderedProminent for the one primary action
                \(path):36:20: warning: toolbar NoteList: 'note.copy' shows the standard verb Copy as text; it has the icon document.on.document [toolbar-text-verb]
                36 |         { "item": "note.copy", "placement": "primaryAction", "label": "title", "prominent": true },
                   |                    ^^^^^^^^^
                hint: an icon reads faster for a standard verb: drop "label": "title"
                0 errors, 12 warnings, 1 note

                """)
        // --strict makes the warnings fail; --json carries the same line and column.
        #expect(try Binary.run(["check", "--strict", "--app", path], workingDirectory: Binary.packageRoot).status == 1)
        let json = try Binary.run(["check", "--json", "--app", path], workingDirectory: Binary.packageRoot).stdout
        #expect(json.hasPrefix(#"{"file":"\#(path)","line":5,"column":101,"severity":"warning""#))
    }
}
