import KeyGraphFormats
import Synchronization

/// The Swift files parsed so far, by name: a file given again with the same text is the same
/// tree, not a second parse. `keygraph check --swift` hands one cache to the source rules and to
/// the reader, so each file is parsed once (docs/performance.md); a file whose text changed (the
/// REPL's `load` after an edit) is parsed again and replaces the old tree.
public final class SwiftParseCache: Sendable {
    private let parsed = Mutex<[String: SwiftFile]>([:])

    public init() {}

    /// `source` parsed: the cached tree when its name and text are those parsed before.
    func file(_ source: SourceFile) -> SwiftFile {
        if let cached = parsed.withLock({ $0[source.name] }), cached.text == source.text { return cached }
        let file = SwiftFile(name: source.name, text: source.text)
        parsed.withLock { $0[source.name] = file }
        return file
    }

    /// How many files it holds.
    public var count: Int { parsed.withLock { $0.count } }
}

extension SwiftFile {
    /// `sources` parsed, through `cache` when there is one.
    static func parse(_ sources: [SourceFile], cache: SwiftParseCache?) -> [SwiftFile] {
        sources.map { cache?.file($0) ?? SwiftFile(name: $0.name, text: $0.text) }
    }
}
