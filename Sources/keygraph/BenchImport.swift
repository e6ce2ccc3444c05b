import ArgumentParser
import KeyGraph
import KeyGraphFormats

/// `keygraph bench import FILE…`: how long reading another editor's keymap takes,
/// through the one-pass reader (`KeymapLoader.load`, VS Code and Zed accepted).
/// Prints one JSON line per file.
struct BenchImport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read VS Code or Zed keymap files repeatedly and print one JSON line per file.",
        discussion: """
            ns_per_binding: the best pass over the whole file (bytes to a validated Keymap, keys, \
            when clauses and warnings included), divided by the bindings read. \
            Build with -c release to measure.
            """
    )

    @Argument(help: "VS Code keybindings.json or Zed keymap.json files.")
    var files: [String]

    @Option(help: "What `secondary` means and which platform's keys are read: macos, ipados, linux or windows.")
    var platform: TargetPlatform = .macos

    @Option(help: "Timed passes per file; the best is reported.")
    var `repeat`: Int = 20

    func run() throws {
        for path in files {
            let file: SourceFile
            do { file = try FileIO.readSource(path) } catch { throw ExitCode(2) }
            var best = UInt64.max
            var loaded: KeymapLoader.Loaded?
            for _ in 0..<max(1, self.repeat) {
                let start = Clock.nanoseconds()
                let result = try? KeymapLoader.load(file, accepting: Set(KeymapDialect.editors), platform: platform)
                let elapsed = Clock.nanoseconds() - start
                best = min(best, elapsed)
                loaded = result
            }
            guard let loaded else {
                print(#"{"file": \#(jsonString(path)), "error": "did not load"}"#)
                throw ExitCode(2)
            }
            let count = loaded.keymap.bindings.count
            let perBinding = count == 0 ? 0 : Double(best) / Double(count)
            print(
                #"{"file": \#(jsonString(path)), "format": "\#(loaded.format.rawValue)", "bindings": \#(count), "#
                    + #""warnings": \#(loaded.warnings.count), "best_ns": \#(best), "#
                    + #""ns_per_binding": \#((perBinding * 10).rounded() / 10)}"#)
        }
    }

    private func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
