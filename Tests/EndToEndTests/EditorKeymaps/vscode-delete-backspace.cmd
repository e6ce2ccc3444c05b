keys --keymap $F --platform linux
check --keymap $F
check --keymap $F --keymap vscode-delete-backspace.negative.json
