// Thin accessors for GNU readline's C globals. Swift 6 refuses direct access
// to shared mutable C globals, and keeping every access here (behind
// KeyGraphTerminal/ReadlineSeam.swift) makes the seam to readline one file.
#ifndef KEYGRAPH_CREADLINE_SHIM_H
#define KEYGRAPH_CREADLINE_SHIM_H
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
#include <termios.h>
#include <unistd.h>

static inline void kg_rl_set_getc_function(rl_getc_func_t *fn) { rl_getc_function = fn; }
static inline void kg_rl_set_catch_signals(int value) { rl_catch_signals = value; rl_catch_sigwinch = value; }
static inline void kg_rl_set_readline_name(const char *name) { rl_readline_name = name; }
static inline void kg_rl_set_instream(FILE *stream) { rl_instream = stream; }
static inline void kg_rl_set_outstream(FILE *stream) { rl_outstream = stream; }
static inline const char *kg_rl_line_buffer(void) { return rl_line_buffer ? rl_line_buffer : ""; }
static inline int kg_rl_point(void) { return rl_point; }
static inline int kg_rl_end(void) { return rl_end; }
static inline const char *kg_rl_library_version(void) { return rl_library_version; }
static inline void kg_rl_set_attempted_completion(rl_completion_func_t *fn) { rl_attempted_completion_function = fn; }
static inline void kg_rl_set_completion_append(int ch) { rl_completion_append_character = ch; }
static inline void kg_rl_set_attempted_completion_over(int v) { rl_attempted_completion_over = v; }
static inline void kg_rl_set_done(int v) { rl_done = v; }
static inline void kg_rl_set_change_environment(int v) { rl_change_environment = v; }
/// Whether KeyGraph has put the terminal in readline's editing mode.
static int kg_terminal_prepared = 0;

/// Readline's own terminal preparation, once per session, then ISIG off: ⌃C, ⌃Z
/// and ⌃\ arrive as bytes for KeyGraph to handle (cancel a chord, clear the
/// line, suspend cleanly) instead of as signals that interrupt readline.
static inline void kg_prep_terminal(int meta) {
    if (kg_terminal_prepared) return;
    rl_prep_terminal(meta);
    struct termios t;
    int fd = fileno(rl_instream ? rl_instream : stdin);
    if (tcgetattr(fd, &t) == 0) {
        t.c_lflag &= ~(tcflag_t)ISIG;
        tcsetattr(fd, TCSADRAIN, &t);
    }
    kg_terminal_prepared = 1;
}

/// Readline's callback mode restores the terminal before every line handler and
/// prepares it again after. A key typed in between meets the cooked terminal,
/// whose line discipline eats ⌃D as EOF: so between lines this does nothing.
static inline void kg_keep_terminal_prepared(void) {}

/// Restores the terminal for real (exit, suspend).
static inline void kg_restore_terminal(void) {
    if (!kg_terminal_prepared) return;
    rl_deprep_terminal();
    kg_terminal_prepared = 0;
}

static inline void kg_rl_use_byte_signals(void) {
    rl_prep_term_function = kg_prep_terminal;
    rl_deprep_term_function = kg_keep_terminal_prepared;
}
#endif
