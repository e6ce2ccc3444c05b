import KeyGraph
import Testing

@testable import KeyGraphFormats

/// `app.check()`: an app built in code with the DSL, checked by the same pipeline and rules as `keygraph check`.
@Suite("AppModel.check()")
struct AppModelCheckTests {
    private var app: AppModel {
        var app = AppModel(
            name: "Notes",
            commands: CommandRegistry([
                Command(id: "note.new", title: "New Note", effects: [.message("new")]),
                Command(id: "note.save", title: "Save Note", effects: [.message("saved")]),
                Command(id: "view.sidebar", title: "Toggle Sidebar", effects: [.toggleSidebar]),
                Command(id: "app.settings", title: "Settings…", effects: [.message("settings")]),
            ]))
        app.menus = MenuBarDeclaration(appName: "Notes") {
            CommandMenu("Notes") {
                MenuButton(command: "note.new").keyboardShortcut("n")
                MenuButton(command: "note.sav")
                MenuButton(command: "note.save").keyboardShortcut("s")
                MenuButton(command: "view.sidebar").keyboardShortcut("s")
                MenuButton(command: "app.settings").keyboardShortcut(",")
            }
        }
        return app
    }

    @Test("A typo'd command id, two commands on ⌘S, ⌘S on Toggle Sidebar; not the app's Settings on ⌘,")
    func findings() {
        let found = app.check()
        let rules = found.compactMap(\.rule)
        #expect(rules.contains(KeymapRule.unknownCommand.id), "\(found)")
        #expect(found.contains { $0.rule == KeymapRule.unknownCommand.id && $0.hint == "did you mean 'note.save'?" })
        #expect(rules.contains(MenuRule.standardShortcut.id), "⌘S on Toggle Sidebar: \(found)")
        #expect(!rules.contains(MenuRule.reservedShortcut.id), "Settings… owns ⌘,: \(found)")
        #expect(found.allSatisfy { !$0.message.contains("⌘,,") })
        #expect(
            rules.contains {
                $0 == KeymapRule.neverFires.id || $0 == KeymapRule.duplicateBinding.id
                    || $0 == KeymapRule.losesInPart.id
            }, "two on ⌘S: \(found)")
    }

    @Test("Rules can be left out, by their typed ids")
    func skipping() {
        let found = app.check(skipping: [KeymapRule.unknownCommand.id])
        #expect(!found.contains { $0.rule == KeymapRule.unknownCommand.id })
    }
}
