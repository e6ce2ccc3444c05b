import ArgumentParser
import KeyGraph
import KeyGraphFormats

extension Check {
    /// The project's `.keygraph.json`: `--config`, else the first found from the checked
    /// folder (`--swift`, else the first `--keymap`'s or the `--app` file's folder, else the
    /// working directory) upward, as `.swift-format` is found.
    /// - Throws: the file's located errors (exit 2).
    func projectSettings() throws(CLIError) -> CheckConfig? {
        guard let path = config ?? Self.findSettings(from: checkedFolder) else { return nil }
        do {
            var settings = try CheckConfig.load(try FileIO.readSource(path), registry: RuleOptions.registry)
            settings.workingDirectory = System.workingDirectory() ?? ""
            return settings
        } catch {
            throw CLIError(diagnostics: error.diagnostics)
        }
    }

    /// The folder whose settings apply.
    var checkedFolder: String {
        if let folder = options.swiftFolder { return folder }
        guard let file = options.keymaps.first ?? options.appFile, let slash = file.lastIndex(of: "/") else {
            return "."
        }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }

    /// The first `.keygraph.json` in `folder` or a folder above it, relative to the working
    /// directory when it lies under it (`Apps/Notes/.keygraph.json`).
    static func findSettings(from folder: String) -> String? {
        let directory = System.workingDirectory() ?? ""
        var names: [Substring] = []
        for name in (folder.hasPrefix("/") ? folder : directory + "/" + folder).split(separator: "/") where name != "."
        {
            if name == ".." { _ = names.popLast() } else { names.append(name) }
        }
        while true {
            let candidate = "/" + (names.map { $0 + "/" }.joined()) + CheckConfig.fileName
            if System.fileKind(candidate) == .regularFile { return CheckReport.relative(candidate, to: directory) }
            guard names.popLast() != nil else { return nil }
        }
    }

    /// The options with what the settings give where the command line does not.
    func applying(_ settings: CheckConfig?) -> (AppOptions, EditorOptions) {
        var options = options
        var editorOptions = editorOptions
        guard let settings else { return (options, editorOptions) }
        let given = CommandLine.arguments
        if let platform = settings.platform,
            !given.contains(where: { $0 == "--platform" || $0.hasPrefix("--platform=") })
        {
            options.platform = platform
        }
        // The file's editor finds the user's keymap only when `--keymap` does not give it: the
        // command line wins. Its shipped defaults are still laid under the given file.
        var shipped: ShippedKeymap? = nil
        if editorOptions.editor == nil, let name = settings.editor, let editor = EditorFiles.Editor(rawValue: name) {
            if options.keymaps.isEmpty {
                editorOptions.editor = editor
            } else {
                shipped = editor.shippedDefaults(for: options.platform)
            }
        }
        if editorOptions.defaults.isEmpty {
            editorOptions.defaults = settings.resolvedDefaults(platform: options.platform)
        }
        if editorOptions.defaults.isEmpty, let shipped { editorOptions.defaults = [shipped.name] }
        return (options, editorOptions)
    }

    /// Prints the report; returns the exit status.
    func report(_ report: CheckReport) -> Int32 {
        let diagnostics = report.diagnostics
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let summary =
            "\(count(report.errors, "error")), \(count(report.warnings, "warning")), \(count(report.notes, "note"))"
        let directory = System.workingDirectory() ?? ""
        if github {
            // The annotations, then the summary as a plain line of the log; paths relative to
            // the working directory (the checkout), as GitHub resolves them.
            var text = ""
            for d in diagnostics where notes || d.severity != .note {
                var relative = d
                relative.file = CheckReport.relative(d.file, to: directory)
                text += relative.githubAnnotation
                text += "\n"
            }
            text += summary + "\n"
            FileIO.writeAll(1, text)
        } else if sarif {
            let log = report.sarif(
                registry: RuleOptions.registry, version: KeyGraphVersion.current, directory: directory)
            FileIO.writeAll(1, log.prettyText + "\n")
        } else if json {
            var text = ""
            for d in diagnostics {
                text += d.json.withVersion.text
                text += "\n"
            }
            FileIO.writeAll(1, text)
        } else {
            // One write for the whole report, laid out in one buffer.
            var parts: [String] = []
            parts.reserveCapacity(2 * diagnostics.count + 4)
            for d in diagnostics { parts += [d.report, "\n"] }
            parts.append(report.summary(registry: RuleOptions.registry))
            parts.append(summary)
            if report.leavesOutDefaults { parts.append(" in your files (--all also checks the defaults themselves)") }
            parts.append("\n")
            FileIO.writeAll(1, String.concatenating(parts))
        }
        return report.fails(strict: strict) ? 1 : 0
    }
}
