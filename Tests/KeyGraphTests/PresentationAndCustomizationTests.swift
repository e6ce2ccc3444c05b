import KeyGraphTestSupport
import Testing

@testable import KeyGraph

@Suite("Detents, tab and toolbar customization")
struct PresentationAndCustomizationTests {
    @Test(
        "a detent reads back from its written form; out-of-range ones do not read",
        arguments: ["medium", "large", "fraction(0.25)", "fraction(1)", "height(200)", "height(0.5)"])
    func detentRoundTrip(text: String) throws {
        let detent = try #require(PresentationDetent(parsing: text))
        #expect(detent.description == text)
        #expect(PresentationDetent(parsing: detent.description) == detent)
    }

    @Test(arguments: [
        "", "small", "fraction(0)", "fraction(1.5)", "height(-3)", "height()", "fraction(nan)", "medium ",
    ])
    func badDetentsDoNotRead(text: String) {
        #expect(PresentationDetent(parsing: text) == nil)
    }

    static func tab(_ id: String, section: String? = nil, behavior: TabCustomizationBehavior = .automatic)
        -> TabDeclaration
    {
        var tab = TabDeclaration(id: id, title: id, section: section, root: ViewDeclaration(contextName: id))
        tab.customizationID = "t.\(id)"
        tab.customizationBehavior = [.sidebar: behavior, .tabBar: behavior]
        return tab
    }

    @Test("the person's order rearranges movable tabs within their sections; disabled ones stay put")
    func tabOrder() {
        let tabs = [
            Self.tab("a", behavior: .disabled), Self.tab("b"), Self.tab("c"), Self.tab("x", section: "S"),
            Self.tab("y", section: "S"),
        ]
        let customization = TabViewCustomization(order: ["t.y", "t.c", "t.a", "t.b", "t.x"])
        #expect(customization.ordered(tabs, in: .sidebar).map(\.id) == ["a", "c", "b", "y", "x"])
        #expect(TabViewCustomization().ordered(tabs, in: .sidebar).map(\.id) == ["a", "b", "c", "x", "y"])
    }

    @Test("the person's visibility wins over defaultVisibility, per placement")
    func tabVisibility() {
        var tab = Self.tab("a")
        tab.defaultVisibility = [.tabBar: .hidden]
        var customization = TabViewCustomization()
        #expect(customization.isVisible(tab, in: .sidebar))
        #expect(!customization.isVisible(tab, in: .tabBar))
        customization.visibility[.tabBar] = ["t.a": .visible]
        #expect(customization.isVisible(tab, in: .tabBar))
    }

    @Test("a state condition reads an unset key as false")
    func stateCondition() {
        let signedOut = StateCondition(key: "signedIn", value: "false")
        #expect(signedOut.holds(in: [:]))
        #expect(!signedOut.holds(in: ["signedIn": "true"]))
        #expect(StateCondition(key: "mode", value: "browse").holds(in: ["mode": "browse"]))
    }

    static let toolbar = Toolbar(
        target: "V",
        content: [
            .item(ToolbarItem("a", id: "a")), .spacer(.fixed, placement: .automatic),
            .item(ToolbarItem("b", id: "b", customizationBehavior: .reorderable)),
            .item(ToolbarItem("c", id: "c", customizationBehavior: .disabled)),
            .item(ToolbarItem("d", id: "d", showsByDefault: false)),
        ], id: "bar")

    @Test("a toolbar customization adds, moves and removes what each item's behavior allows")
    func toolbarChanges() throws {
        let toolbar = Self.toolbar
        #expect(toolbar.entries(customization: nil).map(\.key) == ["a", "space", "b", "c"])
        var arrangement = try toolbar.applying(.add("d", at: 1), to: nil)
        #expect(arrangement == ["d", "a", "space", "b", "c"])
        arrangement = try toolbar.applying(.move(.key("b"), to: 1), to: arrangement)
        #expect(arrangement == ["b", "d", "a", "space", "c"])
        arrangement = try toolbar.applying(.remove(.position(4)), to: arrangement)
        #expect(arrangement == ["b", "d", "a", "c"])
        #expect(throws: NavigationError.self) { try toolbar.applying(.remove(.key("b")), to: arrangement) }
        #expect(throws: NavigationError.self) { try toolbar.applying(.move(.key("c"), to: 1), to: arrangement) }
        #expect(throws: NavigationError.self) { try toolbar.applying(.add("zz", at: nil), to: arrangement) }
        #expect(try toolbar.applying(.reset, to: arrangement) == nil)
        // A saved arrangement that lost a disabled item gets it back.
        #expect(toolbar.entries(customization: ["a"]).map(\.key) == ["a", "c"])
    }
}
