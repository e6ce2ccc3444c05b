import KeyGraph

extension CommonOptions {
    /// The app the command works on: the `--app` file, or the embedded Recipes demo.
    ///
    /// The file's keymap reference is read relative to the app file. A file that
    /// does not load stops the command with its diagnostics (exit status 2).
    func loadApp() throws(CLIError) -> AppModel {
        guard let path = appFile else { return DemoApp.model }
        let text: String
        do {
            text = try FileIO.read(path)
        } catch {
            throw CLIError(diagnostics: [
                Diagnostic(.error, file: path, position: SourcePosition(line: 0, column: 0), message: error.message)
            ])
        }
        do {
            return try AppGraphLoader.load(SourceFile(name: path, text: text)) { reference in
                let keymapPath = AppGraphLoader.path(reference, relativeTo: path)
                guard let keymap = try? FileIO.read(keymapPath) else { return nil }
                return SourceFile(name: keymapPath, text: keymap)
            }
        } catch {
            throw CLIError(diagnostics: error.diagnostics)
        }
    }
}
