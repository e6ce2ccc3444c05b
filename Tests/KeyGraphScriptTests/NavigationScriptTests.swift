import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats
@testable import KeyGraphScript

@Suite("Navigation verbs: parsing and JSON output")
struct NavigationScriptTests {
    @Test(arguments: [
        ("focus scene main", Statement.effect(.focusScene(.id("main")))),
        ("focus scene next", .effect(.focusScene(.next))),
        ("focus scene previous", .effect(.focusScene(.previous))),
        ("focus detail", .effect(.focusColumn("detail"))),
        ("focus next", .effect(.moveFocus(forward: true))),
        ("scene new", .effect(.newScene(nil))),
        ("scene new side", .effect(.newScene("side"))),
        ("scene close", .effect(.closeScene)),
        ("scene list", .show(.scenes)),
        (
            "select content Recipe:apple-pie",
            .effect(.select(column: "content", value: PathValue(type: "Recipe", id: "apple-pie")))
        ),
        ("tab library", .effect(.selectTab("library"))),
        ("tab hide radio", .effect(.setTabHidden("radio", true))),
        ("columns detailOnly", .effect(.columns(.detailOnly))),
        ("width compact", .effect(.width(.compact))),
        (
            "sheet EditRecipe Recipe:apple-pie",
            .effect(.presentSheet("EditRecipe", item: PathValue(type: "Recipe", id: "apple-pie")))
        ),
        ("dismiss", .effect(.interactiveDismiss)),
        ("dismiss discard", .effect(.answerDismissal(discard: true))),
        ("open recipes://category/desserts", .effect(.open("recipes://category/desserts"))),
        ("state save", .state(.save, file: nil)),
        ("state restore s.json", .state(.restore, file: "s.json")),
        ("toggle selectedRecipe.isFavorite", .effect(.toggleField(focused: "selectedRecipe", field: "isFavorite"))),
        (
            "set selectedRecipe.isFavorite true",
            .effect(.setField(focused: "selectedRecipe", field: "isFavorite", value: .bool(true)))
        ),
        ("undo", .effect(.undo)),
        ("redo", .effect(.redo)),
        ("show scenes", .show(.scenes)),
        ("expect tab == library", .expect(.tab("library"))),
        ("expect sheet == none", .expect(.sheet(nil))),
        ("expect columns == detailOnly", .expect(.columns(.detailOnly))),
        ("expect column == detail", .expect(.column("detail"))),
        ("expect width == compact", .expect(.width(.compact))),
        ("expect scenes == 2", .expect(.sceneCount(2))),
        (
            "expect Recipe:apple-pie.isFavorite == true",
            .expect(.field(PathValue(type: "Recipe", id: "apple-pie"), field: "isFavorite", value: "true"))
        ),
    ])
    func parses(line: String, statement: Statement) throws {
        #expect(try ScriptParser.parseLine(line) == statement)
    }

    @Test(arguments: [
        ("columns sideways", "unknown column visibility 'sideways'", 9, "all|doubleColumn|detailOnly|automatic"),
        ("columns detailonly", "unknown column visibility 'detailonly'", 9, "did you mean 'detailOnly'?"),
        ("width huge", "unknown width 'huge'", 7, "regular|compact"),
        (
            "select content", "select needs more arguments", 16,
            "select COLUMN TYPE:ID (select content Recipe:apple-pie)"
        ),
        (
            "focus scene", "focus needs more arguments", 13,
            "focus scene ID|next|previous, or focus COLUMN|next|previous"
        ),
        ("scene open", "unknown scene action 'open'", 7, "scene new [ID] | scene close | scene list"),
        ("dismiss maybe", "unknown answer 'maybe'", 9, "dismiss | dismiss discard | dismiss keep"),
        (
            "toggle isFavorite", "expected FOCUSED.FIELD, found 'isFavorite'", 8,
            "toggle FOCUSED.FIELD (toggle selectedRecipe.isFavorite)"
        ),
        ("undo 2", "unexpected '2'", 6, "undo"),
        ("state load", "unknown state action 'load'", 7, "state save [FILE] | state restore [FILE]"),
        ("expect columns == wide", "unknown column visibility 'wide'", 19, "all|doubleColumn|detailOnly|automatic"),
    ])
    func rejects(line: String, message: String, column: Int, hint: String) {
        let error = #expect(throws: SyntaxError.self) { try ScriptParser.parseLine(line) }
        #expect(error?.message == message)
        #expect(error?.column == column)
        #expect(error?.hint == hint)
    }

    @Test func jsonCarriesTheTabAndTheSheet() throws {
        var runner = ScriptHarness(session: try Session(app: DemoApps.tabs), file: "t.kg")
        let result = runner.run(try ScriptParser.parseLine("tab library"), line: 1, input: "tab library")
        #expect(
            result.json.text
                == #"{"line":1,"input":"tab library","ok":true,"events":[],"output":[],"error":null,"scene":"main","path":[],"tab":"library","sheet":null}"#
        )
        var recipes = ScriptHarness(session: try Session(app: DemoApps.recipes), file: "t.kg")
        let sheet = recipes.run(try ScriptParser.parseLine("sheet NewRecipe"), line: 1, input: "sheet NewRecipe")
        #expect(
            sheet.json.text
                == #"{"line":1,"input":"sheet NewRecipe","ok":true,"events":[],"output":[],"error":null,"scene":"main","path":[],"tab":null,"sheet":"NewRecipe"}"#
        )
    }

    @Test func helpListsTheNavigationVerbs() {
        let help = ScriptRunner.help(nil)
        for verb in [
            "focus", "scene", "select", "tab", "columns", "width", "sheet", "dismiss", "open", "state", "toggle", "set",
            "undo", "redo",
        ] {
            #expect(help.contains { $0.split(separator: " ").contains(Substring(verb)) }, "help lists \(verb)")
        }
    }

    @Test func stateVerbsWithoutFilesSaySo() throws {
        var runner = ScriptHarness(session: try Session(app: DemoApps.recipes), file: "t.kg")
        let result = runner.run(try ScriptParser.parseLine("state save s.json"), line: 1, input: "state save s.json")
        #expect(result.error?.message == "state files are not available here")
        let restore = runner.run(try ScriptParser.parseLine("state restore"), line: 2, input: "state restore")
        #expect(restore.error?.message == "no saved state to restore")
    }
}
