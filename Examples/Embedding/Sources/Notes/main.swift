// The DocC article "Embedding KeyGraph in an app" (Sources/KeyGraph/KeyGraph.docc/EmbeddingKeyGraph.md):
// its Swift blocks, in order, are this file below these comment lines, and what it prints
// is Notes.expected (checked by Tests/KeyGraphFormatsTests/EmbeddingArticleTests.swift).
import KeyGraph
import KeyGraphFormats

let commands = CommandRegistry([
    Command(id: "note.new", title: "New Note…", effects: [.message("New note")]),
    Command(
        id: "note.openFirst", title: "Open First Note", effects: [.push(PathValue(type: "Note", id: "first"))]),
    Command(id: "navigation.back", title: "Back", effects: [.pop(1)]),
])
var app = AppModel(
    name: "notes",
    records: ["Note": [Record(type: "Note", id: "first", title: "First Note")]],
    navigation: NavigationModel(
        rootView: ViewDeclaration(contextName: "NoteList"),
        destinations: ["Note": ViewDeclaration(contextName: "NoteDetail", publishes: ["selectedNote"])]),
    commands: commands)
app.menus = MenuBarDeclaration(appName: "Notes") {
    CommandGroup(replacing: .newItem) {
        MenuButton(command: "note.new").keyboardShortcut("n")
    }
    CommandMenu("Go") {
        MenuButton(command: "note.openFirst").keyboardShortcut("o", modifiers: [.command, .shift])
        MenuDivider()
        MenuButton(command: "navigation.back").keyboardShortcut("[")
    }
}

let keymap = try KeymapLoader.load(
    SourceFile(
        name: "notes-keys.json",
        text: """
            {"keymap": "Notes", "bindings": [
              {"key": "ctrl+k ctrl+o", "command": "note.openFirst", "when": "NoteList"}
            ]}
            """),
    commands: app.commands
).keymap

var session = try Session(app: app, keymaps: [keymap], platform: .macos, chordTimeout: .milliseconds(500))
let waiting = session.handle(.key(try KeyboardShortcut(parsing: "ctrl+k"), at: 0))
let fired = session.handle(.key(try KeyboardShortcut(parsing: "ctrl+o"), at: 10))
for event in waiting + fired { print(event.formatted(.glyphs) ?? "\(event)") }
print("path:", session.state.focusedScene.path.map(\.description))
print("selectedNote:", session.focusedValues["selectedNote"]?.description ?? "none")

let bar = session.menuBar()
for entry in bar.menu(titled: "Go")?.entries ?? [] {
    let shortcut = entry.shortcut.map { " " + $0.formatted(.glyphs) } ?? ""
    print(entry.kind == .divider ? "—" : entry.title + shortcut)
}
let back = session.performMenuItem(at: MenuPath("Go", "Back"))
print(back)
print("path:", session.state.focusedScene.path.map(\.description))

let undone = session.handle(.apply(.undo))
print(undone)
print("path:", session.state.focusedScene.path.map(\.description))
