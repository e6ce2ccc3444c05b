check --defaults vscode-defaults.defaults.json --keymap $F --json
check --defaults vscode-defaults.defaults.json --keymap $F --github
check --defaults vscode-defaults.defaults.json --keymap $F --strict
check --defaults vscode-defaults.defaults.json --keymap vscode-changed.json --strict --all
check --defaults vscode-defaults.defaults.json --keymap $F --json --github
