check --keymap $F
