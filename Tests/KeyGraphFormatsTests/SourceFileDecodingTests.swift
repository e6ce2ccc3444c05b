import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

@Suite("Decoding source files")
struct SourceFileDecodingTests {
    func error(_ bytes: [UInt8]) -> Diagnostic? {
        do {
            _ = try SourceFile(name: "f", utf8: bytes)
            return nil
        } catch {
            return error.diagnostics.first
        }
    }

    @Test("UTF-8 decodes as is, a byte-order mark kept for the readers to skip")
    func valid() throws {
        #expect(try SourceFile(name: "f", utf8: Array("⌘N é\n".utf8)).text == "⌘N é\n")
        #expect(try SourceFile(name: "f", utf8: [0xEF, 0xBB, 0xBF, 0x61]).text == "\u{FEFF}a")
    }

    @Test("the first bad byte is located by line and scalar column")
    func located() {
        let d = error(Array("ab\n⌘x".utf8) + [0xFF] + Array("y\n".utf8))
        #expect(d?.summary == "f:2:3: error: the file is not UTF-8: byte 0xFF is not valid here")
        #expect(d?.sourceLine == "⌘x\u{FFFD}y")
    }

    @Test("a byte-order mark is not a column; a sequence cut short is bad where it starts")
    func edges() {
        #expect(error([0xEF, 0xBB, 0xBF, 0x61, 0xC3])?.position == SourcePosition(line: 1, column: 2))
        #expect(error([0x61, 0xE2, 0x8C])?.position == SourcePosition(line: 1, column: 2))
    }

    @Test("UTF-16 is named as such")
    func utf16() {
        #expect(error([0xFF, 0xFE, 0x61, 0x00])?.message.hasPrefix("the file is UTF-16") == true)
    }
}

@Suite("JSON positions")
struct JSONPositionTests {
    @Test("columns count characters: a decomposed accent or an emoji sequence is one column")
    func columnsCountCharacters() throws {
        let node = try JSONCParser.parse("[\"e\u{301}\", \"👍🏽\", \"🇫🇷\", \"👩‍💻\", 7]")
        #expect(node.elements?.map(\.position.column) == [2, 7, 12, 17, 22])
        do {
            _ = try JSONCParser.parse("[\"e\u{301}\" x]")
            Issue.record("parsed")
        } catch {
            #expect(error.position == SourcePosition(line: 1, column: 6))
        }
    }
}
