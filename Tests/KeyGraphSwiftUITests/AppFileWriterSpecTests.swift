import KeyGraphTestSupport
import Testing

@testable import KeyGraphFormats

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The SwiftUI writer's app files (the pinned `Snapshots/`) hold only members the app
/// file's specs declare (``AppObjectSpec``, from the top level down): a member the writer
/// invents fails here.
@Suite("App file writer follows the specs")
struct AppFileWriterSpecTests {
    static let folder = Golden.packageRoot + "/Tests/KeyGraphSwiftUITests/Snapshots"

    /// The app file of every snapshot, parsed.
    static func appFiles() throws -> [(String, JSONNode)] {
        var names: [String] = []
        if let dir = opendir(folder) {
            while let entry = readdir(dir) {
                let file = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                if file.hasSuffix(".txt") { names.append(file) }
            }
            closedir(dir)
        }
        return try names.sorted().map { name in
            let text = Golden.read(folder + "/" + name) ?? ""
            let appFile = text.components(separatedBy: "\n---\n").first ?? text
            return (name, try JSONCParser.parse(appFile))
        }
    }

    /// The members of each element of the list `node` that the spec of its kind among
    /// `elements` does not declare; an element of no kind is wrong as a whole.
    static func undeclared(_ node: JSONNode?, among elements: [AppObjectSpec.Element], at path: String) -> [String] {
        (node?.elements ?? []).enumerated().flatMap { index, element in
            guard let spec = AppObjectSpec.spec(of: element, among: elements) else { return ["\(path)[\(index)]"] }
            return spec.undeclaredMembers(of: element, at: "\(path)[\(index)]")
        }
    }

    @Test("every member the writer writes is declared")
    func writtenMembersAreDeclared() throws {
        let files = try Self.appFiles()
        #expect(files.count >= 15)
        var written = Set<String>()
        for (name, app) in files {
            let wrong = AppObjectSpec.app.undeclaredMembers(of: app, at: "")
            #expect(wrong.isEmpty, "\(name): \(wrong)")
            written.formUnion((app.members ?? []).map(\.key))
        }
        // The snapshots reach the parts the walk checks.
        #expect(written.isSuperset(of: ["menus", "contextMenus", "toolbars", "commands", "sheets", "layout"]))
    }

    @Test("the walk finds a member no spec declares")
    func walkFindsUndeclared() throws {
        let toolbar = try JSONCParser.parse(
            #"{"target": "V", "content": [{"item": "a", "colour": "red"}, {"group": "automatic", "items": [{"menu": "M", "items": [{"button": "b", "size": 1}]}]}]}"#
        )
        #expect(
            AppObjectSpec.toolbar.undeclaredMembers(of: toolbar, at: "t")
                == ["t.content[0].colour", "t.content[1].items[0].items[0].size"])
        let command = try JSONCParser.parse(
            #"{"id": "c", "title": {"when": "x", "then": "A", "else": "B", "otherwise": "C"}, "checked": {"state": "s", "key": "k"}}"#
        )
        #expect(
            AppObjectSpec.command.undeclaredMembers(of: command, at: "c") == ["c.title.otherwise", "c.checked.key"])
        let tabs = try JSONCParser.parse(
            #"[{"TabSection": "S", "tabs": [{"value": "t", "hidden": {"state": "k", "was": 1}}]}, {"value": "u", "badge": {"state": "k", "size": 2}}]"#
        )
        #expect(
            Self.undeclared(tabs, among: [.defined("tab"), .defined("tabSection")], at: "v")
                == ["v[0].tabs[0].hidden.was", "v[1].badge.size"])
        let app = try JSONCParser.parse(
            #"{"app": "a", "colour": 1, "body": [{"WindowGroup": "W", "size": 2}], "layout": {"tabView": [], "style": 3}, "records": {"T": [{"id": "x", "tag": 4}]}, "sheets": [{"name": "s", "view": "V", "presentationDetents": ["medium", {"fraction": 0.5}, {"ratio": 1}]}]}"#
        )
        #expect(
            AppObjectSpec.app.undeclaredMembers(of: app, at: "")
                == [
                    ".colour", ".body[0].size", ".layout.style", ".records.T[0].tag",
                    ".sheets[0].presentationDetents[2]",
                ])
    }
}
