check --defaults zed-changed.defaults.json --keymap $F
keys --changed --defaults zed-changed.defaults.json --keymap $F
check --defaults zed-changed.defaults.json --keymap $F --json
