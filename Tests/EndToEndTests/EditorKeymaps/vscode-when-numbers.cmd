check --keymap $F
explain f1 --keymap $F --context "count=3px"
explain f1 --keymap $F --context "count=abc"
explain f2 --keymap $F --context "count=abc"
explain f2 --keymap $F --context "count=1"
explain f3 --keymap $F --context "count=3"
explain f4 --keymap $F --context "count=2"
explain f5 --keymap $F --context "count=3"
