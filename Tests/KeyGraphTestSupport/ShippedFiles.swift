import Foundation
import KeyGraph
import KeyGraphFormats

/// The package root, found from this file's path.
package let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Loads an app file of the repository the way the CLI does (its keymap path relative
/// to the app file), with the text of that keymap file.
package func loadShippedApp(_ path: String) throws -> (model: AppModel, keymapFile: SourceFile?) {
    let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    var keymapFile: SourceFile? = nil
    let model = try AppFileLoader.load(SourceFile(name: path, text: text)) { relative in
        let joined = AppFileLoader.path(relative, relativeTo: path)
        guard let keymap = try? String(contentsOf: packageRoot.appendingPathComponent(joined), encoding: .utf8) else {
            return nil
        }
        keymapFile = SourceFile(name: joined, text: keymap)
        return keymapFile
    }
    return (model, keymapFile)
}

/// The names in the folder at `path` (without `.` and `..`), sorted.
/// - Throws: when the folder cannot be read.
package func directoryEntries(_ path: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
}

/// The names in the folder at `path` that end in `suffix`, with the suffix removed, sorted;
/// none when the folder cannot be read.
package func fileNames(in path: String, endingWith suffix: String) -> [String] {
    ((try? directoryEntries(path)) ?? []).filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }
}
