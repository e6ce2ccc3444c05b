keys --changed --defaults vscode-defaults.defaults.json --keymap $F
keys --changed --defaults vscode-defaults.defaults.json --keymap $F --format json
keys --changed --keymap $F
keys --changed --defaults vscode-defaults.defaults.json --keymap $F --format html
