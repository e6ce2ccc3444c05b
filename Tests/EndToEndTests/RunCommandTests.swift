import KeyGraphTestSupport
import Testing

/// `keygraph run` as a user drives it from a shell: output, errors and exit status.
@Suite("keygraph run")
struct RunCommandTests {
    @Test("a passing script exits 0; a wrong expect exits 1 and names its line")
    func expectations() throws {
        let passing = try Binary.run(["run", "-"], input: "press ctrl+k ctrl+d\nexpect path == [Category:desserts]\n")
        #expect(passing.status == 0)
        #expect(passing.stdout == "ctrl+k ctrl+d → go.desserts\n")
        #expect(passing.stderr == "")
        let failing = try Binary.run(
            ["run", "-"], input: "press ctrl+k ctrl+d\nexpect path == [Category:mains]\necho not reached\n")
        #expect(failing.status == 1)
        #expect(
            failing.stderr == "<stdin>:2:8: error: expected path == [Category:mains], but it is [Category:desserts]\n")
        #expect(!failing.stdout.contains("not reached"))
    }

    @Test("--keep-going runs every line and still exits 1")
    func keepGoing() throws {
        let result = try Binary.run(["run", "-", "--keep-going"], input: "run recipe.nwe\necho after\n")
        #expect(result.status == 1)
        #expect(result.stdout == "after\n")
        #expect(result.stderr == "<stdin>:1:5: error: unknown command 'recipe.nwe' (did you mean 'recipe.new'?)\n")
    }

    @Test("a script with a bad line runs nothing and exits 2 with every error located")
    func badScript() throws {
        let result = try Binary.run(["run", "-"], input: "echo first\nfrobnicate\npress ctrl+foo+k\n")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                <stdin>:2:1: error: unknown verb 'frobnicate'
                2 | frobnicate
                  | ^^^^^^^^^^
                hint: type 'help' for the list of verbs
                <stdin>:3:12: error: unknown modifier 'foo'
                3 | press ctrl+foo+k
                  |            ^^^

                """)
    }

    @Test("a missing file and bad usage exit 2")
    func missingFileAndUsage() throws {
        let missing = try Binary.run(["run", "/nonexistent/script.kg"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "/nonexistent/script.kg: error: cannot read the file: No such file or directory\n")
        let usage = try Binary.run(["--bogus"])
        #expect(usage.status == 2)
        #expect(usage.stderr.hasPrefix("Error: Unknown option '--bogus'\n"))
    }

    @Test("--json prints one object per line with the focused scene's state")
    func json() throws {
        let result = try Binary.run(
            ["run", "-", "--json"], input: "press ctrl+k ctrl+d\n# comment\npush Recipe:apple-pie\n")
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                {"line":1,"input":"press ctrl+k ctrl+d","ok":true,"events":[{"command":"go.desserts","keys":"ctrl+k ctrl+d"}],"output":["ctrl+k ctrl+d → go.desserts"],"error":null,"scene":"main","path":["Category:desserts"],"tab":null,"sheet":null,"version":"\(KeyGraphVersionForTests.current)"}
                {"line":2,"input":"# comment","ok":true,"events":[],"output":[],"error":null,"scene":"main","path":["Category:desserts"],"tab":null,"sheet":null,"version":"\(KeyGraphVersionForTests.current)"}
                {"line":3,"input":"push Recipe:apple-pie","ok":true,"events":[],"output":[],"error":null,"scene":"main","path":["Category:desserts","Recipe:apple-pie"],"tab":null,"sheet":null,"version":"\(KeyGraphVersionForTests.current)"}

                """)
    }

    @Test("wait MS lets a pending chord time out; its firing is the wait line's event in --json")
    func waitFiresTheTimeout() throws {
        let result = try Binary.run(
            ["run", "-", "--json", "--chord-timeout", "500"],
            input: "bind ctrl+k go.breakfast\npress ctrl+k\nwait 499\nwait 1\n")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines.dropFirst(2).first?.contains(#""input":"wait 499","ok":true,"events":[],"#) == true)
        #expect(
            lines.last
                == #"{"line":4,"input":"wait 1","ok":true,"events":[{"command":"go.breakfast","keys":"ctrl+k"}],"output":["ctrl+k → go.breakfast"],"error":null,"scene":"main","path":["Category:breakfast"],"tab":null,"sheet":null,"version":"0.1.0"}"#
        )
    }

    @Test("--chord-timeout takes a whole number of milliseconds: -5 says so, not 'Missing value'")
    func negativeChordTimeout() throws {
        let result = try Binary.run(["run", "--chord-timeout", "-5", "-"], input: "show path\n")
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix(
                "Error: The value '-5' is invalid for '--chord-timeout <ms>': expected a whole number of milliseconds, 0 or more\n"
            ))
    }

    @Test("--state, --chord-timeout and --no-color are only where they do something")
    func sessionOptionsOnlyWhereUsed() throws {
        for subcommand in ["menu", "keys", "graph", "check"] {
            let help = try Binary.run([subcommand, "--help"])
            for option in ["--state", "--chord-timeout", "--no-color"] {
                #expect(!help.stdout.contains(option), "\(subcommand) --help shows \(option)")
            }
        }
        let help = try Binary.run(["run", "--help"])
        #expect(help.stdout.contains("--state <file>") && help.stdout.contains("--chord-timeout <ms>"))
        #expect(!help.stdout.contains("--no-color"))
        let menu = try Binary.run(["menu", "--state", "s.json"])
        #expect(menu.status == 2)
        #expect(
            menu.stderr.hasPrefix(
                "Error: --state is for the REPL and 'keygraph run'; 'keygraph menu' does not use it.\n"))
        let run = try Binary.run(["run", "--no-color", "-"], input: "")
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: --no-color is for the REPL; 'keygraph run' does not use it.\n"))
        let whichKey = try Binary.run(["run", "--which-key-delay", "0", "-"], input: "")
        #expect(whichKey.status == 2)
        #expect(
            whichKey.stderr.hasPrefix("Error: --which-key-delay is for the REPL; 'keygraph run' does not use it.\n"))
        #expect(!help.stdout.contains("--which-key-delay"))
        let soon = try Binary.run(["--which-key-delay", "soon"], input: "")
        #expect(soon.status == 2)
        #expect(
            soon.stderr.contains(
                "expected a whole number of milliseconds (at most a day, 86400000), or off"))
    }

    @Test("with standard input not a terminal, plain keygraph runs the script")
    func stdinNotATerminal() throws {
        let result = try Binary.run([], input: "press ctrl+k ctrl+b\nshow path\n")
        #expect(result.status == 0)
        #expect(result.stdout == "ctrl+k ctrl+b → go.breakfast\n[Category:breakfast]\n")
    }

    @Test("a --keymap file with errors stops before anything runs")
    func badKeymap() throws {
        let dir = makeTemporaryDirectory()
        let path = dir + "/bad.json"
        let text = "{\"bindings\": [{\"key\": \"cmd+n\", \"command\": \"nope\"}]}\n"
        #expect(Golden.write(text, to: path))
        let result = try Binary.run(["run", "-", "--keymap", path], input: "echo hi\n")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                \(path):1:44: error: unknown command 'nope'
                1 | {"bindings": [{"key": "cmd+n", "command": "nope"}]}
                  |                                            ^^^^

                """)
    }

    @Test("load reads FILE beside the script; a FILE that does not load fails its line with exit 1")
    func load() throws {
        let dir = makeTemporaryDirectory()
        #expect(
            Golden.write(
                "{\"keymap\": \"T\", \"bindings\": [{\"key\": \"ctrl+t\", \"command\": \"go.desserts\"}]}\n",
                to: dir + "/k.json"))
        #expect(Golden.write("{\"bindings\": [{\"key\": \"cmd+n\", \"command\": \"nope\"}]}\n", to: dir + "/bad.json"))
        #expect(
            Golden.write(
                "load keymap k.json\npress ctrl+t\nload keymap bad.json\necho not reached\n", to: dir + "/s.kg"))
        let result = try Binary.run(["run", dir + "/s.kg"])
        #expect(result.status == 1)
        #expect(result.stdout == "Loaded keymap 'T' from \(dir)/k.json: 1 binding\nctrl+t → go.desserts\n")
        #expect(
            result.stderr == """
                \(dir)/s.kg:3:13: error: the keymap '\(dir)/bad.json' does not load; nothing changed
                \(dir)/bad.json:1:44: error: unknown command 'nope'
                1 | {"bindings": [{"key": "cmd+n", "command": "nope"}]}
                  |                                            ^^^^

                """)
        // On standard input there is no script file: FILE is relative to the current directory.
        let piped = try Binary.run(["run", "-"], input: "load keymap k.json\n", workingDirectory: dir)
        #expect(piped.status == 0)
        #expect(piped.stdout == "Loaded keymap 'T' from k.json: 1 binding\n")
    }
}
