import KeyGraphFormats
import SwiftSyntax
import Testing

@testable import KeyGraphSwiftUI

/// `check --swift` parses each file once: the source rules and the reader share a cache.
@Suite("Swift parse cache: one parse per file for the lints and the reader")
struct SwiftParseCacheTests {
    @Test("the lints and the reader given one cache read the same trees")
    func sharedTrees() throws {
        let files = SwiftFixtures.files("NavigationPaths")
        let cache = SwiftParseCache()
        _ = SwiftLints.lint(files, cache: cache)
        let linted = files.map { Syntax(cache.file($0).tree).id }
        _ = try SwiftSources.read(files, name: "NavigationPaths.swiftui.json", cache: cache)
        #expect(cache.count == files.count)
        #expect(files.map { Syntax(cache.file($0).tree).id } == linted)
    }

    @Test("a file whose text changed is parsed again; without a cache every read parses")
    func changedText() {
        let cache = SwiftParseCache()
        let before = cache.file(SourceFile(name: "A.swift", text: "struct A {}"))
        let same = cache.file(SourceFile(name: "A.swift", text: "struct A {}"))
        let edited = cache.file(SourceFile(name: "A.swift", text: "struct B {}"))
        #expect(Syntax(before.tree).id == Syntax(same.tree).id)
        #expect(Syntax(before.tree).id != Syntax(edited.tree).id)
        #expect(edited.tree.description == "struct B {}")
        #expect(cache.count == 1)
    }
}
