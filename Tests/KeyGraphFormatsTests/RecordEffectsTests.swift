import KeyGraph
import Testing

@testable import KeyGraphFormats

/// The `insert` and `delete` effects, conditions in `requires` and titles chosen by state,
/// on small apps: what they change, what undo brings back, and the exact reasons.
@Suite("Record effects and conditions")
struct RecordEffectsTests {
    /// A three-column app: folders → notes (filtered by `folder`) → a detail stack, with a
    /// second note destination pushed from the detail, and a sheet that takes a note.
    static let folders = """
        {"app": "folders",
         "records": {"Folder": [{"id": "work"}, {"id": "home"}],
                     "Note": [{"id": "plan", "fields": {"folder": "work", "isPinned": true, "tags": ["a"]}},
                              {"id": "list", "fields": {"folder": "home", "isPinned": false, "tags": []}}]},
         "layout": {"splitView": [
           {"name": "sidebar", "context": "Sidebar", "view": "FolderList", "lists": "Folder"},
           {"name": "content", "context": "Content", "view": "NoteList", "lists": "Note", "filterField": "folder"},
           {"name": "detail", "context": "Detail", "view": {"context": "NoteDetail", "publishesForScene": ["selectedNote"]}}]},
         "destinations": {"Note": {"context": "LinkedNote", "publishes": ["linkedNote"]}},
         "sheets": [{"name": "Edit", "view": "Editor", "item": "Note"}],
         "commands": [
           {"id": "new", "title": "New Note", "effects": [{"insert": "Note", "title": "Draft"}]},
           {"id": "delete", "title": "Delete", "requires": "selectedNote.isPinned == false",
            "effects": [{"delete": "selectedNote"}]},
           {"id": "pin", "title": {"when": "selectedNote.isPinned", "then": "Unpin", "else": "Pin"},
            "requires": ["selectedNote", "'a' in selectedNote.tags || state.pinAnything"],
            "effects": [{"toggleField": "isPinned", "of": "selectedNote"}]}]}
        """

    func session() throws -> Session { try Session(app: try loadApp(Self.folders)) }

    func messages(_ events: [Session.Event]) -> [String] {
        events.compactMap {
            switch $0 {
            case .message(let text), .failed(let text): text
            default: nil
            }
        }
    }

    @Test func insertFillsTheFilterFieldAndSelectsTheNewRecord() throws {
        var session = try session()
        _ = session.handle(.apply(.split(.select(column: "sidebar", value: PathValue(type: "Folder", id: "home")))))
        #expect(messages(session.handle(.perform(command: "new"))) == [#"Inserted Note:note-1 "Draft""#])
        let note = try #require(session.state.record(PathValue(type: "Note", id: "note-1")))
        #expect(note.title == "Draft")
        #expect(note.fields == ["folder": .text("home"), "isPinned": .bool(false), "tags": .list([])])
        #expect(session.state.focusedScene.path.map(\.description) == ["Folder:home", "Note:note-1"])
        // Undo takes it away with its selection.
        _ = session.handle(.apply(.undo))
        #expect(session.state.record(PathValue(type: "Note", id: "note-1")) == nil)
        #expect(session.state.focusedScene.path.map(\.description) == ["Folder:home"])
    }

    @Test func insertWithoutTheParentSelectionFailsAndChangesNothing() throws {
        var session = try session()
        let before = session.state
        #expect(messages(session.handle(.perform(command: "new"))) == ["select a Folder in the sidebar column first"])
        #expect(session.state == before)
        #expect(session.undoStack.isEmpty)
    }

    @Test func deleteForgetsTheRecordEverywhereAndUndoRestoresIt() throws {
        var session = try session()
        _ = session.handle(.apply(.split(.select(column: "sidebar", value: PathValue(type: "Folder", id: "home")))))
        _ = session.handle(.apply(.split(.select(column: "content", value: PathValue(type: "Note", id: "list")))))
        _ = session.handle(.apply(.stack(.push(PathValue(type: "Note", id: "plan")))))
        let shown = session.state
        // The pushed note goes from the detail stack; the selection stays.
        #expect(
            messages(session.handle(.apply(.data(.deleteRecord(focused: "linkedNote")))))
                == [#"Deleted Note:plan "plan""#])
        #expect(session.state.records["Note"]?.map(\.id) == ["list"])
        #expect(session.state.focusedScene.path.map(\.description) == ["Folder:home", "Note:list"])
        // The selected note goes from the selection.
        #expect(messages(session.handle(.perform(command: "delete"))) == [#"Deleted Note:list "list""#])
        #expect(session.state.records["Note"] == [])
        #expect(session.state.focusedScene.path.map(\.description) == ["Folder:home"])
        // Undo brings both back, in their places, shown as they were.
        _ = session.handle(.apply(.undo))
        _ = session.handle(.apply(.undo))
        #expect(session.state.records == shown.records)
        #expect(session.state.focusedScene.path == shown.focusedScene.path)
    }

    @Test func deleteDismissesASheetShowingTheRecord() {
        var scene = SceneState(id: "main", path: [PathValue(type: "Note", id: "a"), PathValue(type: "Note", id: "b")])
        scene.sheet = SheetState(name: "Edit", item: PathValue(type: "Note", id: "b"))
        scene.forget(PathValue(type: "Note", id: "b"))
        #expect(scene.stack == [PathValue(type: "Note", id: "a")])
        #expect(scene.sheet == nil)
    }

    @Test func aConditionOnAFieldDisablesWithTheValuesItRead() throws {
        var session = try session()
        _ = session.handle(.apply(.split(.select(column: "sidebar", value: PathValue(type: "Folder", id: "work")))))
        _ = session.handle(.apply(.split(.select(column: "content", value: PathValue(type: "Note", id: "plan")))))
        let validation = session.validate(try #require(session.app.commands.command(id: "delete")))
        #expect(validation?.rule == .condition)
        #expect(
            validation?.reason
                == "'delete' is disabled: it requires selectedNote.isPinned == false (selectedNote.isPinned is true)")
        // A list field is its ids joined by commas: `in` reads it; state keys are `state.KEY`.
        #expect(session.isEnabled("pin"))
        _ = session.handle(.apply(.split(.select(column: "sidebar", value: PathValue(type: "Folder", id: "home")))))
        _ = session.handle(.apply(.split(.select(column: "content", value: PathValue(type: "Note", id: "list")))))
        #expect(
            session.disabledReason(forCommand: "pin")
                == "'pin' is disabled: it requires 'a' in selectedNote.tags || state.pinAnything "
                + "(selectedNote.tags is empty, state.pinAnything is unset)")
        _ = session.handle(.apply(.data(.toggleState("pinAnything"))))
        #expect(session.isEnabled("pin"))
    }

    @Test func theFocusedValueAConditionNamesIsRequiredFirst() throws {
        let session = try session()
        #expect(
            session.disabledReason(forCommand: "delete")
                == "'delete' is disabled: it needs the focused value 'selectedNote'")
    }

    @Test func aTitleChosenByStateFollowsTheRecord() throws {
        var session = try session()
        let pin = try #require(session.app.commands.command(id: "pin"))
        #expect(pin.title == "Pin")
        #expect(session.title(of: pin) == "Pin")
        _ = session.handle(.apply(.split(.select(column: "sidebar", value: PathValue(type: "Folder", id: "work")))))
        _ = session.handle(.apply(.split(.select(column: "content", value: PathValue(type: "Note", id: "plan")))))
        #expect(session.title(of: pin) == "Unpin")
        #expect(session.stateChosenTitle(forCommand: "pin") == "Unpin")
        #expect(session.stateChosenTitle(forCommand: "delete") == nil)
        _ = session.handle(.perform(command: "pin"))
        #expect(session.title(of: pin) == "Pin")
        #expect(session.undoActionName == "Unpin")
    }
}
