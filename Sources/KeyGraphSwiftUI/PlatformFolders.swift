import KeyGraph
import SwiftSyntax

/// A type declared once per platform, in files no `#if` keeps apart (UTM's `struct UTMApp` in
/// `Platform/macOS`, `Platform/iOS` and `Platform/visionOS`, one per Xcode target): Swift never
/// compiles two of them together, so the index takes the one of the platform read and leaves
/// the others (and their extensions) out, instead of merging their members.
///
/// Which file belongs to the platform: one the project's application targets for it compile
/// (``XcodeTargets``, from `project.pbxproj`), else one in a folder named for it (`macOS`, `iOS`,
/// `visionOS`, `watchOS`, `tvOS`) below the folder read; of declarations in no such folder, those
/// are kept when none is in the platform's.
struct PlatformFolders {
    /// For each type declared in more than one file, the files whose declarations are left out.
    private(set) var leftOut: [String: Set<String>] = [:]
    /// What was chosen, for the reader's notes: the type, the file kept and the files left out,
    /// and what decided it.
    private(set) var choices: [Choice] = []
    /// The folder every file read is in, and the platform read (`macos`, `ios`).
    private var root = ""
    private var read = "macos"
    /// The platform's targets, when a project says, with the files each compiles; the types chosen by them.
    private var members: [(target: String, files: Set<String>, folders: [String])] = []
    private var chosenByTarget: Set<String> = []

    struct Choice {
        var type: String
        var kept: String
        var leftOut: [String]
        var reason: String
        /// Whether a project's target decided (else a folder's name, a guess).
        var isByTarget = false
    }

    /// The folder names (lowercased) that name a platform, and the platform each names; the
    /// systems KeyGraph does not read (visionOS, watchOS, tvOS) are never the one kept.
    private static let folderPlatforms: [String: String] = [
        "macos": "macos", "osx": "macos", "mac": "macos", "ios": "ios", "ipados": "ios", "visionos": "visionos",
        "xros": "visionos", "watchos": "watchos", "tvos": "tvos",
    ]

    init(files: [SwiftFile], platform: TargetPlatform, projects: [XcodeTargets] = []) {
        var declaring: [String: [String]] = [:]
        for file in files {
            for name in Set(Self.declaredTypes(in: file.tree)) { declaring[name, default: []].append(file.name) }
        }
        let duplicated = declaring.filter { $0.value.count > 1 }
        guard !duplicated.isEmpty else { return }
        root = Self.commonFolder(files.map(\.name))
        read = platform == .ipados ? "ios" : "macos"
        members = projects.flatMap { $0.members(for: platform) }
        for (name, names) in duplicated.sorted(by: { $0.key < $1.key }) {
            let compiled = names.filter { !targets(compiling: $0).isEmpty }
            if !compiled.isEmpty, compiled.count < names.count {
                let by = targets(compiling: compiled[0])
                let quoted = by.map { "'\($0)'" }.joined(separator: ", ")
                let reason = "the Xcode target\(by.count == 1 ? " \(quoted) compiles" : "s \(quoted) compile") it"
                record(name, kept: compiled, of: names, reason: reason, isByTarget: true)
                chosenByTarget.insert(name)
                continue
            }
            let tagged = names.map { ($0, Self.folderPlatform(of: $0, below: root)) }
            guard tagged.contains(where: { $0.1 != nil }) else { continue }
            let matching = tagged.filter { $0.1 == read }.map(\.0)
            let kept = matching.isEmpty ? tagged.filter { $0.1 == nil }.map(\.0) : matching
            let reason =
                matching.isEmpty ? "in no platform's folder" : "in the \(read == "ios" ? "iOS" : "macOS") folder"
            record(name, kept: kept, of: names, reason: reason)
        }
    }

    private mutating func record(
        _ name: String, kept: [String], of names: [String], reason: String, isByTarget: Bool = false
    ) {
        guard !kept.isEmpty, kept.count < names.count else { return }
        let out = names.filter { !kept.contains($0) }
        leftOut[name] = Set(out)
        choices.append(Choice(type: name, kept: kept[0], leftOut: out, reason: reason, isByTarget: isByTarget))
    }

    /// The platform's targets that compile `file` (a file they list, or one in a folder they compile whole).
    private func targets(compiling file: String) -> [String] {
        let path = FilePaths.normalized(file)
        return members.filter { member in
            member.files.contains(path) || member.folders.contains { path.hasPrefix($0 + "/") }
        }.map(\.target)
    }

    /// Whether the declaration or extension of `type` in `file` is left out: a declaration not
    /// chosen, or an extension of a chosen type in a file the platform's targets do not compile
    /// (chosen by target) or in another platform's folder (chosen by folder).
    func isLeftOut(_ type: String, in file: String) -> Bool {
        guard let out = leftOut[type] else { return false }
        if out.contains(file) { return true }
        if chosenByTarget.contains(type) { return targets(compiling: file).isEmpty }
        let folder = Self.folderPlatform(of: file, below: root)
        return folder != nil && folder != read
    }

    /// The names of the types `tree` declares (not extends) at its top level, inside any `#if`
    /// too; not `private` or `fileprivate` ones, which are the file's own.
    static func declaredTypes(in tree: SourceFileSyntax) -> [String] { declaredTypeNames(in: tree).map(\.text) }

    /// The name tokens of the types `tree` declares, as ``declaredTypes(in:)``.
    static func declaredTypeNames(in tree: SourceFileSyntax) -> [TokenSyntax] {
        var out: [TokenSyntax] = []
        var pending: [Syntax] = tree.statements.map { Syntax($0.item) }
        while let node = pending.popLast() {
            if let config = node.as(IfConfigDeclSyntax.self) {
                for clause in config.clauses {
                    switch clause.elements {
                    case .statements(let items)?: pending += items.map { Syntax($0.item) }
                    case .decls(let members)?: pending += members.map { Syntax($0.decl) }
                    default: break
                    }
                }
            } else if let group = node.asProtocol(DeclGroupSyntax.self), !node.is(ProtocolDeclSyntax.self),
                let named = node.asProtocol(NamedDeclSyntax.self),
                !group.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) })
            {
                out.append(named.name)
            }
        }
        return out
    }

    /// The platform a folder of `path` below `root` is named for, lowercased (`macos`, `ios`, `visionos`).
    static func folderPlatform(of path: String, below root: String) -> String? {
        let folders = relative(path, to: root).split(separator: "/").dropLast()
        return folders.lazy.compactMap { folderPlatforms[$0.lowercased()] }.first
    }

    /// `path` without the folder `root` it is in.
    static func relative(_ path: String, to root: String) -> String {
        guard !root.isEmpty, path.hasPrefix(root + "/") else { return path }
        return String(path.dropFirst(root.count + 1))
    }

    /// The deepest folder every path is in ("" for none).
    static func commonFolder(_ paths: [String]) -> String {
        guard var common = paths.first.map({ $0.split(separator: "/", omittingEmptySubsequences: false).dropLast() })
        else { return "" }
        for path in paths.dropFirst() {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            let shared = zip(common, parts).prefix { $0 == $1 }.count
            common = common.prefix(shared)
        }
        return common.joined(separator: "/")
    }
}
