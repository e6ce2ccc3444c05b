import KeyGraphScript
import KeyGraphTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The README's transcripts are the binary's: every block that shows a command and its
/// output is run (`swift run keygraph` standing for the built binary, through `/bin/sh`),
/// and every REPL session it shows (the Tour's, across its blocks, and `--app
/// Apps/tabs.json`'s) is typed into the binary in a pseudo-terminal, 120 columns wide. A
/// line `…` stands for lines left out. `KEYGRAPH_RECORD=1 swift test` rewrites what differs
/// with the binary's output (a block it rewrites loses its `…`: trim it again by hand).
@Suite("The README is the binary's", .serialized)
struct ReadmeTests {
    static let path = Binary.packageRoot + "/README.md"

    @Test("the README starts with exactly the two set-up commands")
    func setUp() throws {
        let document = ReadmeDocument(text: try #require(Golden.read(Self.path)))
        let first = try #require(document.blocks.first)
        let commands = document.lines[first.range].map { String($0.split(separator: "#")[0]).trimmingCharacters() }
        #expect(commands == ["swift run keygraph", "swift test"])
    }

    @Test("every command's output and every REPL session in the README is what the binary prints")
    func transcripts() throws {
        let document = ReadmeDocument(text: try #require(Golden.read(Self.path)))
        var comparison = ReadmeComparison()
        var tour: [ReadmeDocument.Block] = []
        for (index, block) in document.blocks.enumerated() {
            let lines = document.lines[block.range]
            if let command = lines.first(where: ReadmeDocument.isCommand) {
                if let arguments = Self.replArguments(command) {
                    let session = ReadmeDocument.Block(range: (block.range.lowerBound + 1)..<block.range.upperBound)
                    try REPLTranscript(document: document, arguments: arguments).run([session], into: &comparison)
                } else {
                    let script = index > 0 ? document.lines[document.blocks[index - 1].range] : []
                    try runShell(block, in: document, script: Array(script), into: &comparison)
                }
            } else if lines.contains(where: { ReadmeDocument.prompt($0) != nil }) {
                tour.append(block)
            }
        }
        try #require(!tour.isEmpty, "no REPL session in the README")
        try REPLTranscript(document: document, arguments: []).run(tour, into: &comparison)
        if Golden.isRecording {
            #expect(Golden.write(comparison.applied(to: document).text, to: Self.path))
        } else {
            for failure in comparison.failures { Issue.record(Comment(rawValue: failure)) }
        }
    }

    @Test("the README's verb table lists every verb, each as help VERB writes it")
    func verbTable() throws {
        let document = ReadmeDocument(text: try #require(Golden.read(Self.path)))
        let start = try #require(document.lines.firstIndex { $0.hasPrefix("| area | verbs |") })
        let rows = document.lines[start...].prefix { $0.hasPrefix("|") }
        var spans: [String] = []
        for row in rows {
            let parts = row.replacing("\\|", with: "|").split(separator: "`", omittingEmptySubsequences: false)
            spans += parts.indices.filter { $0 % 2 == 1 }.map { String(parts[$0]) }
        }
        for spec in VerbTable.all {
            let written = spans.filter { $0 == spec.name || $0.hasPrefix(spec.name + " ") }
            #expect(!written.isEmpty, "the table leaves out \(spec.name)")
            let forms = [spec.help.usage] + spec.help.forms.map(\.form) + spec.help.examples
            for span in written {
                let known =
                    forms.contains(span) || (span.hasSuffix(" …") && forms.contains { $0.hasPrefix(span.dropLast()) })
                #expect(known, "`\(span)` is not how help \(spec.name) writes it: \(forms)")
            }
        }
    }

    /// The REPL's arguments when `command` starts it (`$ swift run keygraph --app FILE`),
    /// files made absolute; nil for any other command.
    static func replArguments(_ command: String) -> [String]? {
        let words = command.dropFirst(2).split(separator: " ").map(String.init)
        guard words.starts(with: ["swift", "run", "keygraph"]), words.dropFirst(3).first?.hasPrefix("--") != false,
            !command.contains("|"), !command.contains(">")
        else { return nil }
        return words.dropFirst(3).map {
            access(Binary.packageRoot + "/" + $0, F_OK) == 0 ? Binary.packageRoot + "/" + $0 : $0
        }
    }

    /// Runs a block's commands in one shell, in order (`cd` and `$?` carry over), from the
    /// package's folder; a script the commands name that is not there (`tour.kg`) is the
    /// block before, written to a temporary folder the commands then run in. A command
    /// that writes a file (`> FILE`) is not run.
    private func runShell(
        _ block: ReadmeDocument.Block, in document: ReadmeDocument, script: [String],
        into comparison: inout ReadmeComparison
    ) throws {
        var folder = Binary.packageRoot
        let commands = block.range.filter { ReadmeDocument.isCommand(document.lines[$0]) }
        for index in commands {
            for word in document.lines[index].split(separator: " ") where word.hasSuffix(".kg") {
                guard access(folder + "/" + word, F_OK) != 0 else { continue }
                folder = makeTemporaryDirectory()
                #expect(Golden.write(script.joined(separator: "\n") + "\n", to: folder + "/" + word))
            }
        }
        var shell = ""
        var compared: [(command: String, output: Range<Int>)] = []
        for (n, index) in commands.enumerated() {
            let command = String(document.lines[index].dropFirst(2))
            let end = n + 1 < commands.count ? commands[n + 1] : block.range.upperBound
            guard !command.contains(" > ") else { continue }
            shell += "{ \(command) ; } 2>&1; kg_status=$?; printf '\\n@@keygraph-readme@@\\n'; (exit $kg_status)\n"
            compared.append((command, (index + 1)..<end))
        }
        let result = try Binary.run(
            ["-c", shell], inputBytes: [], environment: ["PATH=\(Self.shim):/usr/bin:/bin", "NO_COLOR=1"],
            workingDirectory: folder,
            timeout: 120, executable: "/bin/sh")
        var outputs = result.stdout.split(separator: "\n@@keygraph-readme@@\n", omittingEmptySubsequences: false)
        outputs.removeLast()  // after the last marker: nothing
        try #require(outputs.count == compared.count, "\(result.stdout)\(result.stderr)")
        for ((command, range), output) in zip(compared, outputs) {
            var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            comparison.compare(document, range, with: lines, what: "`\(command)`")
        }
    }

    /// A folder with `swift`, which runs the built binary for `swift run keygraph …`.
    static let shim: String = {
        let folder = makeTemporaryDirectory()
        let script = """
            #!/bin/sh
            if [ "$1" = run ] && [ "$2" = keygraph ]; then shift 2; exec '\(Binary.path)' "$@"; fi
            echo "the README test runs only 'swift run keygraph', not: swift $*" >&2; exit 127

            """
        _ = Golden.write(script, to: folder + "/swift")
        chmod(folder + "/swift", 0o755)
        return folder
    }()
}

extension String {
    fileprivate func trimmingCharacters() -> String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
