import KeyGraph
import KeyGraphFormats
import KeyGraphScript

extension AppOptions {
    /// The app the command works on: the `--app` file, or the embedded Recipes demo, and
    /// the text of its keymap file (for diagnostics that quote it).
    ///
    /// The file's keymap reference is read relative to the app file. A file that
    /// does not load stops the command with its diagnostics (exit status 2).
    func loadApp() throws(CLIError) -> (model: AppModel, keymapFile: SourceFile?, appFile: SourceFile?) {
        guard let path = appFile else { return (DemoApps.recipes, DemoApps.keymapFile(of: DemoApps.recipes), nil) }
        do {
            var keymapFile: SourceFile? = nil
            let file = try FileIO.readSource(path)
            let model = try AppGraphLoader.load(file, platform: platform) {
                (reference) throws(DiagnosticError) in
                let keymapPath = AppGraphLoader.path(reference, relativeTo: path)
                // A keymap that cannot be opened is the app file's error (located at the
                // reference); one that opens but is not UTF-8 is the keymap's own.
                guard let bytes = try? FileIO.readBytes(keymapPath) else { return nil }
                keymapFile = try SourceFile(name: keymapPath, utf8: bytes)
                return keymapFile
            }
            return (model, keymapFile, file)
        } catch {
            throw CLIError(diagnostics: error.diagnostics)
        }
    }
}
