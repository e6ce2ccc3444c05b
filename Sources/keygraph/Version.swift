import KeyGraphFormats

/// The version of `keygraph`: what `keygraph --version` prints, the `"version"` member
/// of every `--json` object, and the benchmark lines' `version`.
enum KeyGraphVersion {
    /// Semantic versioning: the major number changes when a file format, a script verb
    /// or a `--json` member changes incompatibly.
    static let current = "0.1.0"
}

extension JSONOutput {
    /// The object with `"version"` (keygraph's) appended: every top-level `--json` object
    /// says which keygraph wrote it, so a line read on its own (a log, a `grep`) still does.
    var withVersion: JSONOutput {
        guard case .object(let members) = self else { return self }
        return .object(members + [("version", .string(KeyGraphVersion.current))])
    }
}
