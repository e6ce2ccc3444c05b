import KeyGraph
import KeyGraphFormats
import KeyGraphScript

extension AppOptions {
    /// The app the command works on: the `--app` file, or the embedded Recipes demo, and
    /// the text of its keymap file (for diagnostics that quote it).
    ///
    /// The file's keymap reference is read relative to the app file. A file that
    /// does not load stops the command with its diagnostics (exit status 2).
    /// With `--swift DIR`, the app read from the SwiftUI sources: its notes and warnings are
    /// printed unless `quiet` (`check` reports them with its own).
    func loadApp(quiet: Bool = false) throws(CLIError) -> LoadedApp {
        if let folder = swiftFolder {
            guard appFile == nil else {
                throw CLIError(diagnostics: [
                    Diagnostic(
                        .error, file: "--swift", position: SourcePosition(line: 0, column: 0),
                        message: "--app and --swift both name the app: give one")
                ])
            }
            var reading = try SwiftSourceFolder.read(folder, platform: platform)
            if let note = SwiftSourceFolder.platformNote(folder, given: givenPlatform) {
                reading.diagnostics.insert(note, at: 0)
            }
            if !quiet { for d in reading.diagnostics { FileIO.writeError(d.report) } }
            return LoadedApp(model: reading.model, keymapFile: nil, appFile: reading.appFile, swift: reading)
        }
        guard let path = appFile else {
            return LoadedApp(
                model: DemoApps.recipes, keymapFile: DemoApps.keymapFile(of: DemoApps.recipes), appFile: nil)
        }
        // `--app notes`: an embedded app by name, unless a file of that name can be opened.
        if let demo = DemoApps.named(path), (try? FileIO.readBytes(path)) == nil {
            return LoadedApp(model: demo, keymapFile: DemoApps.keymapFile(of: demo), appFile: nil)
        }
        do {
            var keymapFile: SourceFile? = nil
            let file = try FileIO.readSource(path)
            let model = try AppFileLoader.load(file, platform: platform) {
                (reference) throws(DiagnosticError) in
                let keymapPath = AppFileLoader.path(reference, relativeTo: path)
                // A keymap that cannot be opened is the app file's error (located at the
                // reference); one that opens but is not UTF-8 is the keymap's own.
                guard let bytes = try? FileIO.readBytes(keymapPath) else { return nil }
                keymapFile = try SourceFile(name: keymapPath, utf8: bytes)
                return keymapFile
            }
            return LoadedApp(model: model, keymapFile: keymapFile, appFile: file)
        } catch {
            throw CLIError(diagnostics: error.diagnostics)
        }
    }
}

/// The app a command works on, with the files its diagnostics point into.
struct LoadedApp {
    var model: AppModel
    var keymapFile: SourceFile?
    /// The app file; with `--swift`, the one made from the sources.
    var appFile: SourceFile?
    /// With `--swift`: the reading, whose diagnostics point at the Swift code.
    var swift: SwiftSourceFolder.Reading? = nil

    /// `diagnostic` located in the file it is about: with `--swift`, moved from the app
    /// file made from the sources to the Swift code.
    func locate(_ diagnostic: Diagnostic) -> Diagnostic {
        swift?.locate(diagnostic) ?? diagnostic
    }

    /// The app as `check`'s pipeline takes it.
    var checked: CheckPipeline.App {
        CheckPipeline.App(
            model: model, keymapFile: keymapFile, appFile: appFile, isReadFromSwift: swift != nil, locate: locate)
    }
}
