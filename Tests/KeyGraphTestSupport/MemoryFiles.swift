import KeyGraphFormats

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files kept in memory, so tests can save, restore, load and corrupt them without a disk.
/// `corrupt.json` and `music.json` (the state the music app saved) exist from the start.
package final class MemoryFiles: @unchecked Sendable {
    private var lock = pthread_mutex_t()
    private var files: [String: [UInt8]]

    package static let musicState = """
        {"format":"keygraph-state","version":1,"app":"music","focusedScene":"main","scenes":[{"id":"main",\
        "tabs":{"selected":"library","hidden":[],"paths":{"library":["Album:blue"]}}}]}

        """

    package init(_ files: [String: String] = ["corrupt.json": "{ not json", "music.json": MemoryFiles.musicState]) {
        self.files = files.mapValues { Array($0.utf8) }
        pthread_mutex_init(&lock, nil)
    }

    /// The text of `path`, if it exists.
    package subscript(path: String) -> String? {
        locked { files[path].map { String(decoding: $0, as: UTF8.self) } }
    }

    /// A file client over these files.
    package var client: FileClient {
        FileClient(
            read: { (path) throws(FileClient.Failure) -> [UInt8] in
                guard let bytes = self.locked({ self.files[path] }) else {
                    throw FileClient.Failure(message: "No such file or directory")
                }
                return bytes
            },
            write: { path, text in self.locked { self.files[path] = Array(text.utf8) } },
            moveAside: { (path) throws(FileClient.Failure) -> String in
                self.locked {
                    let aside = path + ".corrupt"
                    self.files[aside] = self.files.removeValue(forKey: path)
                    return aside
                }
            })
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return body()
    }
}
