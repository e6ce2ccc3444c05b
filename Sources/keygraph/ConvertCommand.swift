import ArgumentParser
import KeyGraph
import KeyGraphFormats

/// `keygraph convert --swift DIR`: the app file read from a SwiftUI app's sources.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Print the app file read from a SwiftUI app's sources (--swift DIR), to edit or extend.",
        discussion: """
            The file is what every other command reads with --swift: each line ends with a comment \
            naming the Swift code it came from. What the reader skipped is printed as located notes \
            on standard error (docs/swiftui.md). Load the file with --app.
            Exit status: 0 written; 2 no --swift folder, or sources that do not make an app.
            """
    )

    @OptionGroup var options: AppOptions

    func run() throws {
        guard options.swiftFolder != nil else {
            throw ValidationError("convert reads a SwiftUI app's sources: give --swift DIR")
        }
        let loaded = try options.loadApp()
        FileIO.writeOutput(loaded.appFile?.text ?? "")
    }
}
