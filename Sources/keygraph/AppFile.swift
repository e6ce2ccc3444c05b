import KeyGraph

extension CommonOptions {
    /// The app the command works on: the `--app` file, or the embedded Recipes demo.
    ///
    /// The file's keymap reference is read relative to the app file. A file that
    /// does not load stops the command with its diagnostics (exit status 2).
    func loadApp() throws(CLIError) -> AppModel {
        guard let path = appFile else { return DemoApp.model }
        do {
            return try AppGraphLoader.load(try FileIO.readSource(path)) { (reference) throws(DiagnosticError) in
                let keymapPath = AppGraphLoader.path(reference, relativeTo: path)
                // A keymap that cannot be opened is the app file's error (located at the
                // reference); one that opens but is not UTF-8 is the keymap's own.
                guard let bytes = try? FileIO.readBytes(keymapPath) else { return nil }
                return try SourceFile(name: keymapPath, utf8: bytes)
            }
        } catch {
            throw CLIError(diagnostics: error.diagnostics)
        }
    }
}
