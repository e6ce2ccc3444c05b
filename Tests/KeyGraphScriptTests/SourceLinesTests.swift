import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats
@testable import KeyGraphScript

@Suite("Source lines")
struct SourceLinesTests {
    @Test("LF and CRLF line ends split alike; a final line end leaves an empty last line")
    func lineEnds() {
        #expect("a\nb".sourceLines() == ["a", "b"])
        #expect("a\r\nb\r\n".sourceLines() == ["a", "b", ""])
        #expect("a\r\n\r\nb".sourceLines() == ["a", "", "b"])
        #expect("".sourceLines() == [""])
    }

    @Test("a carriage return not before a line feed stays in the line")
    func loneCarriageReturn() {
        #expect("a\rb\nc".sourceLines() == ["a\rb", "c"])
    }

    @Test("a byte-order mark at the start is not part of the first line")
    func byteOrderMark() {
        #expect("\u{FEFF}echo a\nb".sourceLines() == ["echo a", "b"])
        #expect("a\n\u{FEFF}b".sourceLines() == ["a", "\u{FEFF}b"])
    }

    @Test("a script with CRLF line ends is one statement per line")
    func crlfScript() throws {
        let lines = try ScriptParser.parse(SourceFile(name: "s.kg", text: "echo a\r\necho b\r\n"))
        #expect(lines.map(\.text) == ["echo a", "echo b"])
    }

    @Test("a marker is found byte for byte, in a line, a substring or across characters")
    func containsBytes() {
        let line = "    MACOSX_DEPLOYMENT_TARGET = 13.0; /* é */"
        #expect(line.containsBytes("MACOSX_DEPLOYMENT_TARGET = "))
        #expect(line.dropFirst(4).containsBytes("MACOSX"))
        #expect(!line.dropFirst(5).containsBytes("MACOSX"))
        #expect(line.containsBytes("é */"))
        #expect(line.containsBytes(""))
        #expect(!"OS".containsBytes("OS("))
        #expect("platforms: [.macOS(.v13)]".containsBytes(".macOS("))
        #expect(!"platforms: [.macOS .v13]".containsBytes(".macOS("))
        #expect("aab".containsBytes("ab"))
        // "\r\n" is one character, but its bytes hold "\n".
        #expect("a\r\nb".containsBytes("\nb"))
    }
}
