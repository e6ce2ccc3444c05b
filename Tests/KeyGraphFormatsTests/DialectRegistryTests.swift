import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

@Suite("dialects: one registry, each definition answers for itself")
struct DialectRegistryTests {
    @Test("an array whose entries no dialect claims is a located error, not another editor's keymap")
    func unrecognisedArray() throws {
        let file = SourceFile(name: "keys.json", text: "[\n  {\"bind\": \"ctrl+k\", \"do\": \"x\"}\n]")
        for formats in [Set<KeymapDialect>.all, [.vscode], [.zed]] {
            do {
                let loaded = try KeymapLoader.load(file, accepting: formats)
                Issue.record("read as \(loaded.format)")
            } catch {
                #expect(
                    error.diagnostics.map(\.summary) == [
                        "keys.json:2:3: error: an entry with 'bind' is no keymap entry KeyGraph reads: VS Code's have key, command, when, args; Zed's have context, bindings, unbind, use_key_equivalents"
                    ])
            }
        }
    }

    @Test("each definition claims its entries' members; the first claimed member decides")
    func detection() throws {
        func format(_ text: String, _ formats: Set<KeymapDialect> = .all) throws -> KeymapDialect {
            try KeymapLoader.load(SourceFile(name: "k.json", text: text), accepting: formats).format
        }
        #expect(try format(#"[{"key": "ctrl+k", "command": "x"}]"#) == .vscode)
        #expect(try format(#"[{"context": "Editor", "bindings": {"ctrl-k": "x"}}]"#) == .zed)
        // An unknown member before a known one: the known one decides, as before.
        #expect(try format(#"[{"comment": "mine", "bindings": {"ctrl-k": "x"}}]"#) == .zed)
        // Nothing that tells: the first accepted dialect that reads arrays, in the registry's order.
        #expect(try format("[]") == .vscode)
        #expect(try format("[]", [.zed]) == .zed)
        // One dialect accepted: another's file is read as the accepted one's, as before.
        #expect(try format(#"[{"context": "Editor"}]"#, [.vscode]) == .vscode)
    }

    @Test("the registry lists the editors' dialects and their products in one order")
    func registry() {
        #expect(KeymapDialect.editors == [.vscode, .zed])
        #expect(KeymapDialect.allCases.filter { !$0.rules.importsReadOnly } == [.keygraph])
        #expect(EditorFiles.Editor.allCases.map(\.rawValue) == ["vscode", "vscodium", "cursor", "zed"])
        #expect(EditorFiles.Editor(rawValue: "cursor")?.dialect == .vscode)
        #expect(EditorFiles.Editor(rawValue: "sublime") == nil)
        for dialect in KeymapDialect.allCases {
            // An editor's dialect reads arrays and has a world of its own; KeyGraph's has neither.
            #expect((dialect.format.readEntry != nil) == dialect.rules.importsReadOnly)
            #expect((dialect.format.world?.name ?? dialect.displayName) == dialect.displayName)
            #expect(dialect.format.editors.allSatisfy { $0.dialect == dialect })
        }
        #expect(ShortcutWorld.of(.vscode, platform: .linux) == .vscode)
        #expect(ShortcutWorld.of(.keygraph, platform: .linux) == .terminal)
    }
}
