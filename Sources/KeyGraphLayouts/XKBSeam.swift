// The seam to libxkbcommon: the ONLY file that imports CXKBCommon. Every C call goes
// through `XKB` below, so the rest of the module sees Swift names and values.
import CXKBCommon

/// One xkb keymap compiled from a layout and variant, read key by key and level by level.
enum XKB {
    /// What the keymap types, by xkb key name and level (base, Shift, level three,
    /// Shift + level three), or why it did not compile.
    struct Compiled {
        /// Key name → the keysym at each of the four levels (nil: none).
        var keysyms: [String: [Keysym?]]
    }

    /// A keysym: its Unicode character (nil for a dead or function key) and its name.
    struct Keysym: Hashable {
        var character: Character?
        var name: String
    }

    /// Compiles `layout(variant)` with the evdev rules of the xkb-data at `root` and reads the keys `names`.
    ///
    /// - Returns: the keysyms, or the messages xkbcommon logged when it refused the layout.
    static func compile(root: String, layout: String, variant: String?, keys names: [String]) -> Result<
        Compiled, XKBFailure
    > {
        // Only `root`: the list the names were checked against and the data compiled agree.
        guard let context = xkb_context_new(XKB_CONTEXT_NO_DEFAULT_INCLUDES) else {
            return .failure(XKBFailure(log: "xkbcommon could not create a context"))
        }
        defer { xkb_context_unref(context) }
        let log = UnsafeMutablePointer<kg_xkb_log>.allocate(capacity: 1)
        defer { log.deallocate() }
        kg_xkb_capture_log(context, log)
        guard xkb_context_include_path_append(context, root) == 1 else {
            return .failure(XKBFailure(log: "xkbcommon cannot read \(root)"))
        }
        let keymap: OpaquePointer? = "evdev".withCString { rules in
            layout.withCString { layoutName in
                (variant ?? "").withCString { variantName in
                    var names = xkb_rule_names(
                        rules: rules, model: nil, layout: layoutName, variant: variantName, options: nil)
                    return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                }
            }
        }
        guard let keymap else { return .failure(XKBFailure(log: logText(log))) }
        defer { xkb_keymap_unref(keymap) }
        guard let state = xkb_state_new(keymap) else {
            return .failure(XKBFailure(log: "xkbcommon could not create a state"))
        }
        defer { xkb_state_unref(state) }
        let shift = xkb_keymap_mod_get_index(keymap, XKB_MOD_NAME_SHIFT)
        // The third level: ISO_Level3_Shift sets the LevelThree virtual modifier, which
        // the evdev rules put on Mod5.
        let third = xkb_keymap_mod_get_index(keymap, "Mod5")
        let masks: [xkb_mod_mask_t] = [0, 1 << shift, 1 << third, (1 << shift) | (1 << third)]
        var keysyms: [String: [Keysym?]] = [:]
        for name in names {
            let code = xkb_keymap_key_by_name(keymap, name)
            guard code != XKB_KEYCODE_INVALID else { continue }
            // A key without a third level (a US letter) types its base character with AltGr
            // held: that is not a level of its own, so it is recorded as none.
            let levels = xkb_keymap_num_levels_for_key(keymap, code, 0)
            keysyms[name] = masks.enumerated().map { wanted, mask in
                xkb_state_update_mask(state, mask, 0, 0, 0, 0, 0)
                let level = xkb_state_key_get_level(state, code, 0)
                guard wanted == 0 || (level != 0 && level < levels && (wanted != 3 || level >= 2)) else { return nil }
                return keysym(xkb_state_key_get_one_sym(state, code))
            }
        }
        return .success(Compiled(keysyms: keysyms))
    }

    private static func keysym(_ sym: xkb_keysym_t) -> Keysym? {
        guard sym != 0 else { return nil }  // NoSymbol
        var buffer = [CChar](repeating: 0, count: 64)
        let length = xkb_keysym_get_name(sym, &buffer, buffer.count)
        let name =
            length > 0 ? String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        let code = xkb_keysym_to_utf32(sym)
        let character = code > 0 ? Unicode.Scalar(code).map(Character.init) : nil
        return Keysym(character: character, name: name)
    }

    private static func logText(_ log: UnsafeMutablePointer<kg_xkb_log>) -> String {
        withUnsafeBytes(of: &log.pointee.text) { raw in
            let bytes = raw.prefix(Int(log.pointee.used)).map { $0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}

/// Why xkbcommon refused a layout: what it logged.
struct XKBFailure: Error {
    var log: String
}
