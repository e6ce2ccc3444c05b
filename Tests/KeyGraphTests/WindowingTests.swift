import Testing

@testable import KeyGraph

@Suite("Long words in messages")
struct WindowingTests {
    @Test("a long message of short words is left as it is")
    func shortWordsStay() {
        let message = Array(repeating: "editorTextFocus &&", count: 40).joined(separator: " ")
        #expect(message.windowingLongWords() == message)
    }

    @Test("a word over the limit keeps its start, an ellipsis and its last 20 characters")
    func longWordIsCut() {
        let word = String(repeating: "a", count: 150) + "0123456789abcdefghij"
        let cut = "say \(word) twice".windowingLongWords()
        #expect(cut == "say " + String(repeating: "a", count: 99) + "…0123456789abcdefghij twice")
    }

    @Test("characters count, not bytes: 100 two-byte letters are not a long word")
    func charactersNotBytes() {
        let word = String(repeating: "é", count: 100)
        #expect("see \(word)".windowingLongWords() == "see \(word)")
        let longer = String(repeating: "é", count: 121)
        #expect("see \(longer)".windowingLongWords().count == 4 + 99 + 1 + 20)
    }
}
