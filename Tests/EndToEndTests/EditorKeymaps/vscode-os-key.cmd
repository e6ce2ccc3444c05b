keys --keymap $F --platform linux
check --keymap $F
explain meta+e --keymap $F
keys --format cheatsheet --keymap $F --platform macos
keys --format cheatsheet --keymap $F --keymap ../../../Keymaps/terminal.json --platform linux
