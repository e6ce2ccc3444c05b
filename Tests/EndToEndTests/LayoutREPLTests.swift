import KeyGraphTestSupport
import Testing

/// The REPL with `--keyboard-layout`: before the first prompt it says which of its
/// bindings the layout breaks (docs/layouts.md), then runs as usual.
@Suite("REPL on a keyboard layout", .serialized)
struct LayoutREPLTests {
    @Test("the REPL warns at start of the bindings German breaks, then prompts")
    func warnsAtStart() throws {
        let terminal = try PseudoTerminal(
            arguments: ["--keyboard-layout", "de"],
            environment: ["XDG_STATE_HOME=\(makeTemporaryDirectory())", "NO_COLOR=1"])
        let warned = try terminal.waitFor(
            "Keymaps/default.json:7:5: warning: 'cmd+[' needs AltGr on de: '[' is on its third level, "
                + "so the keys are Super+AltGr+8 [layout-needs-modifier]")
        try terminal.waitFor("recipes main ⟩ ", after: warned)
        terminal.send("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("an unknown layout stops the REPL before it starts, located, exit 2")
    func unknownLayout() throws {
        let terminal = try PseudoTerminal(
            arguments: ["--keyboard-layout", "de(mcc)"],
            environment: ["XDG_STATE_HOME=\(makeTemporaryDirectory())", "NO_COLOR=1"])
        try terminal.waitFor("--keyboard-layout:1:4: error: unknown variant 'mcc' of the keyboard layout 'de'")
        #expect(try terminal.waitForExit() == 2)
    }
}
