check --defaults vscode --platform linux --keymap $F
