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
}
