import KeyGraph

/// Which `.swift` files an Xcode project's application targets compile for a platform, read from
/// its `project.pbxproj`: each target's Sources phase (a file's `platformFilter`s heeded) and its
/// synchronized folders, the files' paths made from their groups. The platform of a target is its
/// `SDKROOT` (`macosx`, `iphoneos`) or `SUPPORTED_PLATFORMS`, else the project's.
struct XcodeTargets {
    /// Each application target: its name, the platforms it builds for (`macosx`, `iphoneos`),
    /// the files it compiles with the platform filters of each (empty: every platform), and the
    /// folders it compiles whole.
    struct Target {
        var name: String
        var platforms: Set<String>
        var files: [String: Set<String>] = [:]
        var folders: [String] = []
    }

    private(set) var targets: [Target] = []
    /// Why the file was not read, at the place reading stopped: a note, since without it the
    /// reader only loses which files each target compiles (docs/swiftui.md).
    private(set) var unread: Diagnostic?

    /// Reads `text`, the `project.pbxproj` at `path` (its folder's folder is the project's).
    init(path: String, text: String) {
        let objects: [String: PropertyListText]
        switch PropertyListText.read(text) {
        case .failure(let failure):
            unread = Self.note(
                "not read: the text stops being an old-style property list (a project file's format) here",
                at: failure.offset, in: text, path: path)
            return
        case .success(let root):
            guard case .dictionary(let found)? = root.value("objects") else {
                unread = Self.note("not read: it has no 'objects' dictionary", at: 0, in: text, path: path)
                return
            }
            objects = found
        }
        let project = Self.projectFolder(of: path)
        let files = FilePaths(objects: objects, root: project)
        let projectPlatforms =
            objects.values.compactMap { object -> Set<String>? in
                guard object.string("isa") == "PBXProject" else { return nil }
                return Self.platforms(of: object.string("buildConfigurationList"), in: objects)
            }.first ?? []
        for (_, object) in objects.sorted(by: { $0.key < $1.key }) where object.string("isa") == "PBXNativeTarget" {
            guard object.string("productType")?.hasPrefix("com.apple.product-type.application") == true else {
                continue
            }
            let own = Self.platforms(of: object.string("buildConfigurationList"), in: objects)
            var target = Target(name: object.string("name") ?? "?", platforms: own.isEmpty ? projectPlatforms : own)
            for phase in object.strings("buildPhases") where objects[phase]?.string("isa") == "PBXSourcesBuildPhase" {
                for buildFile in objects[phase]?.strings("files") ?? [] {
                    guard let file = objects[buildFile], let reference = file.string("fileRef"),
                        let path = files.path(of: reference)
                    else { continue }
                    let filters = Set(
                        file.strings("platformFilters") + [file.string("platformFilter")].compactMap { $0 })
                    target.files[path, default: []].formUnion(filters)
                }
            }
            target.folders = object.strings("fileSystemSynchronizedGroups").compactMap { files.path(of: $0) }
            targets.append(target)
        }
    }

    /// A note at the UTF-8 `offset` of `text`, saying what is lost without the file.
    private static func note(_ message: String, at offset: Int, in text: String, path: String) -> Diagnostic {
        let bytes = Array(text.utf8)
        let end = min(max(0, offset), bytes.count)
        let lineStart = bytes[..<end].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let lineEnd = bytes[end...].firstIndex(of: 0x0A) ?? bytes.count
        let line = bytes[..<lineStart].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        let location = SwiftLocation(
            file: path, position: SourcePosition(line: line, column: column), length: 1,
            sourceLine: String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self))
        return location.diagnostic(
            .note, message,
            hint: "which files its targets compile is not known: each type declared in several "
                + "files is chosen by its folder's name", rule: .sourceNotRead)
    }

    /// The folder a `project.pbxproj` at `path` describes: the one its `.xcodeproj` is in.
    private static func projectFolder(of path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return "" }
        return parts.dropLast(2).joined(separator: "/")
    }

    /// The platforms a configuration list's configurations build for.
    private static func platforms(of list: String?, in objects: [String: PropertyListText]) -> Set<String> {
        var out: Set<String> = []
        for configuration in list.flatMap({ objects[$0]?.strings("buildConfigurations") }) ?? [] {
            guard case .dictionary(let settings)? = objects[configuration]?.value("buildSettings") else { continue }
            if let sdk = settings["SDKROOT"]?.text, sdk != "auto" { out.insert(sdk) }
            for platform in (settings["SUPPORTED_PLATFORMS"]?.text ?? "").split(separator: " ") {
                out.insert(String(platform))
            }
        }
        return out
    }

    /// The application targets for `platform` (the Mac's for linux and windows), each with the
    /// files it compiles (`Folder/App.swift` under the project's folder, as the files read are
    /// named) and the folders it compiles whole; empty when none builds for it.
    func members(for platform: TargetPlatform) -> [(target: String, files: Set<String>, folders: [String])] {
        let sdk = platform == .ipados ? "iphoneos" : "macosx"
        let filter = platform == .ipados ? "ios" : "macos"
        return targets.filter { $0.platforms.contains(sdk) }.map { target in
            let files = target.files.filter { $0.value.isEmpty || $0.value.contains(filter) }.keys
            return (target.name, Set(files.map(FilePaths.normalized)), target.folders.map(FilePaths.normalized))
        }
    }
}

/// The paths of a project's file references: each group's `path` joined to its parent's
/// (`<group>`), from the project's folder (`SOURCE_ROOT`), or as written (`<absolute>`).
struct FilePaths {
    let objects: [String: PropertyListText]
    let root: String
    private var parents: [String: String] = [:]

    init(objects: [String: PropertyListText], root: String) {
        self.objects = objects
        self.root = root
        for (id, object) in objects {
            for child in object.strings("children") { parents[child] = id }
        }
    }

    /// The path of the file or group `id` (`.` and `..` resolved); nil for one outside the sources.
    func path(of id: String, depth: Int = 0) -> String? {
        guard depth < 64, let object = objects[id] else { return nil }
        let own = object.string("path")
        let base: String?
        switch object.string("sourceTree") {
        case "<absolute>"?: base = ""
        case "SOURCE_ROOT"?: base = root
        case "<group>"?, nil:
            if let parent = parents[id] { base = path(of: parent, depth: depth + 1) } else { base = root }
        default: base = nil
        }
        guard let base else { return nil }
        guard let own, !own.isEmpty else { return base }
        return Self.normalized(own.hasPrefix("/") ? own : (base.isEmpty ? own : base + "/" + own))
    }

    /// `a/./b/../c` → `a/c`.
    static func normalized(_ path: String) -> String {
        var out: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." { continue }
            if part == "..", let last = out.last, last != "..", !last.isEmpty {
                out.removeLast()
            } else {
                out.append(part)
            }
        }
        return out.joined(separator: "/")
    }
}
