import Foundation
import KeyGraphTestSupport
import Testing

/// `keygraph keys --format json|html|svg`: the machine-readable listing, the keyboard page
/// and one layer as SVG. The page's behaviour in a browser is Tests/Browser's.
@Suite("keygraph keys --format json, html, svg")
struct KeysFormatTests {
    static let fixtures = Binary.packageRoot + "/Tests/Browser/Fixtures"

    static func keygraph(_ arguments: [String]) throws -> Binary.Result {
        try Binary.run(arguments, workingDirectory: Binary.packageRoot)
    }

    @Test("the demo's listing is pinned: every binding with keys, command, when, layer and source")
    func demoListing() throws {
        let result = try Self.keygraph(["keys", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        Golden.expect(
            result.stdout, matchesFileAt: Binary.packageRoot + "/Tests/EndToEndTests/Snapshots/keys-demo.json")
    }

    @Test("an imported Zed keymap is listed with its own positions, a null action as a blocked key")
    func zedListing() throws {
        let result = try Self.keygraph([
            "keys", "--format", "json", "--keymap", "Tests/Browser/Fixtures/zed-keymap.json",
        ])
        #expect(result.status == 0)
        Golden.expect(result.stdout, matchesFileAt: Binary.packageRoot + "/Tests/EndToEndTests/Snapshots/keys-zed.json")
    }

    @Test("the listing is one JSON array whose layer is its first chord's layer")
    func listingShape() throws {
        let result = try Self.keygraph([
            "keys", "--format", "json", "--keymap", "Tests/Browser/Fixtures/recipes-conflicts.json",
        ])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 30)  // the fixture's, the demo's and the system commands' bindings
        for entry in array {
            #expect(Set(entry.keys) == ["keys", "command", "when", "layer", "source", "chords"])
            let chords = try #require(entry["chords"] as? [[String: String]])
            #expect(chords.first?["layer"] == entry["layer"] as? String)
            let source = try #require(entry["source"] as? [String: Any])
            #expect(Set(source.keys) == ["file", "line", "column"])
        }
        // cmd+? is the / key on the Shift+Command layer; f15 is on no modifier layer.
        let help = array.first { $0["keys"] as? String == "cmd+?" }
        #expect(help?["layer"] as? String == "shift+cmd")
        #expect((help?["chords"] as? [[String: String]])?.first?["cap"] == "/")
        #expect(array.first { $0["keys"] as? String == "f15" }?["layer"] as? String == "")
    }

    @Test("the README's keyboard is what the binary draws now")
    func readmeSVG() throws {
        let result = try Self.keygraph(["keys", "--format", "svg", "--platform", "macos", "--layer", "cmd"])
        #expect(result.status == 0)
        Golden.expect(result.stdout, matchesFileAt: Binary.packageRoot + "/docs/keyboard-recipes-cmd.svg")
    }

    @Test("svg draws the busiest layer by default, any layer named as modifiers, and rejects a bad one")
    func svgLayers() throws {
        let busiest = try Self.keygraph(["keys", "--format", "svg", "--platform", "macos"])
        let cmd = try Self.keygraph(["keys", "--format", "svg", "--platform", "macos", "--layer", "command"])
        #expect(busiest.stdout == cmd.stdout)
        let none = try Self.keygraph(["keys", "--format", "svg", "--layer", "none"])
        #expect(none.status == 0)
        #expect(none.stdout.contains("(0 bound)"))
        let bad = try Self.keygraph(["keys", "--format", "svg", "--layer", "ctrl+q"])
        #expect(bad.status == 2)
        #expect(bad.stdout == "")
        #expect(bad.stderr.contains("'ctrl+q' is not a modifier layer"))
    }

    @Test("the page is self-contained, names every key, and embeds the JSON listing", arguments: ["ansi", "iso"])
    func page(layout: String) throws {
        let page = try Self.keygraph([
            "keys", "--format", "html", "--layout", layout, "--keymap", "Tests/Browser/Fixtures/recipes-conflicts.json",
        ])
        let listing = try Self.keygraph([
            "keys", "--format", "json", "--keymap", "Tests/Browser/Fixtures/recipes-conflicts.json",
        ])
        #expect(page.status == 0)
        let html = page.stdout
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("Content-Security-Policy\" content=\"default-src 'none'"))
        // Nothing is fetched: no src or href attribute, no URL.
        #expect(!html.contains(" src=") && !html.contains(" href="))
        #expect(!html.contains("://"))
        // Every key element carries data-key.
        let keys = html.components(separatedBy: "<div class=\"key").count - 1
        #expect(keys >= 80)
        #expect(html.components(separatedBy: "data-key=\"").count - 1 == keys)
        // The embedded bindings are the listing's entries.
        let entries = listing.stdout.dropFirst(2).dropLast(3).replacingOccurrences(of: ",\n", with: ",")
        #expect(html.contains("\"bindings\":[" + entries + "]"))
        #expect(html.contains("<div class=\"key extra\" data-key=\"f15\""))
        #expect(html.contains("class=\"key tall-enter\"") == (layout == "iso"))
    }
}

/// The keyboard page of another editor's keymap (issue 25, item 6), pinned: its title,
/// only that editor's bindings, labels from the command ids, the context picker (what
/// fires where, issue 39) and check's findings on the user's rules. The page's behaviour is Tests/Browser's.
@Suite("keygraph keys --format html of an editor's keymap")
struct EditorKeyboardPageTests {
    /// The page, with keygraph's version (meta and footer) written `VERSION`.
    static func page(_ arguments: [String]) throws -> Binary.Result {
        var result = try KeysFormatTests.keygraph(["keys", "--format", "html", "--platform", "linux"] + arguments)
        let version = try KeysFormatTests.keygraph(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        result.stdout = result.stdout.replacingOccurrences(of: "keygraph \(version)", with: "keygraph VERSION")
        return result
    }

    @Test("a VS Code file over its defaults: the page is pinned")
    func vsCodeGolden() throws {
        let result = try Self.page([
            "--defaults", "Tests/Browser/Fixtures/vscode-defaults.json", "--keymap",
            "Tests/Browser/Fixtures/vscode-user.json",
        ])
        #expect(result.status == 0)
        // The fixture's defaults are a miniature of VS Code's: named as the user's file it looks like.
        #expect(
            result.stderr == """
                --defaults: warning: Tests/Browser/Fixtures/vscode-defaults.json, given as the editor's defaults, looks like a user's keymap: it has 11 rules, where VS Code's defaults have 1094 or more
                hint: give the user's keymap with --keymap FILE, and the defaults with --defaults

                """)
        Golden.expect(
            result.stdout, matchesFileAt: Binary.packageRoot + "/Tests/EndToEndTests/Snapshots/keys-vscode.html")
    }

    @Test("a Zed keymap: the page is pinned")
    func zedGolden() throws {
        let result = try Self.page(["--keymap", "Tests/Browser/Fixtures/zed-user.json"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        Golden.expect(
            result.stdout, matchesFileAt: Binary.packageRoot + "/Tests/EndToEndTests/Snapshots/keys-zed.html")
    }

    @Test("titled with the user's file; no demo binding, view or 'views of recipes'")
    func noDemo() throws {
        let html = try Self.page(["--keymap", "Tests/Browser/Fixtures/vscode-user.json"]).stdout
        #expect(html.contains("<title>vscode-user.json — keyboard map</title>"))
        #expect(html.contains("<label>Context <select id=\"view\"><option value=\"0\" selected>Editing text</option>"))
        for demo in ["recipes", "Recipe", "All views", "views of", "<menus>", "Keymaps/default.json"] {
            #expect(!html.contains(demo), "the page holds '\(demo)'")
        }
    }

    @Test("terminal findings outline keys only with --terminal, as check reports them")
    func terminal() throws {
        let args = ["--keymap", "Tests/Browser/Fixtures/vscode-user.json"]
        let claim = "the terminal claims"
        #expect(!(try Self.page(args).stdout.contains(claim)))
        #expect(try Self.page(args + ["--terminal"]).stdout.contains(claim))
    }

    @Test("the defaults alone: titled with their file, nothing outlined (check leaves their findings to --all)")
    func defaultsAlone() throws {
        let html = try Self.page(["--defaults", "Tests/Browser/Fixtures/vscode-defaults.json"]).stdout
        #expect(html.contains("<title>vscode-defaults.json — keyboard map</title>"))
        #expect(html.contains("VS Code: the defaults: 11 bindings from Tests/Browser/Fixtures/vscode-defaults.json"))
        #expect(!html.contains("'workbench.action.focusNextPart' never fires"))
    }
}
