import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

/// Zed's own tests of `Keymap::bindings_for_input` (gpui's `crates/gpui/src/keymap.rs`, read
/// at WtXeLd/zed-lite 1bea17b), run on ``InputResolution`` — the rule `explain` and `check`
/// read: what matches an input in a context stack, and whether the input stays pending.
@Suite("Zed's pending input, as gpui's keymap tests pin it")
struct ZedPendingInputTests {
    /// A Zed keymap of one section per binding: (keys, context, action or nil for null).
    static func index(_ bindings: [(keys: String, context: String?, action: String?)]) throws -> KeymapIndex {
        let sections = bindings.map { b in
            let context = b.context.map { #""context": "\#($0)", "# } ?? ""
            let action = b.action.map { #""\#($0)""# } ?? "null"
            return #"  { \#(context)"bindings": { "\#(b.keys)": \#(action) } }"#
        }
        let text = "[\n" + sections.joined(separator: ",\n") + "\n]\n"
        let keymap = try KeymapLoader.load(SourceFile(name: "keymap.json", text: text), accepting: .all).keymap
        return KeymapIndex(layers: [keymap])
    }

    /// What Zed's `bindings_for_input` returns for `keys` in `stack`: the action that matched
    /// (nil when none), and whether the input is pending.
    static func input(_ keys: String, _ stack: String, _ index: KeymapIndex) throws -> (String?, Bool) {
        let sequence = try KeyNotation.parseSequence(keys, dialect: .zed)
        let context = try #require(try? EditorContext.zed(stack, platform: .linux).0)
        let resolution = index.resolveInput(sequence, live: index.liveSet(in: context), rules: KeymapDialect.zed.rules)
        return (resolution.match?.binding.commandID, resolution.pending != nil)
    }

    /// `test_multiple_keystroke_binding_disabled`: a null on `space w w` in `editor` takes
    /// those keys out of the pending input wherever it is enabled, whatever its depth, so
    /// `space` and `space w` are not pending in `workspace > editor`; another binding that
    /// continues them keeps them pending, written before or after the null, at any depth.
    @Test(
        "a later null on a sequence takes its keys out of the pending input: test_multiple_keystroke_binding_disabled")
    func multipleKeystrokeBindingDisabled() throws {
        let disabled = try Self.index([
            ("space w w", "workspace", "test_only::ActionAlpha"), ("space w w", "editor", nil),
        ])
        let workspace = "workspace"
        let editor = "workspace > editor"
        #expect(try Self.input("space", workspace, disabled) == (nil, true))
        #expect(try Self.input("space", editor, disabled) == (nil, false))
        #expect(try Self.input("space w", workspace, disabled) == (nil, true))
        #expect(try Self.input("space w", editor, disabled) == (nil, false))
        #expect(try Self.input("space w w", workspace, disabled) == ("test_only::ActionAlpha", false))
        #expect(try Self.input("space w w", editor, disabled) == (nil, false))

        let after = try Self.index([
            ("space w w", "workspace", "test_only::ActionAlpha"), ("space w w", "editor", nil),
            ("space w x", "editor", "test_only::ActionAlpha"),
        ])
        #expect(try Self.input("space", editor, after) == (nil, true))
        let before = try Self.index([
            ("space w w", "workspace", "test_only::ActionAlpha"), ("space w x", "editor", "test_only::ActionAlpha"),
            ("space w w", "editor", nil),
        ])
        #expect(try Self.input("space", editor, before) == (nil, true))
        let higher = try Self.index([
            ("space w w", "workspace", "test_only::ActionAlpha"), ("space w x", "workspace", "test_only::ActionAlpha"),
            ("space w w", "editor", nil),
        ])
        #expect(try Self.input("space", editor, higher) == (nil, true))
    }

    /// `test_override_multikey`: a null on the first chord matches nothing and leaves the
    /// longer sequence pending; an action there fires at once, being later.
    @Test("a null on the first chord leaves the sequence pending: test_override_multikey")
    func overrideMultikey() throws {
        let null = try Self.index([("ctrl-w left", "editor", "test_only::ActionAlpha"), ("ctrl-w", "editor", nil)])
        #expect(try Self.input("ctrl-w", "editor", null) == (nil, true))
        let action = try Self.index([
            ("ctrl-w left", "editor", "test_only::ActionAlpha"), ("ctrl-w", "editor", "test_only::ActionBeta"),
        ])
        #expect(try Self.input("ctrl-w", "editor", action) == ("test_only::ActionBeta", false))
    }

    /// The same cancellation seen through `explain` and `check`, with the null shallower than
    /// the sequence it cancels: in `Workspace > Editor` ActionAlpha (Editor, deeper) wins
    /// `space w w`, but the later null (Workspace) takes those keys out of the pending input
    /// at `space`, so Zed fires ActionBeta at once there, though it comes first; ActionAlpha is
    /// unreachable — `explain` says so, and `check` reports it with that stack as its witness.
    @Test("explain and check read the null's cancellation the same way")
    func explainAndCheckAgree() throws {
        let text = """
            [
              { "context": "Workspace", "bindings": { "space": "test_only::ActionBeta" } },
              { "context": "Editor", "bindings": { "space w w": "test_only::ActionAlpha" } },
              { "context": "Workspace", "bindings": { "space w w": null } }
            ]

            """
        let keymap = try KeymapLoader.load(SourceFile(name: "k.json", text: text), accepting: .all).keymap
        let index = KeymapIndex(layers: [keymap])
        let context = try #require(try? EditorContext.zed("Workspace > Editor", platform: .linux).0)
        let sequence = try KeyNotation.parseSequence("space", dialect: .zed)
        let line = try #require(
            ExplainReport.sequenceLine(
                for: sequence, written: "space", in: index, live: index.liveSet(in: context),
                rules: KeymapDialect.zed.rules))
        #expect(line.winnerFires)
        #expect(line.line.contains("taken out of the pending input by a later null or unbind"))
        let found = EditorAnalysis.analyze(layers: [keymap], sources: ["k.json": text], terminal: false)
        #expect(
            found.map(\.summary) == [
                "k.json:3:41: note: 'space w w' → 'test_only::ActionAlpha' is unreachable where both apply, as when Workspace > Editor: 'space w w' → 'null' (k.json:4:43) is later, so Zed takes these keys out of its pending input at 'space' and does not wait for the next chord"
            ])
    }
}
