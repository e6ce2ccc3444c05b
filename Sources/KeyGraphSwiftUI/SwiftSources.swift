import KeyGraph
import KeyGraphFormats

/// A SwiftUI project read into an app: the app file it makes (what `keygraph convert`
/// prints), the model, and the notes and warnings the reading found (docs/swiftui.md).
public struct SwiftSources: Sendable {
    /// The app file, named after the folder read (`Notes.swiftui.json`).
    public var appFile: SourceFile
    public var model: AppModel
    /// Parse errors, what could not be read (notes) and shortcut conflicts (warnings), each
    /// at its Swift place.
    public var diagnostics: [Diagnostic]
    /// When the sources hold no app at all (no App, no hosted view, no main menu, no command):
    /// what was looked for, for the host to say (`keygraph` exits 2 with it); nil otherwise.
    public var nothingFound: String?
    /// Where each part of the app file came from.
    private let map: MappedText
    /// Where a diagnostic about a part of the app file that stands for no one construct goes:
    /// where the app starts.
    private let fallback: SwiftLocation?

    /// Reads `files` (a project's `.swift` files, named as diagnostics should show them, its
    /// `.storyboard` and `.xib` files, for an AppKit app's main menu, and its `project.pbxproj`
    /// files, for which files each platform's targets compile).
    /// - Parameters:
    ///   - name: the app file's name (`NotesApp.swiftui.json`).
    ///   - platform: the branch of `#if os(…)` read (the Mac's for linux and windows).
    ///   - cache: the trees parsed already (the source rules'), so no file is parsed twice.
    /// - Throws: the app loader's errors, located at the Swift code they came from.
    public static func read(
        _ files: [SourceFile], name: String, platform: TargetPlatform = .macos, cache: SwiftParseCache? = nil
    ) throws(DiagnosticError) -> SwiftSources {
        let sorted = files.sorted { $0.name < $1.name }
        let projects = sorted.filter { $0.name.hasSuffix(".pbxproj") }.map {
            XcodeTargets(path: $0.name, text: $0.text)
        }
        let parsed = SwiftFile.parse(
            sorted.filter { !isInterfaceFile($0.name) && !$0.name.hasSuffix(".pbxproj") }, cache: cache)
        var reader = SwiftUIReader(files: parsed, platform: platform, projects: projects)
        reader.interfaceFiles = sorted.filter { isInterfaceFile($0.name) }.map {
            InterfaceFile(name: $0.name, text: $0.text)
        }
        let parseErrors = parsed.flatMap(\.parseDiagnostics)
        reader.readApp()
        reader.readViews()
        reader.linkPresentations()
        reader.scopeViewShortcuts()
        reader.keepPublishedRequirements()
        reader.checkSharedShortcuts()
        let map = AppFileWriter.write(reader.app)
        let appFile = SourceFile(name: name, text: map.text)
        let fallback = reader.app.entryAt ?? reader.app.windowGroup?.at
        var model: AppModel
        do {
            model = try AppFileLoader.load(appFile, platform: platform)
        } catch {
            throw DiagnosticError(error.diagnostics.map { locate($0, in: map, file: name, fallback: fallback) })
        }
        placeShortcuts(of: &model, map: map, app: reader.index.types[reader.app.name]?.at)
        var sources = SwiftSources(
            appFile: appFile, model: model, diagnostics: parseErrors + projects.compactMap(\.unread) + reader.notes,
            map: map, fallback: fallback)
        if reader.foundNothing {
            sources.nothingFound =
                "no app in \(parsed.count) .swift file\(parsed.count == 1 ? "" : "s") and "
                + "\(reader.interfaceFiles.count) storyboard or xib file\(reader.interfaceFiles.count == 1 ? "" : "s"): "
                + "no '@main' App, no App whose main() is called, no view hosted in NSHostingView, "
                + "NSHostingController or UIHostingController, no main menu (storyboard, xib or NSApp.mainMenu), "
                + "no Commands type and no control with a shortcut"
        }
        return sources
    }

    private static func isInterfaceFile(_ name: String) -> Bool {
        name.hasSuffix(".storyboard") || name.hasSuffix(".xib")
    }

    /// Names, for each menu shortcut's binding, the Swift place its shortcut was written (the
    /// `.keyboardShortcut`, else the control), and for the standard items the system adds, the
    /// `@main` App whose menu bar shows them: `keys`, `explain` and the page point there.
    private static func placeShortcuts(of model: inout AppModel, map: MappedText, app: SwiftLocation?) {
        guard var sourceMap = model.sourceMap else { return }
        for (id, span) in sourceMap.commandShortcuts {
            guard let at = map.location(of: span.position) else { continue }
            sourceMap.shortcutPlaces[id] = AppSourceMap.Place(file: at.file, position: at.position)
        }
        if let app {
            for selector in model.standardSelectorsShown where sourceMap.shortcutPlaces[selector] == nil {
                sourceMap.shortcutPlaces[selector] = AppSourceMap.Place(file: app.file, position: app.position)
            }
        }
        model.sourceMap = sourceMap
    }

    /// `diagnostic`, moved from the app file to the Swift code its line came from.
    public func locate(_ diagnostic: Diagnostic) -> Diagnostic {
        Self.locate(diagnostic, in: map, file: appFile.name, fallback: fallback)
    }

    /// `diagnostic`, moved from the app file to the Swift code its line came from, else to
    /// `fallback` (where the app starts): no message points into the file the reader wrote.
    private static func locate(
        _ diagnostic: Diagnostic, in map: MappedText, file: String, fallback: SwiftLocation?
    ) -> Diagnostic {
        guard diagnostic.file == file, let at = map.location(of: diagnostic.position) ?? fallback else {
            return diagnostic
        }
        var moved = at.diagnostic(diagnostic.severity, diagnostic.message, hint: diagnostic.hint)
        moved.length = at.length
        // Moved, it is the same finding: its rule and what it is about stay.
        moved.rule = diagnostic.rule
        moved.finding = diagnostic.finding
        return moved
    }
}

extension SwiftUIReader {
    /// Keeps the requirements some view publishes (a command needing a value nothing
    /// publishes could never run, and the app loader refuses it); notes the others.
    mutating func keepPublishedRequirements() {
        let published = Set(app.published + app.publishedForScene)
        for number in app.commands.indices {
            let missing = app.commands[number].requires.filter { !published.contains($0) }
            guard !missing.isEmpty else { continue }
            app.commands[number].requires.removeAll { missing.contains($0) }
            let undeclared = missing.filter { !index.focusedValues.contains($0) && $0.first?.isLowercase == true }
            let why =
                undeclared.isEmpty
                ? "which no view publishes with .focusedValue or .focusedSceneValue"
                : "which is not declared in 'extension FocusedValues'"
            notes.append(
                app.commands[number].at.diagnostic(
                    .note,
                    "'\(app.commands[number].title)' is disabled without \(missing.joined(separator: ", ")), "
                        + "\(why): read as always enabled", rule: .unpublishedFocusedValue))
        }
    }
}
