import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats
@testable import KeyGraphScript

/// Malformed input never traps: links, saved state and script lines built from
/// a small alphabet of the characters that matter, exhaustively up to a length,
/// plus every truncation and single-byte change of a valid state text.
@Suite("Navigation input never traps")
struct NavigationRobustnessTests {
    /// Every string over `alphabet` of length 1…`length`.
    static func strings(over alphabet: [String], upTo length: Int) -> [String] {
        var all: [String] = []
        var layer = [""]
        for _ in 1...length {
            layer = layer.flatMap { prefix in alphabet.map { prefix + $0 } }
            all += layer
        }
        return all
    }

    @Test func everyShortLinkIsRoutedOrRejected() throws {
        var session = try makeSession()
        let alphabet = [
            "recipes", "https", "://", "/", ":", "%", "%2", "%41", "category", "desserts", "recipe", "?", " ",
        ]
        let links = Self.strings(over: alphabet, upTo: 4)
        var opened = 0
        for link in links {
            let before = session.state
            let events = session.handle(.apply(.open(link)))
            if failures(events).isEmpty {
                opened += 1
            } else {
                #expect(session.state == before, "a rejected link changes nothing: \(link)")
                #expect(failures(events).allSatisfy { $0.hasPrefix("cannot open '") })
            }
        }
        #expect(opened > 0 && opened < links.count)
    }

    @Test func everyTruncationAndByteChangeOfSavedStateRestoresOrIsCorrupt() throws {
        var source = try makeSession()
        _ = source.handle(.perform(command: "recipe.showApplePie"))
        _ = source.handle(.apply(.push(v("Chef:nigella"))))
        _ = source.handle(.apply(.presentSheet("NewRecipe", item: nil)))
        let text = Array(source.savedState.utf8)
        var session = try makeSession()
        var variants: [[UInt8]] = (0..<text.count).map { Array(text[..<$0]) }
        for i in stride(from: 0, to: text.count, by: 3) {
            for byte: UInt8 in [0x22, 0x7B, 0x5D, 0x3A, 0x30, 0x00] {
                var changed = text
                changed[i] = byte
                variants.append(changed)
            }
        }
        for variant in variants {
            let before = session.state
            let events = session.restoreState(String(decoding: variant, as: UTF8.self))
            let failed = failures(events)
            if !failed.isEmpty {
                #expect(session.state == before)
                #expect(failed.allSatisfy { $0.hasPrefix("the saved state is corrupt: ") })
            }
        }
    }

    @Test func everyShortNavigationLineParsesOrIsLocated() {
        let alphabet = [
            "focus", "scene", "tab", "sheet", "dismiss", "select", "state", "toggle", "x.y", "Recipe:a", " ", "next",
        ]
        for line in Self.strings(over: alphabet, upTo: 3) {
            do {
                _ = try ScriptParser.parseLine(line)
            } catch {
                #expect(error.column >= 1 && error.column <= line.count + 2, "\(line)")
            }
        }
    }
}
