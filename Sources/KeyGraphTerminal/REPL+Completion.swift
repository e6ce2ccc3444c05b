import KeyGraph
import KeyGraphScript

extension REPL {
    /// Candidates for the word at the cursor, or nil to complete a file name.
    func completions(before: String, word: String) -> [String]? {
        Self.completions(before: before, word: word, session: session)
    }

    /// What the verb table's grammar allows at the cursor (``VerbTable/completions(after:in:)``):
    /// the verbs first; then what each verb takes there, the words starting with `word`.
    /// Nil (readline's file names) where a file name or free text goes.
    static func completions(before: String, word: String, session: Session) -> [String]? {
        let words = before.split(separator: " ").map(String.init)
        return VerbTable.completions(after: words, in: session)?.filter { $0.hasPrefix(word) }
    }
}
