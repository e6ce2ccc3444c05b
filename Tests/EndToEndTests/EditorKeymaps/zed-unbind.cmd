check --keymap $F
explain ctrl-k --keymap $F --context "Editor"
explain ctrl-j --keymap $F --context "Editor mode=full"
explain ctrl-j --keymap $F --context "Editor mode=auto_height"
