import Testing

@testable import KeyGraphSwiftUI

/// The old-style property list of an Xcode project, as much as the reader reads of it.
@Suite("project.pbxproj text")
struct PropertyListTextTests {
    @Test func dictionariesArraysAndStringsBareOrQuotedWithComments() {
        let text = """
            // !$*UTF8*$!
            { a = b; /* c */ list = (x, "y z", ); nested = {path = "Sources/App"; }; }
            """
        let read = PropertyListText.parse(text)
        #expect(read?.string("a") == "b")
        #expect(read?.strings("list") == ["x", "y z"])
        #expect(read?.value("nested")?.string("path") == "Sources/App")
    }

    @Test(arguments: ["{ a = b ", "{ a b; }", "(x, ", "\"open", String(repeating: "(", count: 200), "}"])
    func aTextThatIsNotOneIsNil(text: String) {
        #expect(PropertyListText.parse(text) == nil)
    }

    @Test func aFilesPathIsItsGroupsJoinedFromTheProjectsFolder() {
        let text = """
            { objects = {
                B = {isa = PBXBuildFile; fileRef = F; platformFilter = ios; };
                F = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
                G = {isa = PBXGroup; children = (H, ); sourceTree = "<group>"; };
                H = {isa = PBXGroup; children = (F, ); path = "../Mobile/./Sources"; sourceTree = "<group>"; };
                P = {isa = PBXSourcesBuildPhase; files = (B, ); };
                T = {isa = PBXNativeTarget; buildPhases = (P, ); buildConfigurationList = L; name = Pad;
                     productType = "com.apple.product-type.application"; };
                L = {isa = XCConfigurationList; buildConfigurations = (C, ); };
                C = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; };
                R = {isa = PBXProject; mainGroup = G; };
            }; }
            """
        let targets = XcodeTargets(path: "Repo/App/App.xcodeproj/project.pbxproj", text: text)
        let pad = targets.members(for: .ipados)
        #expect(pad.map(\.target) == ["Pad"])
        #expect(pad.first?.files == ["Repo/Mobile/Sources/App.swift"])
        #expect(targets.members(for: .macos).isEmpty)
    }

    /// A project file that cannot be read costs only which files each target compiles: a note
    /// where reading stopped (line and column), never silence.
    @Test func aProjectFileThatIsNotOneIsANoteWhereReadingStopped() {
        let text = "// !$*UTF8*$!\n{\n    objects = {\n        A = {isa = PBXNativeTarget; name = \"é\" };\n}\n"
        let targets = XcodeTargets(path: "App.xcodeproj/project.pbxproj", text: text)
        #expect(targets.targets.isEmpty)
        #expect(
            targets.unread?.summary
                == "App.xcodeproj/project.pbxproj:4:48: note: not read: the text stops being an old-style "
                + "property list (a project file's format) here")
        #expect(targets.unread?.rule == "source-not-read")
        let noObjects = XcodeTargets(path: "App.xcodeproj/project.pbxproj", text: "{ archiveVersion = 1; }")
        #expect(
            noObjects.unread?.summary
                == "App.xcodeproj/project.pbxproj:1:1: note: not read: it has no 'objects' dictionary")
        #expect(XcodeTargets(path: "App.xcodeproj/project.pbxproj", text: "{ objects = { }; }").unread == nil)
    }
}
