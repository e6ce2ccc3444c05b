keys --keymap $F
