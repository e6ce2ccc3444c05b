check --defaults zed-worst-loss.defaults.json --keymap $F
