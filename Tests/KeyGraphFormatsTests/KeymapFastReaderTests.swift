import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

/// The one-pass keymap reader (the load-time path) must produce exactly
/// what the JSON-tree loader produces, positions included, and must decline —
/// never guess — whenever the file needs a diagnostic.
@Suite("Keymap loading: the one-pass reader agrees with the JSON-tree loader")
struct KeymapFastReaderTests {
    static func fast(_ file: SourceFile, commands: CommandRegistry? = DemoApps.recipes.commands) -> Keymap? {
        var cache = KeymapLoader.ParseCache()
        return KeymapFastReader.read(file, commands: commands, cache: &cache)
    }

    @Test("every shipped keymap is read in one pass, equal to the tree loader's result")
    func shipped() throws {
        for file in ShippedKeymaps.all {
            let tree = try KeymapLoader.loadThroughTree(file, commands: DemoApps.recipes.commands).keymap
            let fast = try #require(Self.fast(file), "\(file.name) fell back to the tree loader")
            #expect(fast == tree, "\(file.name)")
            #expect(fast.bindings.count >= 5)
        }
    }

    /// Files the reader must handle itself, each with something the naive reading gets wrong.
    static let readable: [(String, String)] = [
        (
            "comments and trailing commas",
            """
            // a comment
            {"keymap": "K", /* inline */ "bindings": [
              {"key": "cmd+n", "command": "recipe.new",}, // trailing
            ],}
            """
        ),
        ("escapes in strings", #"{"bindings": [{"key": "alt+\\ alt+\"", "command": "recipe.new", "when": "a && b"}]}"#),
        (
            "a byte-order mark and CRLF",
            "\u{FEFF}{\"bindings\": [\r\n  {\"key\": \"ctrl+k ctrl+f\", \"command\": \"recipe.new\"}\r\n]}\r\n"
        ),
        (
            "non-ASCII before a binding: columns count characters",
            "{\"keymap\": \"Ünïcödé\", \"bindings\": [{\"key\": \"⌘N\", \"command\": \"recipe.new\"}, {\"key\": \"cmd+o\", \"command\": null}]}"
        ),
        (
            "decomposed accents and an emoji sequence before bindings",
            "{\"keymap\": \"Cafe\u{301} 👨‍👩‍👧\", \"bindings\": [{\"key\": \"cmd+n\", \"command\": \"recipe.new\"}]}"
        ),
        ("null command and null when", #"{"bindings": [{"key": "cmd+w", "command": null, "when": null}]}"#),
        (
            "a removal with and without a key",
            #"{"bindings": [{"command": "-recipe.new"}, {"key": "cmd+n", "command": "-recipe.new", "when": "RecipeList"}]}"#
        ),
        (
            "tabs and glyphs in keys go through the full chord parser",
            "{\"bindings\": [{\"key\": \"ctrl+k\\tctrl+f\", \"command\": \"recipe.new\"}, {\"key\": \"⌃⌘F\", \"command\": \"recipe.new\"}]}"
        ),
        ("an empty bindings array", #"{"keymap": "Empty", "bindings": []}"#),
        (
            "a $schema member, before or after the others",
            #"{"$schema": "../Schemas/keymap.schema.json", "bindings": [{"key": "cmd+n", "command": "recipe.new"}], "keymap": "S"}"#
        ),
        // Both readers share one JSONC scanner, so a \u escape no longer needs the tree.
        ("a \\u escape", #"{"bindings": [{"key": "cmd+\u006E", "command": "recipe.new"}]}"#),
    ]

    @Test("readable files: the same keymap, positions included", arguments: readable)
    func readableFiles(name: String, text: String) throws {
        let file = SourceFile(name: "k.json", text: text)
        let tree = try KeymapLoader.loadThroughTree(file, commands: DemoApps.recipes.commands).keymap
        let fast = try #require(Self.fast(file), "fell back: \(name)")
        #expect(fast == tree)
        #expect(try KeymapLoader.load(file, commands: DemoApps.recipes.commands).keymap == tree)
    }

    /// Files the reader must decline, so the tree loader can report (or accept) them.
    static let declined: [(String, String)] = [
        ("a syntax error", #"{"bindings": [{"key": "cmd+n" "command": "recipe.new"}]}"#),
        ("an unknown member", #"{"bindings": [{"key": "cmd+n", "comand": "recipe.new"}]}"#),
        (
            "args (read by the tree loader)",
            #"{"bindings": [{"key": "cmd+n", "command": "recipe.new", "args": {"x": 1}}]}"#
        ),
        ("an unknown command", #"{"bindings": [{"key": "cmd+n", "command": "recipe.nwe"}]}"#),
        ("a bad key", #"{"bindings": [{"key": "cmd+retrun", "command": "recipe.new"}]}"#),
        ("a bad when", #"{"bindings": [{"key": "cmd+n", "command": "recipe.new", "when": "a &&"}]}"#),
        ("a key that is not a string", #"{"bindings": [{"key": 5, "command": "recipe.new"}]}"#),
        ("no key on a command binding", #"{"bindings": [{"command": "recipe.new"}]}"#),
        ("no bindings member", #"{"keymap": "K"}"#),
        ("a repeated top-level member", #"{"bindings": [], "bindings": []}"#),
        ("a $schema that is not a string", #"{"$schema": 1, "bindings": []}"#),
        ("an empty $schema", #"{"$schema": "", "bindings": []}"#),
        ("a repeated $schema", #"{"$schema": "a", "$schema": "b", "bindings": []}"#),
        // The tree loader warns about it (the last one is used).
        (
            "a repeated member in a binding",
            #"{"bindings": [{"key": "cmd+a", "key": "cmd+b", "command": "recipe.new", "command": "recipe.new"}]}"#
        ),
        ("text after the object", #"{"bindings": []} x"#),
        ("an unterminated comment", #"{"bindings": []} /* x"#),
        ("too many chords", #"{"bindings": [{"key": "a b c d e f g h i", "command": "recipe.new"}]}"#),
    ]

    @Test("files that need the tree loader are declined, and the result is the tree loader's", arguments: declined)
    func declinedFiles(name: String, text: String) {
        let file = SourceFile(name: "k.json", text: text)
        #expect(Self.fast(file) == nil, "read in one pass: \(name)")
        let viaLoad = Result { () throws(DiagnosticError) in
            try KeymapLoader.load(file, commands: DemoApps.recipes.commands).keymap
        }
        let viaTree = Result { () throws(DiagnosticError) in
            try KeymapLoader.loadThroughTree(file, commands: DemoApps.recipes.commands).keymap
        }
        switch (viaLoad, viaTree) {
        case (.success(let a), .success(let b)): #expect(a == b)
        case (.failure(let a), .failure(let b)): #expect(a.diagnostics.map(\.rendered) == b.diagnostics.map(\.rendered))
        default: Issue.record("load and the tree loader disagree on whether \(name) loads")
        }
    }

    @Test("a generated 2,000-binding keymap with sequences and when clauses reads the same")
    func generated() throws {
        var lines: [String] = []
        let keys = ["a", "ctrl+k", "alt+\\\\", "shift+tab", "ctrl+x ctrl+s", "f5", "cmd+[", "\\\"", "ctrl+k ctrl+f 1"]
        for i in 0..<2000 {
            let when = i % 3 == 0 ? "" : #", "when": "ctx\#(i % 7) && !inputFocus""#
            lines.append(#"{"key": "\#(keys[i % keys.count]) \#(i % 10)", "command": "bench.c\#(i)"\#(when)}"#)
        }
        let file = SourceFile(
            name: "gen.json",
            text: "{\"keymap\": \"gen\", \"bindings\": [\n" + lines.joined(separator: ",\n") + "\n]}\n")
        let tree = try KeymapLoader.loadThroughTree(file).keymap
        let fast = try #require(Self.fast(file, commands: nil))
        #expect(fast == tree)
        #expect(fast.bindings.count == 2000)
    }
}
