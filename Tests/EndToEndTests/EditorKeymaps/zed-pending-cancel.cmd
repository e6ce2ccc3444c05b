check --keymap $F
explain ctrl-k --keymap $F --context "Workspace > Editor"
explain ctrl-k ctrl-t --keymap $F --context "Workspace > Editor"
explain ctrl-j --keymap $F --context "Workspace > Editor"
explain ctrl-j ctrl-s --keymap $F --context "Workspace > Editor"
