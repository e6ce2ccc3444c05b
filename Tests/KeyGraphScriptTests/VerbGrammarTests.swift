import KeyGraph
import KeyGraphFormats
import Testing

@testable import KeyGraphScript

/// Completion reads each verb's grammar, the parser its parse function: a walk over every
/// verb checks the two agree, in both apps, with values focused.
@Suite("Every verb: completion offers what the parser takes")
struct VerbGrammarTests {
    /// The Recipes demo with a recipe shown (so focused values have fields), and the tabs app.
    static func sessions() throws -> [Session] {
        var recipes = try Session(app: DemoApps.recipes)
        _ = recipes.handle(.perform(command: "recipe.showApplePie"))
        return [recipes, try Session(app: DemoApps.tabs)]
    }

    /// A word of `kind` the parser takes, for an argument neither app nor session lists.
    static func sample(_ kind: VerbSpec.Kind) -> String {
        switch kind {
        case .keyword(let words): words[0]
        case .command: "go.desserts"
        case .pushValue, .contextTarget, .listedValue, .sheetItem, .value: "Recipe:apple-pie"
        case .view, .whenClause: "RecipeDetail"
        case .column, .listingColumn: "content"
        case .scene: "main"
        case .tab: "library"
        case .sheet: "NewRecipe"
        case .url: "recipes://category/desserts"
        case .focusedField: "selectedRecipe.isFavorite"
        case .focusedName: "focused.selectedRecipe"
        case .recordField: "Recipe:apple-pie.isFavorite"
        case .verb: "help"
        case .activity: "com.example.recipes.viewing"
        case .toolbar: "main"
        case .toolbarItem: "space"
        case .detent: "medium"
        case .keys: "ctrl+k"
        case .number: "1"
        case .word: "x"
        case .json: "{}"
        case .pathList: "[]"
        case .quotedKeys: "\"ctrl+k\""
        case .menuPath: "\"File\""
        case .text: "hello"
        case .file: "keys.json"
        }
    }

    /// Whether `words` parse, or do once a few more words the grammar allows follow them.
    static func leadsToALine(_ words: [String], in session: Session, depth: Int = 4) -> Bool {
        if (try? ScriptParser.parseLine(words.joined(separator: " "))) != nil { return true }
        guard depth > 0, let spec = VerbTable.spec(named: words[0]) else { return false }
        return spec.nextArguments(after: Array(words.dropFirst())).contains { argument in
            let next = argument.kind.candidates(after: Array(words.dropFirst()), in: session).first
            return leadsToALine(words + [next ?? sample(argument.kind)], in: session, depth: depth - 1)
        }
    }

    @Test("the verbs offered are exactly the verbs the parser takes")
    func verbs() throws {
        let session = try Self.sessions()[0]
        let offered = try #require(VerbTable.completions(after: [], in: session))
        #expect(offered == Verb.allCases.map(\.rawValue) + Effect.specs.compactMap(\.verb))
        #expect(offered.contains("search"))
        #expect(Set(offered).count == offered.count, "an effect's verb shadows a verb, or is listed twice")
        for verb in offered {
            do {
                _ = try ScriptParser.parseLine(verb)
            } catch {
                #expect(!error.message.hasPrefix("unknown verb"), "\(verb): \(error.message)")
            }
        }
        #expect(throws: SyntaxError.self) { try ScriptParser.parseLine("frobnicate") }
        #expect(try ScriptParser.parseLine("help search") == .help("search"))
    }

    @Test("help lists every verb of the table once, the effects' verbs included, and explains each")
    func helpListsTheTable() {
        let words = ScriptRunner.help(nil).dropFirst().flatMap { $0.split(separator: " ").map(String.init) }
        for name in VerbTable.names { #expect(words.filter { $0 == name }.count == 1, "help lists \(name) once") }
        #expect(ScriptRunner.help("search").count == 1)
        #expect(ScriptRunner.help("search").first?.hasPrefix("search TEXT  ") == true)
        for name in VerbTable.names { #expect(!ScriptRunner.help(name).isEmpty, "help \(name)") }
    }

    @Test("the check itself: a word the parser refuses leads to no line")
    func checkRefuses() throws {
        let session = try Self.sessions()[0]
        #expect(!Self.leadsToALine(["show", "bogus"], in: session))
        #expect(!Self.leadsToALine(["scene", "open"], in: session))
        #expect(!Self.leadsToALine(["tab", "customize", "move", "library", "beside"], in: session))
        #expect(Self.leadsToALine(["tab", "customize", "move"], in: session))
    }

    @Test(
        "every word offered leads to a line that parses; a closed position takes nothing else",
        arguments: VerbTable.names)
    func walk(verb: String) throws {
        for session in try Self.sessions() {
            walk([verb], in: session, depth: 4)
        }
    }

    private func walk(_ words: [String], in session: Session, depth: Int) {
        let line = words.joined(separator: " ")
        let spec = VerbTable.spec(named: words[0])
        let args = Array(words.dropFirst())
        let next = spec?.nextArguments(after: args) ?? []
        // Where the grammar allows only keywords (or nothing), any other word is an error.
        if next.allSatisfy({ if case .keyword = $0.kind { true } else { false } }) {
            #expect(throws: SyntaxError.self, "\(line) zzzq") { try ScriptParser.parseLine(line + " zzzq") }
        }
        guard depth > 0 else { return }
        let offered = VerbTable.completions(after: words, in: session) ?? []
        for word in offered {
            #expect(Self.leadsToALine(words + [word], in: session), "'\(word)' offered after '\(line)'")
        }
        // Every word of a short list, two of a long one (ids, values), and a sample where nothing is listed.
        var following = offered.count <= 20 ? offered : Array(offered.prefix(2))
        for argument in next where argument.kind.candidates(after: args, in: session).isEmpty {
            following.append(Self.sample(argument.kind))
        }
        for word in following { walk(words + [word], in: session, depth: depth - 1) }
    }
}
