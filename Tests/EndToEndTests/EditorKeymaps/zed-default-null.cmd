check --defaults zed-default-null.defaults.json --keymap $F
explain ctrl-k --defaults zed-default-null.defaults.json --keymap $F --context "Workspace > Editor"
explain ctrl-j --defaults zed-default-null.defaults.json --keymap $F --context "Workspace > Editor"
explain ctrl-k --keymap zed-default-null.defaults.json --keymap $F --context "Workspace > Editor"
