keys --keymap $F --platform linux
keys --keymap $F --platform macos
check --keymap $F
