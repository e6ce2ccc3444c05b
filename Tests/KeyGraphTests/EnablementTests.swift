import KeyGraphTestSupport
import Testing

@testable import KeyGraph

/// The one enablement decision: each rule objects where it should, in order, and the menu
/// bar, toolbars, context menus, dialogs, `isEnabled` and running a command all give its answer.
@Suite("Enablement: one validator")
struct EnablementTests {
    /// Notes: opening one needs a selected note; a sheet, a dialog and window items.
    static func notes() -> AppModel {
        var navigation = NavigationModel(
            rootView: ViewDeclaration(contextName: "NoteList"),
            destinations: ["Note": ViewDeclaration(contextName: "NoteDetail", publishes: ["selectedNote"])],
            sheets: ["Compose": SheetDeclaration(name: "Compose", view: ViewDeclaration(contextName: "ComposeForm"))])
        navigation.dialogs["Discard"] = DialogDeclaration(
            name: "Discard", kind: .alert, title: "Discard?", actions: [.init("note.discard")])
        var app = AppModel(
            name: "notes",
            records: ["Note": [Record(type: "Note", id: "first", title: "First Note")]],
            navigation: navigation,
            commands: CommandRegistry([
                Command(id: "note.first", title: "First", effects: [.push(PathValue(type: "Note", id: "first"))]),
                Command(
                    id: "note.share", title: "Share", requires: ["selectedNote"],
                    effects: [.message("shared")]),
                Command(id: "note.compose", title: "Compose", effects: [.presentSheet("Compose", item: nil)]),
                Command(id: "note.ask", title: "Ask", effects: [.presentDialog("Discard", .alert)]),
                Command(id: "note.discard", title: "Discard", effects: [.message("discarded")]),
                Command(id: "sheet.cancel", title: "Cancel", effects: [.dismiss]),
                Command(id: "edit.undo", title: "Undo", effects: [.undo]),
                Command(id: "window.minimize", title: "Minimize", effects: [.minimize]),
            ]))
        app.menus = MenuBarDeclaration(appName: "Notes") {
            CommandMenu("Note") {
                MenuButton(command: "note.share")
                MenuButton(command: "sheet.cancel")
                MenuButton(command: "edit.undo")
                MenuButton(command: "window.minimize")
            }
        }
        return app
    }

    /// The rule that disables `id` now, or nil when it is enabled.
    func rule(_ id: String, in session: Session) throws -> Session.Validation.Rule? {
        session.validate(try #require(session.app.commands.command(id: id)))?.rule
    }

    @Test("each rule objects where it should, and only there")
    func rules() throws {
        var session = try Session(app: Self.notes())
        #expect(try rule("note.share", in: session) == .focusedValue)
        #expect(try rule("sheet.cancel", in: session) == .sheet)
        #expect(try rule("edit.undo", in: session) == .history)
        #expect(try rule("window.minimize", in: session) == nil)
        _ = session.handle(.perform(command: "note.first"))
        #expect(try rule("note.share", in: session) == nil)
        #expect(try rule("edit.undo", in: session) == nil)
        _ = session.handle(.perform(command: "window.minimize"))
        // No key window now: minimizing again would fail, so the item is dimmed.
        #expect(try rule("window.minimize", in: session) == .tried)
    }

    @Test("a presented dialog disables everything but its buttons, first of all rules")
    func dialogFirst() throws {
        var session = try Session(app: Self.notes())
        _ = session.handle(.perform(command: "note.ask"))
        #expect(session.presentedDialog?.name == "Discard")
        // sheet.cancel would also fail the sheet rule; the dialog's comes first.
        for id in ["note.share", "sheet.cancel", "note.first"] {
            #expect(try rule(id, in: session) == .dialog, "\(id)")
        }
        #expect(try rule("note.discard", in: session) == nil)
        let answered = session.handle(.perform(command: "note.discard"))
        #expect(answered.contains(.message("discarded")))
    }

    @Test("the menu bar, isEnabled and running a command give the validator's answer")
    func everyoneAsks() throws {
        var session = try Session(app: Self.notes())
        for step in ["", "note.first", "note.compose"] {
            if !step.isEmpty { _ = session.handle(.perform(command: step)) }
            let menu = try #require(session.menuBar(platform: .macos).menu(titled: "Note"))
            for entry in menu.entries {
                guard case .command(let id)? = entry.action else { continue }
                let reason = session.disabledReason(try #require(session.app.commands.command(id: id)))
                #expect(entry.disabledReason == reason, "\(id) after '\(step)'")
                #expect(entry.isEnabled == (reason == nil), "\(id) after '\(step)'")
                #expect(session.isEnabled(id) == (reason == nil), "\(id) after '\(step)'")
                if let reason {
                    var copy = session
                    let run = copy.handle(.perform(command: id))
                    let clicked = copy.perform(entry)
                    #expect(failures(run) == [reason], "\(id) after '\(step)'")
                    #expect(failures(clicked) == [reason], "\(id) after '\(step)'")
                }
            }
        }
    }
}
