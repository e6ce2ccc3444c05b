check --defaults zed-default-cancel.defaults.json --keymap $F
explain ctrl-k ctrl-t --defaults zed-default-cancel.defaults.json --keymap $F --context "Workspace > Editor"
