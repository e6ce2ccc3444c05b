import KeyGraphTestSupport
import Testing

@testable import KeyGraphFormats

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The SwiftUI writer's app files (the pinned `Snapshots/`) hold only members the app
/// file's specs declare (``AppObjectSpec``), or, for the objects not yet declared by a
/// spec, the reader's member tables: a member the writer invents fails here.
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

    /// The members of `node` not among `keys`.
    static func undeclared(_ node: JSONNode?, _ keys: [String], at path: String) -> [String] {
        (node?.members ?? []).filter { !keys.contains($0.key) }.map { "\(path).\($0.key)" }
    }

    /// The members of each element of the list `node` not among `keys`.
    static func undeclared(elements node: JSONNode?, _ keys: [String], at path: String) -> [String] {
        (node?.elements ?? []).enumerated().flatMap { undeclared($1, keys, at: "\(path)[\($0)]") }
    }

    @Test("every member the writer writes is declared")
    func writtenMembersAreDeclared() throws {
        let files = try Self.appFiles()
        #expect(files.count >= 15)
        var written = Set<String>()
        for (name, app) in files {
            var wrong = Self.undeclared(app, AppFileLoader.topKeys, at: "")
            if let menus = app["menus"] { wrong += AppObjectSpec.menuBar.undeclaredMembers(of: menus, at: "menus") }
            let lists: [(String, AppObjectSpec)] = [
                ("contextMenus", .contextMenu), ("toolbars", .toolbar), ("alerts", .dialog),
                ("confirmationDialogs", .dialog), ("sheets", .sheet),
            ]
            for (key, spec) in lists {
                for (index, element) in (app[key]?.elements ?? []).enumerated() {
                    wrong += spec.undeclaredMembers(of: element, at: "\(key)[\(index)]")
                }
            }
            if let view = app["rootView"] { wrong += AppObjectSpec.view.undeclaredMembers(of: view, at: "rootView") }
            wrong += Self.undeclared(elements: app["body"], ["WindowGroup", "DocumentGroup", "Settings"], at: "body")
            wrong += Self.undeclared(app["layout"], AppFileReader.layoutKeys, at: "layout")
            wrong += Self.undeclared(elements: app["layout"]?["tabView"], AppFileReader.tabKeys, at: "tabView")
            wrong += Self.undeclared(elements: app["commands"], AppFileReader.commandKeys, at: "commands")
            for command in app["commands"]?.elements ?? [] {
                if let checked = command["checked"] {
                    wrong += AppObjectSpec.checked.undeclaredMembers(of: checked, at: "checked")
                }
            }
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
    }
}
