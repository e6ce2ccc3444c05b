check --keymap $F --platform macos --keyboard-layout us,de(mac)
check --keymap $F --platform linux --keyboard-layout de,fr,ch(fr)
check --keymap $F --platform windows --keyboard-layout de --json
explain cmd+] --keymap $F --platform macos --keyboard-layout de(mac)
explain ctrl+alt+q --keymap $F --platform windows --keyboard-layout de
check --keymap $F --keyboard-layout de(mcc)
check --keymap $F --keyboard-layout "us,,de"
explain cmd+] --keymap $F --keyboard-layout us,de
keys --keymap $F --format json --platform macos --keyboard-layout de(mac)
menu --keyboard-layout de
check --keymap $F --platform macos --keyboard-layout de(mac) --shortcut-localization custom
check --keymap $F --keyboard-layout de --shortcut-localization automatc
