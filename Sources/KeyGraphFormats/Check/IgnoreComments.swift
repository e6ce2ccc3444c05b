import KeyGraph

/// `// keygraph:ignore RULE` in any file `check` reads — a Swift source, a JSONC keymap, an
/// app file (docs/keymaps.md, "Silencing a finding"): on a finding's line, or alone on the
/// line before it, it silences that rule's findings there. Several ids may follow,
/// separated by spaces or commas; ` -- ` ends them (a reason may follow). A comment that
/// silences nothing is a note (`unused-ignore`); one that names no rule, or a rule no
/// family has, is an error (`invalid-ignore`): it silences nothing, and its writer thinks
/// it does.
package enum IgnoreComments {
    /// One comment: where it is, the ids it names, and the lines it covers.
    struct Comment {
        var position: SourcePosition
        var length: Int
        var ids: [(id: String, column: Int)]
        var lines: ClosedRange<Int>
        var sourceLine: String
    }

    static let marker = "// keygraph:ignore"

    /// Whether `text` holds `keygraph:ignore` anywhere, by its UTF-8 bytes: every file `check`
    /// reads is asked, the shipped defaults' 200 KB too, and `String.contains` took a quarter
    /// of a check's instructions doing it (callgrind, AkisArou over VS Code's defaults).
    ///
    /// - Complexity: O(*n*) in the text's bytes.
    static func mentionsMarker(_ text: String) -> Bool {
        let needle: [UInt8] = Array("keygraph:ignore".utf8)
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.count >= needle.count else { return false }
            var i = 0
            let last = bytes.count - needle.count
            while i <= last {
                if bytes[i] == needle[0] {
                    var j = 1
                    while j < needle.count, bytes[i + j] == needle[j] { j += 1 }
                    if j == needle.count { return true }
                }
                i += 1
            }
            return false
        } ?? text.contains("keygraph:ignore")
    }

    /// The comments of `text`, a file's text.
    static func comments(in text: String) -> [Comment] {
        guard mentionsMarker(text) else { return [] }
        var out: [Comment] = []
        for (index, line) in text.sourceLines().enumerated() {
            guard let range = line.firstRange(of: marker) else { continue }
            let after = line[range.upperBound...]
            // `// keygraph:ignored` is not the marker.
            if let next = after.first, next != " ", next != "\t", next != "," { continue }
            let number = index + 1
            let alone = line[..<range.lowerBound].allSatisfy { $0 == " " || $0 == "\t" }
            var ids: [(String, Int)] = []
            var column = line.distance(from: line.startIndex, to: range.upperBound) + 1
            var word = ""
            var wordColumn = column
            func flush() {
                if !word.isEmpty { ids.append((word, wordColumn)) }
                word = ""
            }
            var rest = after[...]
            while let character = rest.first {
                if character == " " || character == "\t" || character == "," {
                    flush()
                    if rest.hasPrefix(" -- ") || rest.hasPrefix("\t-- ") { break }
                    wordColumn = column + 1
                } else if character == "*" && rest.hasPrefix("*/") {
                    break
                } else {
                    if word.isEmpty { wordColumn = column }
                    word.append(character)
                }
                rest = rest.dropFirst()
                column += 1
            }
            flush()
            let start = line.distance(from: line.startIndex, to: range.lowerBound) + 1
            out.append(
                Comment(
                    position: SourcePosition(line: number, column: start), length: marker.count, ids: ids,
                    lines: number...(alone ? number + 1 : number), sourceLine: String(line)))
        }
        return out
    }

    /// `diagnostics` without those an ignore comment silences, and what the comments say of
    /// themselves after them.
    /// - Parameters:
    ///   - sources: file name → text, for the files the comments are read in.
    ///   - registry: the rules an id must name.
    ///   - isChecked: whether a rule ran at all: an ignore of a rule left out (`--no-rule`)
    ///     is not reported as silencing nothing.
    ///   - reportsIn: whether the comments of a file are reported on (not inside an editor's
    ///     defaults, not in an excluded path).
    package static func apply(
        _ diagnostics: [Diagnostic], sources: [String: String], registry: RuleRegistry,
        isChecked: (RuleID) -> Bool = { _ in true }, reportsIn: (String) -> Bool = { _ in true }
    ) -> [Diagnostic] {
        var commentsByFile: [String: [Comment]] = [:]
        for (file, text) in sources {
            let found = comments(in: text)
            if !found.isEmpty { commentsByFile[file] = found }
        }
        guard !commentsByFile.isEmpty else { return diagnostics }
        var used: [String: Set<Int>] = [:]  // file → the indices of comments that silenced something
        var usedIDs: Set<String> = []  // "file\0comment\0id"
        var kept: [Diagnostic] = []
        for d in diagnostics {
            guard let rule = d.rule, let comments = commentsByFile[d.file],
                let index = comments.firstIndex(where: {
                    $0.lines.contains(d.position.line) && $0.ids.contains { $0.id == rule.rawValue }
                })
            else {
                kept.append(d)
                continue
            }
            used[d.file, default: []].insert(index)
            usedIDs.insert("\(d.file)\u{0}\(index)\u{0}\(rule.rawValue)")
        }
        for file in commentsByFile.keys.sorted() where reportsIn(file) {
            for (index, comment) in (commentsByFile[file] ?? []).enumerated() {
                kept += problems(comment, file: file, registry: registry, isChecked: isChecked) {
                    usedIDs.contains("\(file)\u{0}\(index)\u{0}\($0)")
                }
            }
        }
        return kept
    }

    /// What one comment says of itself: no id, an unknown id, an id that silenced nothing.
    static func problems(
        _ comment: Comment, file: String, registry: RuleRegistry, isChecked: (RuleID) -> Bool,
        used: (String) -> Bool
    ) -> [Diagnostic] {
        func diagnostic(_ rule: CheckRule, column: Int, length: Int, _ message: String, hint: String?) -> Diagnostic {
            Diagnostic(
                rule.descriptor.severity, file: file,
                position: SourcePosition(line: comment.position.line, column: column), length: length,
                message: "\(message) [\(rule.id)]", hint: hint, sourceLine: comment.sourceLine, rule: rule.id)
        }
        guard !comment.ids.isEmpty else {
            return [
                diagnostic(
                    .invalidIgnore, column: comment.position.column, length: comment.length,
                    "this ignore comment names no rule", hint: "name the rule it silences: // keygraph:ignore RULE")
            ]
        }
        var out: [Diagnostic] = []
        for (id, column) in comment.ids {
            if !registry.contains(RuleID(id)) {
                out.append(
                    diagnostic(
                        .invalidIgnore, column: column, length: id.count, "no rule '\(id)'",
                        hint: RuleSelection.closest(to: id, in: registry)))
            } else if !used(id), isChecked(RuleID(id)) {
                let place = comment.lines.count > 1 ? "on this line or the next" : "on this line"
                out.append(
                    diagnostic(
                        .unusedIgnore, column: column, length: id.count, "nothing \(place) is found by '\(id)'",
                        hint: "remove the comment, or this id from it"))
            }
        }
        return out
    }
}
