import SwiftParser
import SwiftSyntax
import Testing

@testable import KeyGraphSwiftUI

/// The reader and the lints find calls with one walk, `functionCalls(in:)`. It once stood
/// beside a `SyntaxVisitor` (the lints') under a comment that said a node kept from a visitor
/// loses its parents; these hold what is true, and that the walk finds what the visitor did.
@Suite("Function calls: the one walk the reader and the lints share")
struct FunctionCallWalkTests {
    /// Every call the visitor is shown, kept after the walk.
    final class Collector: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            calls.append(node)
            return .visitChildren
        }
    }

    static let source = """
        let a = f(g(1), h { i() })
        let b = j(k: [l()])
        """

    static func visited(_ tree: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.calls
    }

    @Test("a node kept from a SyntaxVisitor keeps its parents, its root and its place")
    func visitorKeptNodesKeepParents() {
        let tree = Parser.parse(source: Self.source)
        let kept = Self.visited(tree)
        #expect(kept.count == 6)
        for call in kept {
            #expect(call.parent != nil)
            #expect(call.root == Syntax(tree))
        }
        let converter = SourceLocationConverter(fileName: "t.swift", tree: tree)
        #expect(kept.map { call in call.startLocation(converter: converter).line } == [1, 1, 1, 1, 2, 2])
    }

    @Test("the walk finds the calls the visitor finds, in the same order, under any node")
    func walkMatchesVisitor() throws {
        let tree = Parser.parse(source: Self.source)
        let walked = functionCalls(in: tree)
        #expect(walked.map(\.calledExpression.trimmedDescription) == ["f", "g", "h", "i", "j", "l"])
        #expect(walked == Self.visited(tree))
        let first = try #require(tree.statements.first)
        #expect(functionCalls(in: first) == Self.visited(first))
        #expect(functionCalls(in: first).map(\.calledExpression.trimmedDescription) == ["f", "g", "h", "i"])
    }

    /// A file's calls are walked once (`SwiftFile.calls`), and a subtree's taken from them by
    /// place: for every node of a file, the same calls, in the same order, as a walk of it.
    @Test("a subtree's calls taken from the file's one walk are the walk's, for every node")
    func subtreeCallsMatchTheWalkEverywhere() {
        let text = """
            struct V: View {
                var body: some View {
                    List { ForEach(items) { Text($0.name).bold() } }
                        .toolbar { Button("Add") { add() }.keyboardShortcut("n") }
                }
                func add() { items.append(Item(name: f(g()))) }
            }
            a.b().c()(d)
            broken(
            """
        let file = SwiftFile(name: "V.swift", text: text)
        #expect(file.calls == functionCalls(in: file.tree))
        var nodes = 0
        var pending = [Syntax(file.tree)]
        while let node = pending.popLast() {
            nodes += 1
            #expect(file.calls(in: node) == functionCalls(in: node), "under \(node.kind) \(node.trimmedDescription)")
            pending += node.children(viewMode: .sourceAccurate)
        }
        #expect(nodes > 100)
        #expect(file.calls.count == 16)
    }
}
