import KeyGraph
import KeyGraphFormats
import Testing

@testable import KeyGraphLayouts

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The layouts as this machine's xkb-data has them (Debian xkb-data 2.35), read through libxkbcommon.
@Suite struct XKBLayoutsTests {
    let xkb = XKBLayouts()

    func typed(_ layout: TypingLayout, _ cap: String) -> String {
        let key = layout.key(at: KeyPosition.named(cap)!)!
        return key.levels.map { $0.map { String($0.character) + ($0.isDead ? "(dead)" : "") } ?? "-" }.joined(
            separator: " ")
    }

    @Test func germanPCKeysAtEachLevel() throws {
        let de = try xkb.layout(named: LayoutName(layout: "de"))
        #expect(de.description == "German")
        #expect(!de.isMac)
        #expect(typed(de, "[") == "ü Ü ¨(dead) °(dead)")
        #expect(typed(de, "8") == "8 ( [ ™")
        #expect(typed(de, "y") == "z Z ← ¥")
        #expect(typed(de, "`") == "^(dead) ° ′ ″")
        #expect(typed(de, "q") == "q Q @ Ω")
        #expect(typed(de, "iso-extra") == "< > | -")
    }

    /// xkb's de(mac) sets three levels of the 5 key; the fourth comes from the `de` it includes.
    @Test func germanMacOptionLevel() throws {
        let mac = try xkb.layout(named: LayoutName(layout: "de", variant: "mac"))
        #expect(mac.name == "de(mac)")
        #expect(mac.description == "German (Macintosh)")
        #expect(mac.isMac)
        #expect(typed(mac, "5") == "5 % [ ⅜")
        #expect(typed(mac, "l") == "l L @ Ł")
        #expect(mac.strokes(typing: "[").map(\.key.cap) == ["5"])
    }

    @Test func swissFrenchAndFrench() throws {
        let ch = try xkb.layout(named: LayoutName(layout: "ch", variant: "fr"))
        #expect(ch.description == "French (Switzerland)")
        #expect(typed(ch, "[") == "è ü [ °(dead)")
        let fr = try xkb.layout(named: LayoutName(layout: "fr"))
        #expect(typed(fr, "q") == "a A æ Æ")
        #expect(typed(fr, "5") == "( 5 [ ⅜")
    }

    @Test func unknownNamesAreLocatedWithTheClosestNames() throws {
        let error = #expect(throws: SyntaxError.self) { try xkb.layouts("us, dx") }
        #expect(error?.message == "unknown keyboard layout 'dx'")
        #expect(error?.column == 5)
        #expect(error?.hint == "closest xkb names: 'de', 'dk', 'dz'")
        let variant = #expect(throws: SyntaxError.self) { try xkb.layouts("de(mcc)") }
        #expect(variant?.message == "unknown variant 'mcc' of the keyboard layout 'de'")
        #expect(variant?.column == 4)
        #expect(variant?.hint == "closest xkb names: 'mac'")
        let swiss = #expect(throws: SyntaxError.self) { try xkb.layouts("ch(mac)") }
        #expect(swiss?.message == "unknown variant 'mac' of the keyboard layout 'ch'")
    }

    @Test func malformedListsAreLocated() {
        let error = #expect(throws: SyntaxError.self) { try LayoutName.list("de(mac") }
        #expect(error?.message == "expected ')' after the variant 'mac'")
        #expect(error?.column == 7)
        let empty = #expect(throws: SyntaxError.self) { try LayoutName.list("us,,de") }
        #expect(empty?.message == "expected a layout name (de, ch(fr)), found ','")
        #expect(empty?.column == 4)
    }
}

/// A layout the rules list names but xkbcommon cannot compile: the error says why.
@Suite struct XKBCompileFailureTests {
    @Test func aListedLayoutWithoutDataSaysWhy() throws {
        let root = "/tmp/keygraph-xkb-\(getpid())"
        mkdir(root, 0o755)
        mkdir(root + "/rules", 0o755)
        let list = fopen(root + "/rules/evdev.lst", "w")
        fputs("! layout\n  zz              Nowhere\n", list)
        fclose(list)
        defer {
            unlink(root + "/rules/evdev.lst")
            rmdir(root + "/rules")
            rmdir(root)
        }
        let error = #expect(throws: SyntaxError.self) { try XKBLayouts(root: root).layouts("zz") }
        #expect(
            error?.message
                == "xkb cannot compile the keyboard layout 'zz': Couldn't find file \"rules/evdev\" in include paths")
        #expect(error?.column == 1)
        #expect(error?.length == 2)
    }
}
