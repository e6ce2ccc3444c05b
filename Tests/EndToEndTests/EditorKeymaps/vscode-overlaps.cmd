check --keymap $F
check --keymap $F --terminal
