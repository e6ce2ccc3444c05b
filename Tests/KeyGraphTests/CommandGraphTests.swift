import KeyGraphTestSupport
import Testing

@testable import KeyGraph

@Suite("Command graph")
struct CommandGraphTests {
    static func app(_ commands: [Command]) -> AppModel {
        commandsOnlyApp(commands)
    }

    @Test("a cycle is found and printed a → b → a")
    func twoCycle() {
        let registry = CommandRegistry([
            Command(id: "a", title: "A", effects: [.run("b")]),
            Command(id: "b", title: "B", effects: [.message("hi"), .run("a")]),
            Command(id: "c", title: "C", effects: [.run("a")]),
        ])
        #expect(registry.cycles() == [["a", "b", "a"]])
        #expect(
            registry.validateGraph(file: "app.json").map(\.summary) == [
                "app.json:0:0: error: command cycle: a → b → a"
            ])
    }

    @Test("a command that runs itself is a cycle of one")
    func selfCycle() {
        let registry = CommandRegistry([Command(id: "loop", title: "Loop", effects: [.run("loop")])])
        #expect(registry.cycles() == [["loop", "loop"]])
    }

    @Test("an acyclic graph with shared targets has no cycles")
    func diamond() {
        let registry = CommandRegistry([
            Command(id: "top", title: "T", effects: [.run("left"), .run("right")]),
            Command(id: "left", title: "L", effects: [.run("bottom")]),
            Command(id: "right", title: "R", effects: [.run("bottom")]),
            Command(id: "bottom", title: "B", effects: [.popToRoot]),
        ])
        #expect(registry.cycles().isEmpty)
        #expect(registry.validateGraph().isEmpty)
    }

    @Test("a run of an unknown command is reported with a hint")
    func unknownTarget() {
        let registry = CommandRegistry([
            Command(id: "go.home", title: "Home", effects: [.popToRoot]),
            Command(id: "a", title: "A", effects: [.run("go.hom")]),
        ])
        #expect(
            registry.validateGraph().map(\.rendered) == [
                "<app>:0:0: error: 'a' runs the unknown command 'go.hom'\nhint: did you mean 'go.home'?"
            ])
    }

    @Test("a session rejects an app whose commands form a cycle, at load time")
    func rejectedAtLoad() {
        let app = Self.app([
            Command(id: "x", title: "X", effects: [.run("y")]),
            Command(id: "y", title: "Y", effects: [.run("z")]),
            Command(id: "z", title: "Z", effects: [.run("x")]),
        ])
        #expect {
            _ = try Session(app: app)
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.map(\.message) == ["command cycle: x → y → z → x"]
        }
    }

    @Test("the demo app's command graph is valid")
    func demo() {
        #expect(Demo.recipes.commands.validateGraph().isEmpty)
    }

    @Test("toggle effects flip state and focused record fields")
    func toggles() throws {
        var session = try Session(app: Demo.recipes)
        let favorite = Command(
            id: "t", title: "T", requires: ["selectedRecipe"],
            effects: [.toggleField(focused: "selectedRecipe", field: "isFavorite")],
            checked: .focusedField(value: "selectedRecipe", field: "isFavorite"))
        #expect(session.isChecked(favorite) == false)
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        #expect(session.isChecked(favorite) == false)
        _ = session.handle(.perform(command: "recipe.toggleFavorite"))
        #expect(session.state.record(PathValue(type: "Recipe", id: "apple-pie"))?.fields["isFavorite"] == .bool(true))
        #expect(session.isChecked(favorite) == true)
    }

    /// A chain `c0 → c1 → … → c(n-1)`, closed back to c0 when `closed`.
    static func chain(_ n: Int, closed: Bool = false) -> CommandRegistry {
        CommandRegistry(
            (0..<n).map { i in
                let next = i + 1 < n ? "c\(i + 1)" : (closed ? "c0" : nil)
                return Command(id: "c\(i)", title: "C", effects: next.map { [.run($0)] } ?? [])
            })
    }

    @Test("a chain deeper than a command may run is found, from the command that starts it")
    func tooDeep() {
        #expect(Self.chain(Command.maximumRunDepth).chains(longerThan: Command.maximumRunDepth).isEmpty)
        let deep = Self.chain(Command.maximumRunDepth + 1)
        #expect(deep.chains(longerThan: Command.maximumRunDepth).map(\.count) == [33])
        #expect(
            deep.validateGraph(file: "app.json").map(\.summary) == [
                "app.json:0:0: error: 'c0' runs commands 33 deep: c0 → c1 → c2 → … → c32"
            ])
    }

    @Test("a chain of 50,000 commands is searched without exhausting the stack")
    func longChainDoesNotTrap() {
        // The recursive search overflowed the stack near 5,000 commands (found by the
        // malformed-input corpus); a test thread's stack is smaller still.
        #expect(Self.chain(50_000).cycles().isEmpty)
        #expect(Self.chain(50_000).chains(longerThan: Command.maximumRunDepth).first?.count == 50_000)
        #expect(Self.chain(50_000, closed: true).cycles().first?.count == 50_001)
    }
}
