import KeyGraph

// The rows of the verbs for a window's tabs, toolbars and presentations, and the
// activities it continues.
extension VerbTable {
    static let tab = VerbSpec(
        "tab",
        Verb.Help(
            usage: "tab ID|hide ID|show ID|customize …", summary: "switch, hide, show or customize tabs",
            forms: [
                ("tab ID", "switch to a tab"), ("tab hide ID", "hide a tab"), ("tab show ID", "show a hidden tab"),
                ("tab customize", "what a sidebarAdaptable tab view lets the person customize"),
                ("tab customize hide|show ID [sidebar|tabBar]", "hide or show a tab (default: where tabs show now)"),
                ("tab customize move ID before|after OTHER", "move a tab within its section"),
                ("tab customize reset", "the app's own order and visibility"),
            ],
            examples: ["tab library", "tab hide search", "tab customize move radio before library"],
            details: ["  The customization is the app's (every window), kept in state files; undo leaves it alone."]),
        [
            [.keyword("hide", "show"), .one(.tab)],
            [.keyword("customize"), .optional(.keyword(["reset"]))],
            [
                .keyword("customize"), .keyword("hide", "show"), .one(.tab),
                .optional(.choice(AdaptableTabBarPlacement.self)),
            ],
            [.keyword("customize"), .keyword("move"), .one(.tab), .keyword("before", "after"), .one(.tab)],
            [.one(.tab)],
        ], parse: ScriptParser.tabStatement)

    static let toolbar = VerbSpec(
        "toolbar",
        Verb.Help(
            usage: "toolbar [VIEW] | toolbar customize [ID] [CHANGE]",
            summary: "show the toolbar plates; customize a toolbar(id:)",
            forms: [
                ("toolbar [VIEW]", "show the focused view's toolbar, or VIEW's"),
                ("toolbar customize [ID]", "the palette: what the toolbar shows, and what can be added"),
                (
                    "toolbar customize [ID] add ITEM [at N] | remove ITEM|N | move ITEM|N to N | reset",
                    "change the arrangement"
                ),
            ],
            examples: ["toolbar", "toolbar RecipeDetail", "toolbar customize add edit"],
            details: [
                "  ITEM is an item's id, space or flexibleSpace; N a position from 1. Without ID: the focused",
                "  view's customizable toolbar. The arrangement is kept in state files.",
            ]),
        [
            [.keyword("customize"), .optional(.toolbar), .optional(.keyword(["reset"]))],
            [.keyword("customize"), .optional(.toolbar), .keyword("add"), .one(.toolbarItem)],
            [
                .keyword("customize"), .optional(.toolbar), .keyword("add"), .one(.toolbarItem), .keyword("at"),
                .one(.number),
            ],
            [.keyword("customize"), .optional(.toolbar), .keyword("remove"), .one(.toolbarItem)],
            [
                .keyword("customize"), .optional(.toolbar), .keyword("move"), .one(.toolbarItem), .keyword("to"),
                .one(.number),
            ],
            [.optional(.view)],
        ], parse: ScriptParser.toolbarStatement)

    static let detent = VerbSpec(
        "detent",
        Verb.Help(
            usage: "detent DETENT", summary: "move the sheet to a detent: medium, large, fraction(F), height(H)",
            examples: ["detent medium", "detent fraction(0.25)"]),
        [[.one(.detent)]], parse: ScriptParser.detentStatement)

    static let answer = VerbSpec(
        "answer",
        Verb.Help(
            usage: "answer BUTTON", summary: "press a button of the presented alert or confirmation dialog",
            examples: ["answer \"Sign Out\""]),
        [[.oneOrMore(.menuPath)]], parse: ScriptParser.answerStatement)

    static let continueActivity = VerbSpec(
        "continue",
        Verb.Help(
            usage: "continue TYPE {JSON}", summary: "continue a user activity: its userInfo routes like a deep link",
            examples: [#"continue com.example.recipes.viewing {"recipe": "apple-pie"}"#]),
        [[.one(.activity), .any(.json)]], parse: ScriptParser.continueStatement)
}
