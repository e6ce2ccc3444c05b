import KeyGraphTestSupport
import Testing

@testable import KeyGraph

@Suite("layers and precedence")
struct PrecedenceTests {
    @Test func higherLayerBeatsDeeperContext() throws {
        var session = try KeymapFixtures.detailSession([
            KeymapFixtures.layer("a.json", [#"{ "key": "ctrl+t", "command": "go.desserts", "when": "RecipeDetail" }"#]),
            KeymapFixtures.layer("b.json", [#"{ "key": "ctrl+t", "command": "go.breakfast" }"#]),
        ])
        #expect(try KeymapFixtures.fired("ctrl+t", in: &session) == ["go.breakfast"])
    }

    @Test func deeperContextBeatsLaterInTheSameLayer() throws {
        var session = try KeymapFixtures.detailSession([
            KeymapFixtures.layer(
                "a.json",
                [
                    #"{ "key": "ctrl+t", "command": "go.desserts", "when": "RecipeDetail" },"#,
                    #"{ "key": "ctrl+t", "command": "go.breakfast", "when": "Scene" },"#,
                ])
        ])
        #expect(try KeymapFixtures.fired("ctrl+t", in: &session) == ["go.desserts"])
    }

    @Test func laterWinsAtTheSameLayerAndDepth() throws {
        var session = try KeymapFixtures.detailSession([
            KeymapFixtures.layer(
                "a.json",
                [
                    #"{ "key": "ctrl+t", "command": "go.desserts", "when": "RecipeDetail" },"#,
                    #"{ "key": "ctrl+t", "command": "go.breakfast", "when": "view == RecipeDetail" },"#,
                ])
        ])
        #expect(try KeymapFixtures.fired("ctrl+t", in: &session) == ["go.breakfast"])
    }

    @Test func falseWhenNeverWins() throws {
        var session = try KeymapFixtures.detailSession([
            KeymapFixtures.layer(
                "a.json",
                [
                    #"{ "key": "ctrl+t", "command": "go.desserts" },"#,
                    #"{ "key": "ctrl+t", "command": "go.breakfast", "when": "Sidebar" },"#,
                ])
        ])
        #expect(try KeymapFixtures.fired("ctrl+t", in: &session) == ["go.desserts"])
    }

    @Test func nullBlocksLowerLayers() throws {
        var session = try KeymapFixtures.detailSession([
            KeymapFixtures.layer("a.json", [#"{ "key": "cmd+n", "command": null }"#])
        ])
        let events = session.handle(.key(try KeyboardShortcut(parsing: "cmd+n"), at: 0))
        #expect(events == [.blocked(try KeySequence(parsing: "cmd+n"))])
    }

    @Test func removalMatchesKeyAndEquivalentWhen() throws {
        var session = try KeymapFixtures.detailSession([
            KeymapFixtures.layer(
                "a.json",
                [
                    #"{ "key": "ctrl+t", "command": "go.desserts", "when": "RecipeDetail && scene == main" },"#,
                    #"{ "key": "ctrl+u", "command": "go.desserts" },"#,
                ]),
            KeymapFixtures.layer(
                "b.json", [#"{ "key": "ctrl+t", "command": "-go.desserts", "when": "scene == main && RecipeDetail" }"#]),
        ])
        #expect(try KeymapFixtures.fired("ctrl+t", in: &session) == [])
        #expect(try KeymapFixtures.fired("ctrl+u", in: &session) == ["go.desserts"])
        #expect(session.index.removalWarnings.isEmpty)
    }

    @Test func removalWithoutAKeyRemovesEveryKey() throws {
        var session = try KeymapFixtures.detailSession([
            KeymapFixtures.layer("b.json", [#"{ "command": "-recipe.showApplePie" }"#])
        ])
        #expect(try KeymapFixtures.fired("ctrl+k ctrl+a", in: &session) == [])
        #expect(try KeymapFixtures.fired("ctrl+k ctrl+d", in: &session) == ["go.desserts"])
    }

    @Test func removalThatRemovesNothingIsAWarning() throws {
        let text = """
            {"bindings": [
              { "key": "cmd+m", "command": "-recipe.new" },
              { "key": "cmd+n", "command": "-recipe.new", "when": "RecipeDetail" },
            ]}
            """
        let keymap = try KeymapFixtures.keymap("user.json", text)
        let session = try Session(app: Demo.recipes, keymaps: [keymap])
        let warnings = session.index.removalWarnings.map { $0.attachingSourceLine(from: text).rendered }
        #expect(
            warnings == [
                """
                user.json:2:32: warning: '-recipe.new' removes nothing: no lower layer binds 'recipe.new' to cmd+m
                2 |   { "key": "cmd+m", "command": "-recipe.new" },
                  |                                ^^^^^^^^^^^^^
                hint: 'recipe.new' is bound to cmd+n
                """,
                """
                user.json:3:32: warning: '-recipe.new' removes nothing: no lower layer binds 'recipe.new' to cmd+n when RecipeDetail
                3 |   { "key": "cmd+n", "command": "-recipe.new", "when": "RecipeDetail" },
                  |                                ^^^^^^^^^^^^^
                hint: 'recipe.new' is bound to cmd+n
                """,
            ])
    }

    @Test func removalOnlyAffectsLowerLayers() throws {
        var session = try KeymapFixtures.detailSession([
            KeymapFixtures.layer(
                "a.json",
                [
                    #"{ "key": "ctrl+t", "command": "-go.desserts" },"#,
                    #"{ "key": "ctrl+t", "command": "go.desserts" },"#,
                ])
        ])
        #expect(try KeymapFixtures.fired("ctrl+t", in: &session) == ["go.desserts"])
        #expect(session.index.removalWarnings.count == 1)
    }

    @Test func explainListsEveryCandidateInPrecedenceOrder() throws {
        let session = try KeymapFixtures.detailSession([
            KeymapFixtures.layer(
                "a.json",
                [
                    #"{ "key": "ctrl+t", "command": "go.desserts", "when": "RecipeDetail" },"#,
                    #"{ "key": "ctrl+t", "command": "go.breakfast", "when": "Scene" },"#,
                    #"{ "key": "ctrl+t", "command": "recipe.new", "when": "Sidebar" },"#,
                    #"{ "key": "ctrl+t", "command": "navigation.root", "when": "RecipeDetail" },"#,
                    #"{ "key": "ctrl+t", "command": "navigation.back", "when": "RecipeDetail" },"#,
                ]),
            KeymapFixtures.layer("b.json", [#"{ "key": "ctrl+t", "command": "-navigation.back" }"#]),
            KeymapFixtures.layer("c.json", [#"{ "key": "ctrl+t", "command": "recipe.showApplePie", "when": "App" }"#]),
        ])
        let candidates = session.index.explain(try KeySequence(parsing: "ctrl+t"), live: session.liveSet)
        #expect(
            candidates.map { $0.binding.actionSource } == [
                "recipe.showApplePie", "navigation.root", "go.desserts", "go.breakfast", "recipe.new",
                "navigation.back",
            ])
        #expect(
            candidates.map(\.verdict) == [
                .wins, .lowerLayer, .lowerLayer, .lowerLayer, .whenFalse,
                .removed(file: "b.json", at: SourcePosition(line: 2, column: 31)),
            ])
        let withoutTop = try KeymapFixtures.detailSession(
            Array([
                KeymapFixtures.layer(
                    "a.json",
                    [
                        #"{ "key": "ctrl+t", "command": "go.desserts", "when": "RecipeDetail" },"#,
                        #"{ "key": "ctrl+t", "command": "go.breakfast", "when": "Scene" },"#,
                        #"{ "key": "ctrl+t", "command": "navigation.root", "when": "RecipeDetail" },"#,
                    ])
            ]))
        let verdicts = withoutTop.index.explain(try KeySequence(parsing: "ctrl+t"), live: withoutTop.liveSet).map(
            \.verdict)
        let detailDepth = try #require(withoutTop.keyContext.identifiers["RecipeDetail"])
        let sceneDepth = try #require(withoutTop.keyContext.identifiers["Scene"])
        #expect(verdicts == [.wins, .earlier, .lessSpecific(depth: sceneDepth, winnerDepth: detailDepth)])
    }
}
