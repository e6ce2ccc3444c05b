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
    /// left out), its storyboards and xibs (an AppKit app's main menu) and its Xcode projects'
    /// `project.pbxproj` (which files each platform's targets compile). A file that cannot
    /// be read or is not UTF-8 is skipped with a note; a folder with no app in it is an error
    /// that says what was looked for.
    static func read(_ path: String, platform: TargetPlatform) throws(CLIError) -> Reading {
        #if SwiftUIReader
        var notes: [Diagnostic] = []
        var files: [SourceFile] = []
        let paths: [String]
        do {
            paths =
                try swiftFiles(under: path)
                + (System.fileKind(path) == .folder
                    ? try swiftFiles(under: path, endingWith: ".storyboard")
                        + swiftFiles(under: path, endingWith: ".xib")
                        + swiftFiles(under: path, endingWith: ".pbxproj") : [])
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
                    note.rule = SwiftReaderRule.sourceNotRead.id
                    return note
                }
            }
        }
        let name = (path.split(separator: "/").last.map(String.init) ?? "app") + ".swiftui.json"
        let sources: SwiftSources
        do {
            sources = try SwiftSources.read(files, name: name, platform: platform, cache: parseCache)
        } catch {
            throw CLIError(diagnostics: notes + error.diagnostics)
        }
        if let nothing = sources.nothingFound {
            // The skipped files' notes and the files not read first: "no app" needs its reason
            // beside it (an App in a file nested too deep to parse is not "nothing").
            let unread = sources.diagnostics.filter { $0.rule == SwiftReaderRule.sourceNotRead.id }
            throw CLIError(
                diagnostics: notes + unread + [
                    Diagnostic(
                        .error, file: path, position: SourcePosition(line: 0, column: 0),
                        message: "nothing to read: \(nothing)",
                        hint: "give --swift the folder of a SwiftUI or AppKit app's sources")
                ])
        }
        return Reading(
            model: sources.model, appFile: sources.appFile, diagnostics: notes + sources.diagnostics,
            locate: sources.locate)
        #else
        throw CLIError(diagnostics: [
            Diagnostic(
                .error, file: "--swift", position: SourcePosition(line: 0, column: 0),
                message: "this keygraph was built without the SwiftUI reader",
                hint: "build it with the default traits: swift build (or swift run keygraph …)")
        ])
        #endif
    }

    #if SwiftUIReader
    /// The Swift files parsed in this process: `check --swift`'s source rules and its reading of
    /// the app share them, so each file is parsed once.
    static let parseCache = SwiftParseCache()

    /// The platforms detected, by folder: `--platform`'s default is asked for more than once.
    nonisolated(unsafe) private static var detected: [String: ProjectPlatform] = [:]

    /// What the project under `path` declares of its platform (its manifests, else its sources).
    private static func detect(_ path: String) -> ProjectPlatform {
        if let known = detected[path] { return known }
        let manifests = projectManifests(path).compactMap { try? FileIO.readSource($0) }
        let sources =
            manifests.isEmpty ? ((try? swiftFiles(under: path)) ?? []).compactMap { try? FileIO.readSource($0) } : []
        let found = ProjectPlatform.detect(manifests: manifests, sources: sources)
        detected[path] = found
        return found
    }
    #endif

    /// The platform the project under `path` is read for when `--platform` is not given: the
    /// Mac's without the reader, as the reader reads SwiftUI.
    static func projectPlatform(_ path: String) -> TargetPlatform {
        #if SwiftUIReader
        detect(path).platform
        #else
        .macos
        #endif
    }

    /// The note that says which platform and deployment target were used and where they came from.
    static func platformNote(_ path: String, given: TargetPlatform?) -> Diagnostic? {
        #if SwiftUIReader
        detect(path).note(given: given)
        #else
        nil
        #endif
    }

    /// The project's `Package.swift`, `project.pbxproj` files under `path` and its Tuist `Project.swift`; without any, those
    /// directly in its parent or grandparent folder (a source folder inside its project:
    /// `App/Sources` beside `App.xcodeproj`).
    static func projectManifests(_ path: String) -> [String] {
        let inside =
            ((try? swiftFiles(under: path, endingWith: "Package.swift")) ?? []).filter {
                $0 == "Package.swift" || $0.hasSuffix("/Package.swift")
            } + ((try? swiftFiles(under: path, endingWith: ".pbxproj")) ?? [])
        let tuist = System.fileKind(path + "/Project.swift") == .regularFile ? [path + "/Project.swift"] : []
        if !inside.isEmpty || !tuist.isEmpty { return (inside + tuist).sorted() }
        var folder = path
        for _ in 0..<2 {
            folder = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
            guard let slash = folder.lastIndex(of: "/") else {
                folder = folder == "." || folder.isEmpty ? ".." : "."
                if let found = manifests(directlyIn: folder) { return found }
                continue
            }
            folder = String(folder[..<slash])
            if folder.isEmpty { break }
            if let found = manifests(directlyIn: folder) { return found }
        }
        return []
    }

    /// `Package.swift` and each `*.xcodeproj/project.pbxproj` right in `folder`; nil for none.
    private static func manifests(directlyIn folder: String) -> [String]? {
        var out: [String] = []
        for name in System.folderEntries(folder) ?? [] {
            let child = folder + "/" + name
            if name == "Package.swift" || name == "Project.swift", System.fileKind(child) == .regularFile {
                out.append(child)
            }
            if name.hasSuffix(".xcodeproj"), System.fileKind(child + "/project.pbxproj") == .regularFile {
                out.append(child + "/project.pbxproj")
            }
        }
        return out.isEmpty ? nil : out.sorted()
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
