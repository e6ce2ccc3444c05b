check --defaults vscode-defaults.defaults.json --keymap $F
explain ctrl+k ctrl+t --defaults vscode-defaults.defaults.json --keymap $F
