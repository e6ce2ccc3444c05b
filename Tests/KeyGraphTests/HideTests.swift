import KeyGraphTestSupport
import Testing

@testable import KeyGraph

@Suite("Hide, Hide Others, Show All")
struct HideTests {
    @Test("Hide APP is always enabled; while hidden no window is key, and Show All shows the app again")
    func hideAndShowAll() throws {
        var session = try makeSession()
        #expect(session.isEnabled("hide:"))
        #expect(
            session.disabledReason(forCommand: "unhideAllApplications:")
                == "'unhideAllApplications:' is disabled: nothing is hidden")
        #expect(
            session.disabledReason(forCommand: "hideOtherApplications:")
                == "'hideOtherApplications:' is disabled: KeyGraph models one app: there are no other apps to hide")
        #expect(session.handle(.perform(command: "hide:")).contains(.message("Hid Recipes")))
        #expect(session.state.isHidden)
        #expect(session.isEnabled("hide:"))
        #expect(session.handle(.perform(command: "hide:")).contains(.message("Recipes is already hidden")))
        expectFailure(
            .apply(.toggleSidebar), on: &session, "the app is hidden: no window is key (Show All shows it)")
        #expect(session.handle(.perform(command: "unhideAllApplications:")).contains(.message("Showed Recipes")))
        #expect(!session.state.isHidden)
        apply(.toggleSidebar, to: &session)
        #expect(session.state.focusedScene.split?.isSidebarVisible == false)
    }

    @Test("choosing a window by id or opening one shows a hidden app; undo leaves it hidden")
    func activating() throws {
        var session = try makeSession()
        apply(.app(.hide), to: &session)
        apply(.focusScene(.id("main")), to: &session)
        #expect(!session.state.isHidden)
        apply(.app(.hide), to: &session)
        apply(.newScene(nil), to: &session)
        #expect(!session.state.isHidden)
        apply(.app(.hide), to: &session)
        _ = session.handle(.apply(.undo))
        #expect(session.state.isHidden)
    }
}
