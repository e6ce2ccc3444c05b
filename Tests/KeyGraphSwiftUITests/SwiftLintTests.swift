import KeyGraph
import KeyGraphFormats
import KeyGraphSwiftUI
import KeyGraphTestSupport
import Testing

/// The seeds' rules on our own fixtures (`Fixtures/Lints/RULE/{Wrong,Right}`): each rule reports
/// the wrong code exactly as `keygraph check --swift` prints it, and stays silent on the right.
@Suite("SwiftUI lints: one wrong and one right fixture per rule")
struct SwiftLintTests {
    /// Targets that have every API the rules recommend (iOS 18, macOS 15).
    static let current = DeploymentTargets(versions: ["iOS": 1800, "macOS": 1500])

    static func reports(
        _ rule: SwiftLintRule, _ folder: String, targets: DeploymentTargets = current,
        rules: Set<SwiftLintRule>? = nil
    ) -> String {
        let files = SwiftFixtures.files("Lints/\(rule.rawValue)/\(folder)")
        #expect(!files.isEmpty, "no fixture Lints/\(rule.rawValue)/\(folder)")
        return SwiftLints.lint(files, targets: targets, rules: rules ?? [rule]).map { $0.report + "\n" }.joined()
    }

    @Test(arguments: SwiftLintRule.allCases)
    func wrongCodeIsReportedAtTheSwiftCode(rule: SwiftLintRule) {
        expectSnapshot(Self.reports(rule, "Wrong"), named: "Lints/\(rule.rawValue).txt")
    }

    @Test(arguments: SwiftLintRule.allCases)
    func rightCodeIsSilent(rule: SwiftLintRule) {
        #expect(Self.reports(rule, "Right") == "")
    }

    @Test func everyWrongFixtureIsFoundByItsRuleAlone() {
        for rule in SwiftLintRule.allCases {
            let report = Self.reports(rule, "Wrong")
            #expect(report.contains("[\(rule.rawValue)]"), "\(rule.rawValue) finds nothing in its wrong fixture")
        }
    }

    @Test func aDestinationTheSourceCannotResolveIsANoteNotAFinding() {
        let files = SwiftFixtures.files("Lints/navigation-missing-destination/Undecided")
        let found = SwiftLints.lint(files, rules: [.navigationMissingDestination])
        #expect(
            found.map(\.summary) == [
                "Lints/navigation-missing-destination/Undecided/Router.swift:9:9: note: a destination registered "
                    + "for 'R.self' here: which types it covers is not known, so pushed values are not checked "
                    + "[navigation-missing-destination]"
            ])
    }

    @Test func olderDeploymentTargetsKeepTheOlderAPIs() {
        let older = DeploymentTargets(versions: ["iOS": 1500, "macOS": 1400])
        #expect(Self.reports(.navigationViewDeprecated, "Wrong", targets: older) == "")
        #expect(Self.reports(.tabItem, "Wrong", targets: older) == "")
        #expect(Self.reports(.sheetFixedFrame, "Wrong", targets: older) == "")
        let unknown = Self.reports(.navigationViewDeprecated, "Wrong", targets: DeploymentTargets())
        #expect(unknown.contains("(no deployment target found)"))
    }

    @Test func deploymentTargetsComeFromTheManifestOrTheXcodeProject() {
        var targets = DeploymentTargets()
        targets.read(
            """
            let package = Package(
                name: "App",
                platforms: [.iOS(.v17), .macOS(.v10_15)],
            """)
        #expect(targets.versions == ["iOS": 1700, "macOS": 1015])
        targets.read("\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.4;\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;")
        #expect(targets.versions == ["iOS": 1604, "macOS": 1015])
    }

    @Test func anIgnoreCommentNamesTheRuleOnTheLineOrAloneOnTheLineBefore() {
        let text = """
            import SwiftUI
            struct A: View {
                var body: some View {
                    NavigationView { Text("a") }  // keygraph:ignore navigation-view-deprecated
                    // keygraph:ignore tab-item, navigation-view-deprecated
                    NavigationView { Text("b") }
                    NavigationView { Text("c") }  // keygraph:ignore tab-item
                }
            }
            """
        let found = SwiftLints.lint([SourceFile(name: "A.swift", text: text)], targets: Self.current)
        #expect(found.map(\.position.line) == [7])
    }

    /// The rules built last carry a third fixture, code near the wrong one that must stay silent.
    @Test(arguments: [SwiftLintRule.tabBarMinimizeIPad, .sheetFixedFrame, .deepLinkScattered, .routerMainActor])
    func codeNearTheMistakeStaysSilent(rule: SwiftLintRule) {
        #expect(Self.reports(rule, "Silent") == "")
    }

    @Test func whatTheRulesCannotDecideIsANote() {
        let tabs = SwiftLints.lint(
            SwiftFixtures.files("Lints/tab-bar-minimize-ipad/Undecided"), targets: Self.current,
            rules: [.tabBarMinimizeIPad])
        #expect(
            tabs.map(\.summary) == [
                "Lints/tab-bar-minimize-ipad/Undecided/Reader.swift:11:14: note: tabBarMinimizeBehavior under "
                    + "'isIPad' (Lints/tab-bar-minimize-ipad/Undecided/Reader.swift:7:12): whether that means iPad "
                    + "is not known, so it is not checked [tab-bar-minimize-ipad]"
            ])
        let routers = SwiftLints.lint(
            SwiftFixtures.files("Lints/router-main-actor/Undecided"), targets: Self.current, rules: [.routerMainActor])
        #expect(
            routers.map(\.summary) == [
                "Lints/router-main-actor/Undecided/Navigation.swift:5:13: note: 'AppRouter' holds navigation state "
                    + "('path') and inherits from 'BaseRouter', which the sources do not declare: whether it is "
                    + "@MainActor is not known [router-main-actor]"
            ])
    }

    @Test func anIPadOnlyProjectMakesEveryTabBarMinimizeAFinding() {
        var targets = Self.current
        targets.read("\t\t\t\tTARGETED_DEVICE_FAMILY = 2;\n\t\t\t\tTARGETED_DEVICE_FAMILY = 4;")
        let found = SwiftLints.lint(
            SwiftFixtures.files("Lints/tab-bar-minimize-ipad/Right"), targets: targets, rules: [.tabBarMinimizeIPad])
        #expect(
            found.map(\.summary) == [
                "Lints/tab-bar-minimize-ipad/Right/Reader.swift:10:10: warning: tabBarMinimizeBehavior in a project "
                    + "that targets iPad only (TARGETED_DEVICE_FAMILY = 2): it has no effect there "
                    + "[tab-bar-minimize-ipad]"
            ])
        targets.read("TARGETED_DEVICE_FAMILY = \"1,2\";")
        #expect(Self.reports(.tabBarMinimizeIPad, "Right", targets: targets) == "")
    }

    @Test func mainActorByDefaultIsolatesEveryRouter() {
        var targets = Self.current
        targets.read("swiftSettings: [.defaultIsolation(MainActor.self)]")
        #expect(targets.mainActorByDefault)
        #expect(Self.reports(.routerMainActor, "Wrong", targets: targets) == "")
        var project = Self.current
        project.read("\t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;")
        #expect(Self.reports(.routerMainActor, "Wrong", targets: project) == "")
    }

    @Test func everyRuleHasAReasonFromItsSeed() {
        for rule in SwiftLintRule.allCases {
            #expect(!rule.reason.isEmpty && !rule.summary.isEmpty && rule.seed.hasPrefix("00"))
        }
    }
}
