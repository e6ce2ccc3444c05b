check --keymap $F
check --defaults vscode-defaults.defaults.json --keymap $F
check --defaults vscode-defaults.defaults.json --keymap $F --all
explain ctrl+k ctrl+t --defaults vscode-defaults.defaults.json --keymap $F --context editorTextFocus
