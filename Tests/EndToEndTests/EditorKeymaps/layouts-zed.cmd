check --keymap $F --platform macos --keyboard-layout de(mac)
check --keymap $F --platform linux --keyboard-layout de
