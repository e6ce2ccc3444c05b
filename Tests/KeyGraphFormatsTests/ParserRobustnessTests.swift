import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

/// A small deterministic generator (an LCG), so failures reproduce.
private struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
    mutating func string(from alphabet: [String], length: Int) -> String {
        (0..<next(length + 1)).map { _ in alphabet[next(alphabet.count)] }.joined()
    }
}

@Suite("parsers never trap")
struct ParserRobustnessTests {
    @Test func randomWhenClausesParseOrFailWithAColumnInRange() {
        var g = Generator(state: 7)
        let alphabet = [
            "a", "B", " ", "!", "&&", "||", "(", ")", "==", "!=", "=~", "/x/", "/[a-/", "in", "not", "[", "]", ",", "'",
            "\"", "<", ">", ">=", "3", "-", ".", "&", "|", "=", "\\", "é", "{2}", "*", "?",
        ]
        let context = KeyContext(path: ["App", "a", "B"], attributes: ["a": "aaa", "B": "2"])
        for _ in 0..<3000 {
            let text = g.string(from: alphabet, length: 12)
            do {
                let clause = try WhenClause(parsing: text)
                _ = clause.evaluate(in: context)
                #expect(try WhenClause(parsing: clause.description) == clause, "\(text)")
            } catch {
                #expect(error.column >= 1 && error.column <= text.count + 1, "\(text)")
            }
        }
    }

    /// Random patterns either compile or fail at a column inside the pattern; a compiled one
    /// with the `i` flag matches a text exactly when it matches the text upper- or lowercased.
    @Test func randomRegularExpressionsCompileOrFailAndIgnoreCase() {
        var g = Generator(state: 11)
        let alphabet = [
            "a", "b", ".", "*", "+", "?", "(", ")", "|", "[", "]", "^", "$", "\\", "{", "}", "1", ",", "-", "d",
        ]
        var compiled = 0
        var failed = 0
        var matched = 0
        for _ in 0..<3000 {
            let pattern = g.string(from: alphabet, length: 10)
            let text = g.string(from: ["a", "b", "A", "1", " "], length: 20)
            do {
                let regex = try WhenRegex(pattern: pattern, flags: "i")
                compiled += 1
                let matches = regex.matches(text)
                if matches { matched += 1 }
                #expect(regex.matches(text.uppercased()) == matches, "/\(pattern)/i on '\(text)'")
                #expect(regex.matches(text.lowercased()) == matches, "/\(pattern)/i on '\(text)'")
            } catch {
                failed += 1
                #expect(error.column >= 1 && error.column <= pattern.count + 1, "/\(pattern)/: \(error.message)")
            }
        }
        // The alphabet reaches both outcomes, and texts that match: the checks above ran.
        #expect(
            compiled > 300 && failed > 300 && matched > 100,
            "\(compiled) compiled, \(failed) failed, \(matched) matched")
    }

    @Test func theLoadersChordCacheAgreesWithTheFullParser() {
        var cache = KeymapLoader.ParseCache()
        let keys = [
            "ctrl+k ctrl+f", "ctrl+k ctrl+f", "cmd+I", "⇧⌘I", "C-x C-s", "a  b", " a", "a ", "", " ", "ctrl+k\tx",
            "a b c d e f g h", "a b c d e f g h i", "ctr+x", "ctrl+k ctr+x", "cmd+shift+", "é", "M-<f5>", "<f5",
        ]
        for text in keys {
            let fast = Result { () throws(SyntaxError) in try cache.sequence(text) }
            let full = Result { () throws(SyntaxError) in try KeySequence(parsing: text) }
            #expect(fast == full, "\(text)")
        }
    }
}
