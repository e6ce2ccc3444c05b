keys --keymap $F
explain ctrl-a --keymap $F --context "CollabPanel editing > Editor"
explain ctrl-a --keymap $F --context "CollabPanel > Editor"
explain ctrl-b --keymap $F --context "A > C"
explain ctrl-b --keymap $F --context "B"
explain "~" --keymap $F --context "Editor vim_operator=g~"
