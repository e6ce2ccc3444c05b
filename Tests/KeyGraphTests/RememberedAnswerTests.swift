import KeyGraphTestSupport
import Testing

@testable import KeyGraph

/// Dispatch remembers each trie node shape's answer in the live set, four bytes a shape with
/// an 8-bit generation (docs/performance.md): what it remembers must always be what it would
/// find afresh. (`NodeShapeTests` checks that nodes sharing a shape share the right answer.)
@Suite("remembered node answers")
struct RememberedAnswerTests {
    @Test("an answer keeps its winner and flags, up to the largest entry an index holds")
    func answerRoundTrips() {
        let entries: [Int32?] = [
            nil, 0, 1, 12_345, Int32(KeymapIndex.NodeAnswer.maximumRemembered),
            Int32(KeymapIndex.NodeAnswer.maximumRemembered) + 1, Int32(KeymapIndex.NodeAnswer.maximumEntries),
        ]
        for winner in entries {
            for isBlock in [false, true] {
                for continues in [false, true] {
                    let answer = KeymapIndex.NodeAnswer(winner: winner, isBlock: isBlock, continues: continues)
                    #expect(answer.winner == winner)
                    #expect(answer.isBlock == isBlock)
                    #expect(answer.continues == continues)
                }
            }
        }
    }

    @Test("an answer of an index small enough to remember fits 24 bits; a larger one does not")
    func rememberedAnswersFit24Bits() {
        let largest = KeymapIndex.NodeAnswer(
            winner: Int32(KeymapIndex.NodeAnswer.maximumRemembered), isBlock: true, continues: true)
        #expect(largest.raw <= KeymapIndex.NodeAnswer.rememberedMask)
        let beyond = KeymapIndex.NodeAnswer(
            winner: Int32(KeymapIndex.NodeAnswer.maximumRemembered) + 1, isBlock: false, continues: false)
        #expect(beyond.raw > KeymapIndex.NodeAnswer.rememberedMask)
    }

    /// Two focuses with different winners on the same keys, switched 600 times: the
    /// generation wraps after 255 focus changes (twice here). The prefix is asked every
    /// time; the full keys only every 255th time, when the generation is the one they were
    /// remembered under but the focus is the other one, so a remembered answer that
    /// survived the wrap would be read, and wrong.
    @Test("answers of an older focus are never read, across the generation's wrap")
    func generationsWrapWithoutStaleAnswers() throws {
        let keymap = try KeymapFixtures.layer(
            "x.json",
            [
                #"{"key": "ctrl+k ctrl+d", "command": "go.desserts", "when": "RecipeDetail"},"#,
                #"{"key": "ctrl+k ctrl+d", "command": "go.breakfast", "when": "!RecipeDetail"},"#,
                #"{"key": "ctrl+k ctrl+e", "command": "go.breakfast", "when": "RecipeDetail"}"#,
            ])
        let index = KeymapIndex(layers: [keymap])
        let detail = KeyContext(path: ["App", "RecipeDetail"])
        let list = KeyContext(path: ["App", "CategoryList"])
        var live = index.liveSet(in: list)
        let prefix = try #require(index.node(for: try KeySequence(parsing: "ctrl+k")))
        let both = try #require(index.node(for: try KeySequence(parsing: "ctrl+k ctrl+d")))
        var winners: Set<Int32?> = []
        for round in 0..<600 {
            index.refresh(&live, in: round % 2 == 0 ? detail : list)
            // Ask twice: the first finds the answer, the second reads what was remembered.
            for _ in 0..<2 {
                for node in round % 255 == 0 ? [prefix, both] : [prefix] {
                    let answer = index.answer(at: node, &live)
                    let winner = answer.winner.map { index.candidate(of: node, at: $0) }
                    #expect(winner == index.bestLive(at: node, live), "round \(round)")
                    #expect(answer.continues == index.hasLiveContinuation(at: node, live), "round \(round)")
                    if node == both { winners.insert(winner) }
                }
            }
        }
        #expect(winners.count == 2)
    }
}
