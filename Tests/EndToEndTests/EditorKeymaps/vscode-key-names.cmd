keys --keymap $F
check --keymap $F
