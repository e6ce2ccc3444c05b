import KeyGraph
import KeyGraphFormats

#if SwiftUIReader
import KeyGraphSwiftUI
#endif

/// `--swift DIR`: a SwiftUI app's sources, read into an app (docs/swiftui.md).
enum SwiftSourceFolder {
    /// What reading the folder gave: the app, the app file it makes, the notes and warnings
    /// found on the way, and what moves an app-file diagnostic to the Swift code.
    struct Reading {
        var model: AppModel
        var appFile: SourceFile
        var diagnostics: [Diagnostic]
        var locate: (Diagnostic) -> Diagnostic
    }

    /// Reads every `.swift` file under `path` (hidden folders, `.build` and `Tests` folders
    /// left out). A file that cannot be read or is not UTF-8 is skipped with a note.
    static func read(_ path: String, platform: TargetPlatform) throws(CLIError) -> Reading {
        #if SwiftUIReader
        var notes: [Diagnostic] = []
        var files: [SourceFile] = []
        let paths: [String]
        do {
            paths = try swiftFiles(under: path)
        } catch {
            throw CLIError(diagnostics: [
                Diagnostic(.error, file: path, position: SourcePosition(line: 0, column: 0), message: error.message)
            ])
        }
        let progress = ReadingProgress(files: { paths.count })
        defer { progress.end() }
        for file in paths {
            do {
                files.append(try FileIO.readSource(file))
            } catch {
                notes += error.diagnostics.map { skipped in
                    var note = skipped
                    note.severity = .note
                    note.message = "skipped: " + skipped.message
                    return note
                }
            }
        }
        let name = (path.split(separator: "/").last.map(String.init) ?? "app") + ".swiftui.json"
        do {
            let sources = try SwiftSources.read(files, name: name, platform: platform)
            return Reading(
                model: sources.model, appFile: sources.appFile, diagnostics: notes + sources.diagnostics,
                locate: sources.locate)
        } catch {
            throw CLIError(diagnostics: notes + error.diagnostics)
        }
        #else
        throw CLIError(diagnostics: [
            Diagnostic(
                .error, file: "--swift", position: SourcePosition(line: 0, column: 0),
                message: "this keygraph was built without the SwiftUI reader",
                hint: "build it with the default traits: swift build (or swift run keygraph …)")
        ])
        #endif
    }

    /// The app read from `path` when it is a folder (`load app DIR`); nil for a file.
    static func appIfFolder(_ path: String, platform: TargetPlatform) throws(DiagnosticError) -> AppModel? {
        guard System.fileKind(path) == .folder else { return nil }
        do {
            return try read(path, platform: platform).model
        } catch {
            throw DiagnosticError(error.diagnostics)
        }
    }

    /// The `.swift` files (or those ending with `suffix`) under `path`, sorted; `path` itself if
    /// it is a file.
    static func swiftFiles(under path: String, endingWith suffix: String = ".swift") throws(FileIO.ReadError)
        -> [String]
    {
        guard let kind = System.fileKind(path) else {
            throw FileIO.ReadError(message: "cannot read the folder: \(System.describe())")
        }
        if kind != .folder { return [path] }
        var out: [String] = []
        var pending = [path]
        while let folder = pending.popLast() {
            for name in System.folderEntries(folder) ?? [] {
                if name.hasPrefix(".") || name == "Tests" || name.hasSuffix("Tests") { continue }
                let child = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                guard let kind = System.fileKind(child, followingLinks: false) else { continue }
                if kind == .folder {
                    pending.append(child)
                } else if name.hasSuffix(suffix), kind == .regularFile {
                    out.append(child)
                }
            }
        }
        return out.sorted()
    }
}
