import KeyGraph

/// Reads app files (`docs/app-format.md`): JSON with comments
/// declaring an app's records, scenes and layout, views, commands and effects,
/// menus, context menus, toolbars, sheets, deep links and keymap.
///
/// Loading is transactional: a file with any error yields no app, and every
/// error is reported as `FILE:LINE:COL: error: …` with a caret line and, where
/// one helps, a did-you-mean hint. The engine reads no files: the app's keymap
/// reference is resolved by the caller's `keymap` closure.
public enum AppFileLoader {
    /// The members of an app file's object, from its spec (``AppObjectSpec/app``).
    static let topKeys = AppObjectSpec.app.names

    /// The path of `reference` written in the app file `appFile`: relative to the
    /// app file's folder, with `.` and `folder/..` steps removed (`Apps/../Keymaps/x.json`
    /// → `Keymaps/x.json`). An absolute reference is kept as written.
    public static func path(_ reference: String, relativeTo appFile: String) -> String {
        if reference.hasPrefix("/") { return reference }
        var parts = appFile.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        for part in reference.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty {
                parts.removeLast()
            } else {
                parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// Loads an app file.
    /// - Parameters:
    ///   - file: the file's name and text.
    ///   - keymap: resolves the `"keymap"` reference (a path relative to the app file)
    ///     to the keymap file's name and text; nil when it cannot be read, or the
    ///     diagnostics of a file that can be read but does not decode.
    ///   - platform: what the keymap's `secondary` means (⌘ on macOS and iPadOS, ⌃ elsewhere).
    /// - Throws: ``DiagnosticError`` with every error found (in the app file and its keymap).
    public static func load(
        _ file: SourceFile, platform: TargetPlatform = .host,
        keymap resolve: (String) throws(DiagnosticError) -> SourceFile? = { _ in nil }
    ) throws(DiagnosticError) -> AppModel {
        var reader = AppFileReader(file: file)
        let root = try reader.diagnostics.parseJSON()
        guard let top = reader.object(root, "an app graph", allowed: topKeys) else {
            throw DiagnosticError(reader.diagnostics.reportedErrors)
        }
        _ = reader.string("$schema", in: top)
        let name =
            reader.string("app", in: top, "an app graph", required: true, hint: #"add "app": "recipes""#) ?? "app"
        let records = reader.readRecords(top["records"])
        let rootView =
            top["rootView"].flatMap { reader.readView($0, "\"rootView\"") } ?? ViewDeclaration(contextName: "Root")
        let (destinations, destinationPositions) = reader.readDestinations(top["destinations"])
        let layout = top["layout"].flatMap { reader.readLayout($0) } ?? .stack
        let scenes = top["scenes"].map { _ in reader.strings("scenes", in: top) } ?? ["main"]
        if let node = top["scenes"], Set(scenes).count != scenes.count {
            reader.error("the scene ids are not unique", at: node.position)
        }
        let sheets = top["sheets"].map { reader.readSheets($0) } ?? [:]
        var dialogs: [String: DialogDeclaration] = [:]
        if let node = top["alerts"] { reader.readDialogs(node, kind: .alert, into: &dialogs) }
        if let node = top["confirmationDialogs"] { reader.readDialogs(node, kind: .confirmationDialog, into: &dialogs) }
        var deepLinks = top["deepLinks"].flatMap { reader.readDeepLinks($0) } ?? DeepLinkRoutes()
        deepLinks.activities = top["onContinueUserActivity"].map { reader.readActivities($0) } ?? []
        reader.checkActivities(deepLinks)
        let commands = top["commands"].map { reader.readCommands($0) } ?? CommandRegistry()
        let menus = top["menus"].flatMap { reader.readMenuBar($0) } ?? MenuBarDeclaration()
        // Without a body, the windows are titled as the App menu is (else by the app's name).
        let appScenes = reader.readBody(top, defaultTitle: top["menus"]?["appName"] != nil ? menus.appName : name)
        let contextMenus = top["contextMenus"].map { reader.readContextMenus($0) } ?? []
        let toolbars = top["toolbars"].map { reader.readToolbars($0) } ?? []
        let (keymap, keymapErrors) = readKeymap(
            top["keymap"], commands: commands, platform: platform, resolve: resolve, reader: &reader)

        var model = AppModel(
            name: name, records: records,
            navigation: NavigationModel(
                layout: layout, rootView: rootView, destinations: destinations, sheets: sheets, deepLinks: deepLinks,
                appScenes: appScenes),
            commands: commands, keymap: keymap, initialScenes: scenes.map { SceneState(id: $0) })
        model.dialogs = dialogs
        reader.checkDialogs(dialogs)
        model.menus = menus
        model.contextMenus = contextMenus
        model.toolbars = toolbars
        model.sourceMap = reader.sourceMap
        reader.checkReferences(in: model, destinationPositions: destinationPositions)
        reader.checkAttachments(in: model)
        let errors = reader.errorsInFileOrder + keymapErrors
        if !errors.isEmpty { throw DiagnosticError(errors) }
        return model
    }

    /// The app's `"keymap"`: a path relative to the app file, resolved by `resolve` and
    /// loaded against the app's `commands`.
    /// - Returns: the keymap, and the errors of a keymap file that was found but does not load.
    private static func readKeymap(
        _ node: JSONNode?, commands: CommandRegistry, platform: TargetPlatform,
        resolve: (String) throws(DiagnosticError) -> SourceFile?, reader: inout AppFileReader
    ) -> (keymap: Keymap?, errors: [Diagnostic]) {
        var keymap: Keymap? = nil
        var keymapErrors: [Diagnostic] = []
        if let node, !node.isNull {
            if let path = node.string, !path.isEmpty {
                let resolved: SourceFile?
                do {
                    resolved = try resolve(path)
                } catch {
                    resolved = nil
                    keymapErrors = error.diagnostics
                }
                if let loaded = resolved {
                    do {
                        keymap = try KeymapLoader.load(loaded, commands: commands, platform: platform).keymap
                    } catch {
                        keymapErrors = error.diagnostics
                    }
                } else if keymapErrors.isEmpty {
                    reader.error(
                        "cannot read the keymap file '\(path)'", at: node.position.inString(offset: 0),
                        length: path.count,
                        hint: "the path is relative to the app file")
                }
            } else {
                reader.error(
                    "\"keymap\" must be a file path (a string), found \(node.kindDescription)", at: node.position)
            }
        }
        return (keymap, keymapErrors)
    }
}

/// The loader's name before "app file" became the one name for the JSON file a person writes.
@available(*, deprecated, renamed: "AppFileLoader")
public typealias AppGraphLoader = AppFileLoader
