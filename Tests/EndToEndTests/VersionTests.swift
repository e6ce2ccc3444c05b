import Testing

/// What `keygraph --version` prints, trimmed: the version every `--json` object carries.
enum KeyGraphVersionForTests {
    static let current: String = {
        let printed = (try? Binary.run(["--version"]))?.stdout ?? ""
        return printed.hasSuffix("\n") ? String(printed.dropLast()) : printed
    }()
}

@Suite("keygraph --version")
struct VersionTests {
    @Test("--version prints a semantic version on its own line and exits 0")
    func version() throws {
        let result = try Binary.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let parts = result.stdout.dropLast().split(separator: ".", omittingEmptySubsequences: false)
        #expect(result.stdout.hasSuffix("\n"))
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }, "\(result.stdout)")
    }

    @Test("every --json object names the version, on run and on check")
    func jsonLinesCarryTheVersion() throws {
        let run = try Binary.run(["run", "-", "--json"], input: "show path\nexpect path.count == 0\n")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        for line in lines {
            #expect(line.hasSuffix(#","version":"\#(KeyGraphVersionForTests.current)"}"#), "\(line)")
        }
    }

    @Test("a subcommand's --version prints the same version")
    func subcommandVersion() throws {
        let result = try Binary.run(["keys", "--version"])
        #expect(result.status == 0)
        #expect(result.stdout == KeyGraphVersionForTests.current + "\n")
    }
}
