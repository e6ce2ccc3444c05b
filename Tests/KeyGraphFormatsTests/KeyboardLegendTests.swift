import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

/// `keys --keyboard-layout`: the keyboard drawn with the layout's own legends, each binding
/// on the key that types it there (docs/layouts.md).
@Suite struct KeyboardLegendTests {
    func map(on layout: TypingLayout, platform: TargetPlatform = .macos) throws -> KeyboardMap {
        var map = KeyboardMap(session: try Session(app: DemoApps.recipes, platform: platform))
        map.typing = layout
        return map
    }

    @Test func germanLegendsOnTheISOKeyboard() throws {
        let keyboard = try map(on: LayoutRulesTests.germanPC).keyboard(.iso)
        func legend(_ cap: String) -> String {
            let key = keyboard.keys.first { $0.cap == cap }!
            return [key.shifted, key.label, key.third].map { $0 ?? "-" }.joined(separator: " ")
        }
        #expect(legend("[") == "- Ü ¨")
        #expect(legend("8") == "( 8 [")
        #expect(legend("y") == "- Z -")
        #expect(legend("-") == "? ß \\")
        #expect(legend("a") == "- A -")  // a key the layout does not set keeps the US legend
    }

    @Test func aBindingSitsOnTheKeyThatTypesIt() throws {
        let mac = try map(on: LayoutRulesTests.germanMac)
        let back = KeyboardShortcut("[", modifiers: .command)
        #expect(mac.keyCap(back) == KeyCap(cap: "5", layer: "alt+cmd"))
        #expect(mac.boundCaps(onLayer: "alt+cmd").contains("5"))
        let html = KeyboardPage.html(mac, shape: .iso, version: "test")
        #expect(html.contains("<span class=\"third\">[</span>5</span>"))
        let pc = try map(on: LayoutRulesTests.germanPC, platform: .linux)
        #expect(pc.keyCap(KeyboardShortcut("z", modifiers: .control)) == KeyCap(cap: "y", layer: "ctrl"))
    }
}
