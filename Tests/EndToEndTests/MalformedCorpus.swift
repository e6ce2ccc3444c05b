import Foundation
import KeyGraphTestSupport
import Testing

/// The malformed-input corpus (the reliability requirements): every case under `Malformed/FORMAT/` is an
/// input file that must not load. Each runs through the real binary with the fixed
/// command line of its format, and must
/// 1. exit with status 2 (not 0, not 1, not a signal), within a time limit;
/// 2. print exactly the pinned `CASE.err` on standard error
///    (`KEYGRAPH_RECORD=1` re-records it);
/// 3. open with a located diagnostic, `FILE:LINE:COL: error: …`, pointing into the
///    case's own files, with no trap, backtrace or stack dump;
/// 4. change nothing: print nothing on standard output (no earlier line or file
///    ran), and leave the `--state` file byte-identical, not rewritten, not moved
///    aside, with no temporary file beside it.
///
/// A case may bring its own starting state file as `CASE.state` (a corrupt one
/// must not be moved aside either); otherwise a valid one is used. An app case may
/// refer to a keymap beside it (`CASE.keymap`). Bench cases are folders holding a
/// workload (`keymap.json`, `stream.txt`). See docs/testing.md, "Malformed input".
@Suite("Malformed-input corpus")
struct MalformedCorpusTests {
    static let root = Binary.packageRoot + "/Tests/EndToEndTests/Malformed"
    /// Seconds a case may take before it counts as a hang.
    static let timeLimit = 30.0

    /// One folder of the corpus: which files are cases, and how the binary is run on one.
    struct Format: Sendable {
        var directory: String
        /// The extension of case files; nil when each case is a folder.
        var caseExtension: String?
        /// Whether the command line passes `--state FILE` (the state file check applies).
        var passesState: Bool
        /// The command line for a case at `path` (relative to `Malformed/`), the state
        /// file and a valid script run before the case's own.
        var arguments: @Sendable (_ path: String, _ state: String, _ preamble: String) -> [String]
        /// The name diagnostics give the case's text when it is not its path (`<stdin>`).
        var streamName: String? = nil
        /// Standard input for a case whose file holds `bytes`.
        var input: @Sendable (_ bytes: [UInt8]) -> [UInt8] = { _ in Array("echo ran\npush Category:desserts\n".utf8) }
    }

    static let formats: [Format] = [
        // Keymap files layered with --keymap (KeyGraph's own format), checked against the demo's commands.
        Format(directory: "keymap", caseExtension: "json", passesState: true) { path, state, _ in
            ["run", "--state", state, "--keymap", path, "-"]
        },
        // VS Code keybindings.json and Zed keymap.json, imported read-only through --keymap.
        Format(directory: "vscode", caseExtension: "json", passesState: true) { path, state, _ in
            ["run", "--state", state, "--keymap", path, "-"]
        },
        Format(directory: "zed", caseExtension: "json", passesState: true) { path, state, _ in
            ["run", "--state", state, "--keymap", path, "-"]
        },
        // App graph files (and the keymaps they refer to).
        Format(directory: "app", caseExtension: "json", passesState: true) { path, state, _ in
            ["run", "--state", state, "--app", path, "-"]
        },
        // Script files, after a valid one that must not run either.
        Format(directory: "script", caseExtension: "kg", passesState: true) { path, state, preamble in
            ["run", "--state", state, preamble, path]
        },
        // A script on standard input to `keygraph` with no subcommand (`<stdin>` in diagnostics).
        Format(
            directory: "stdin", caseExtension: "kg", passesState: true,
            arguments: { _, state, _ in ["--state", state] },
            streamName: "<stdin>", input: { $0 }),
        // `keygraph check` reads keymap files on its own path.
        Format(directory: "check", caseExtension: "json", passesState: false) { path, _, _ in
            ["check", "--keymap", path]
        },
        // `keygraph bench dispatch DIR`: a workload folder's keymap and chord stream.
        Format(directory: "bench", caseExtension: nil, passesState: false) { path, _, _ in
            ["bench", "dispatch", path, "--repeat", "1", "--warmup", "0"]
        },
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        var format: String
        /// The file (or folder) name inside the format's folder.
        var name: String
        /// The name without the case extension: `CASE.err` and `CASE.state` go by it.
        var stem: String
        /// The path relative to `Malformed/`, as the binary is given it.
        var path: String { "\(format)/\(name)" }
        var expectedPath: String { MalformedCorpusTests.root + "/\(format)/\(stem).err" }
        var testDescription: String { path }
    }

    static func entries(of directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Every case, format by format.
    static let cases: [Case] = formats.flatMap { format in
        let directory = root + "/" + format.directory
        return entries(of: directory).filter { name in
            if let ext = format.caseExtension { return name.hasSuffix("." + ext) }
            return isDirectory(directory + "/" + name)
        }.map { name in
            Case(
                format: format.directory, name: name,
                stem: format.caseExtension.map { String(name.dropLast($0.count + 1)) } ?? name)
        }
    }

    /// A valid state file for the demo, laid out as the binary never writes it, so any
    /// save (even of the same state) shows in its bytes, as well as in its inode.
    static let validState = """
        {
          "format": "keygraph-state", "version": 1, "focusedScene": "main",
          "scenes": [
            {"id": "main", "split": {"selections": ["Category:breakfast"], "detail": [],
              "columns": "automatic", "width": "regular", "focusedColumn": null}}
          ]
        }

        """

    static let preamble = "echo preamble ran\npush Category:desserts\nstate save\n"

    static var isRecording: Bool { Golden.isRecording }

    @Test("fails to load, located, exit 2, nothing changed", arguments: cases)
    func failsToLoad(_ testCase: Case) throws {
        let format = try #require(Self.formats.first { $0.directory == testCase.format })
        let casePath = Self.root + "/" + testCase.path
        let bytes =
            format.caseExtension == nil
            ? [] : [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: casePath))) ?? Data())

        // A fresh folder holding only the state file and the preamble script.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "keygraph-malformed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let statePath = scratch.appendingPathComponent("state.json").path
        let preamblePath = scratch.appendingPathComponent("preamble.kg").path
        let ownState = Self.root + "/\(testCase.format)/\(testCase.stem).state"
        let stateBytes =
            try FileManager.default.fileExists(atPath: ownState)
            ? Data(contentsOf: URL(fileURLWithPath: ownState)) : Data(Self.validState.utf8)
        try stateBytes.write(to: URL(fileURLWithPath: statePath))
        try Data(Self.preamble.utf8).write(to: URL(fileURLWithPath: preamblePath))
        let stateBefore = try FileManager.default.attributesOfItem(atPath: statePath)
        let scratchBefore = Self.entries(of: scratch.path)
        let formatBefore = Self.entries(of: Self.root + "/" + testCase.format)

        let arguments = format.arguments(testCase.path, statePath, preamblePath)
        let result = try Binary.run(
            arguments, inputBytes: format.input(bytes),
            environment: ["NO_COLOR=1", "XDG_STATE_HOME=\(scratch.path)/xdg"], workingDirectory: Self.root,
            timeout: Self.timeLimit)

        // 5. It finishes.
        #expect(!result.timedOut, "keygraph \(arguments.joined(separator: " ")) did not finish in \(Self.timeLimit) s")
        // 1. Exit status exactly 2.
        #expect(
            result.status == 2,
            "exit status \(result.status)\(result.status > 128 ? " (signal \(result.status - 128))" : "")")
        // 3. Located, and no trap.
        let first = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let location = Self.location(of: first)
        #expect(location != nil, "the first line is not FILE:LINE:COL: error: …: \(first)")
        if let location {
            #expect(location.line >= 1 && location.column >= 1, "\(first)")
            #expect(
                location.file == testCase.path || location.file.hasPrefix(testCase.format + "/")
                    || location.file == format.streamName,
                "the diagnostic points outside the case's files: \(location.file)")
        }
        for sign in [
            "Fatal error", "Stack dump", "Backtrac", "*** Signal", "Segmentation fault", "Illegal instruction",
        ] {
            #expect(!result.stderr.contains(sign), "standard error shows a crash: \(sign)")
        }
        // 4. Nothing partly applied.
        #expect(result.stdout.isEmpty, "something ran: \(result.stdout)")
        if format.passesState {
            let stateAfter = try FileManager.default.attributesOfItem(atPath: statePath)
            #expect(try Data(contentsOf: URL(fileURLWithPath: statePath)) == stateBytes, "the state file changed")
            #expect(
                stateAfter[.systemFileNumber] as? Int == stateBefore[.systemFileNumber] as? Int,
                "the state file was replaced")
            #expect(
                stateAfter[.modificationDate] as? Date == stateBefore[.modificationDate] as? Date,
                "the state file was written")
        }
        #expect(Self.entries(of: scratch.path) == scratchBefore, "files appeared or vanished beside the state file")
        if !Self.isRecording {
            #expect(
                Self.entries(of: Self.root + "/" + testCase.format) == formatBefore, "files appeared beside the case")
        }
        // 2. The pinned diagnostics, exactly.
        Golden.expect(result.stderr, matchesFileAt: testCase.expectedPath)
    }

    /// `FILE:LINE:COL: error: …` taken apart; nil when the line is not of that form.
    static func location(of line: String) -> (file: String, line: Int, column: Int)? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let parts = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let row = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
            return nil
        }
        return (parts.dropLast(2).joined(separator: ":"), row, column)
    }

    @Test("the corpus is large, covers every format, and every case is pinned")
    func corpusIsComplete() {
        #expect(Self.cases.count >= 100, "\(Self.cases.count) cases")
        for format in Self.formats {
            #expect(Self.cases.contains { $0.format == format.directory }, "no cases in Malformed/\(format.directory)")
        }
        let expected = Set(Self.cases.map(\.expectedPath))
        if !Self.isRecording {
            for path in expected.sorted() {
                #expect(FileManager.default.fileExists(atPath: path), "missing \(path); run with KEYGRAPH_RECORD=1")
            }
        }
        // An .err whose case is gone is a leftover.
        for format in Self.formats {
            let directory = Self.root + "/" + format.directory
            for name in Self.entries(of: directory) where name.hasSuffix(".err") {
                #expect(expected.contains(directory + "/" + name), "\(format.directory)/\(name) has no case")
            }
        }
    }
}
