check --defaults vscode-witness.defaults.json --keymap $F
check --defaults vscode-witness.defaults.json --keymap $F --json
