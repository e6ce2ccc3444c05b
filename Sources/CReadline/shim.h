// Thin accessors for GNU readline's C globals. Swift 6 refuses direct access
// to shared mutable C globals, and keeping every access here (behind
// KeyGraphTerminal/ReadlineSeam.swift) makes the seam to readline one file.
#ifndef KEYGRAPH_CREADLINE_SHIM_H
#define KEYGRAPH_CREADLINE_SHIM_H
// For glibc's fopencookie (`kg_open_output`).
#ifndef _GNU_SOURCE
#define _GNU_SOURCE 1
#endif
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
#include <termios.h>
#include <unistd.h>

static inline void kg_rl_set_getc_function(rl_getc_func_t *fn) { rl_getc_function = fn; }
/// Readline asks whether more input is waiting (to insert typed-ahead text in one
/// go); it must see only the bytes KeyGraph fed it, never the terminal itself.
static inline void kg_rl_set_input_available_hook(rl_hook_func_t *fn) { rl_input_available_hook = fn; }
static inline void kg_rl_set_catch_signals(int value) { rl_catch_signals = value; rl_catch_sigwinch = value; }
static inline void kg_rl_set_readline_name(const char *name) { rl_readline_name = name; }
static inline void kg_rl_set_instream(FILE *stream) { rl_instream = stream; }
static inline void kg_rl_set_outstream(FILE *stream) { rl_outstream = stream; }
static inline FILE *kg_rl_outstream(void) { return rl_outstream ? rl_outstream : stdout; }
static inline const char *kg_rl_line_buffer(void) { return rl_line_buffer ? rl_line_buffer : ""; }
static inline int kg_rl_point(void) { return rl_point; }
static inline int kg_rl_end(void) { return rl_end; }
static inline unsigned long kg_rl_state(void) { return rl_readline_state; }
/// Readline is in the middle of something that draws its own line (a search, a numeric
/// argument, completion, a key sequence or a vi motion under way, an accepted line).
static inline int kg_rl_is_busy(void) {
    return (rl_readline_state & (RL_STATE_MOREINPUT | RL_STATE_ISEARCH | RL_STATE_NSEARCH | RL_STATE_SEARCH
        | RL_STATE_NUMERICARG | RL_STATE_COMPLETING | RL_STATE_VIMOTION | RL_STATE_MULTIKEY | RL_STATE_CHARSEARCH
        | RL_STATE_DONE)) != 0;
}
/// A stream whose bytes go to `write` (KeyGraph's writer behind readline's output:
/// to the terminal, or to a buffer while readline catches up with a prompt KeyGraph
/// drew itself). NULL where the C library has no such streams.
#if defined(__APPLE__)
static ssize_t (*kg_output_writer)(void *, const char *, size_t);
static int kg_output_write_int(void *cookie, const char *buffer, int count) {
    ssize_t written = kg_output_writer(cookie, buffer, (size_t)count);
    return written > 0 ? (int)written : -1;
}
static inline FILE *kg_open_output(ssize_t (*write)(void *, const char *, size_t)) {
    kg_output_writer = write;
    return funopen(NULL, NULL, kg_output_write_int, NULL, NULL);
}
#elif defined(__GLIBC__)
static inline FILE *kg_open_output(ssize_t (*write)(void *, const char *, size_t)) {
    cookie_io_functions_t functions = { NULL, write, NULL, NULL };
    return fopencookie(NULL, "w", functions);
}
#else
static inline FILE *kg_open_output(ssize_t (*write)(void *, const char *, size_t)) { (void)write; return NULL; }
#endif
static inline void kg_rl_set_attempted_completion(rl_completion_func_t *fn) { rl_attempted_completion_function = fn; }
static inline void kg_rl_set_completion_append(int ch) { rl_completion_append_character = ch; }
static inline void kg_rl_set_attempted_completion_over(int v) { rl_attempted_completion_over = v; }
static inline void kg_rl_set_done(int v) { rl_done = v; }
static inline void kg_rl_set_change_environment(int v) { rl_change_environment = v; }
/// Readline redraws after every key it reads; while a run of typed text is still
/// arriving, KeyGraph swaps in a function that only notes a redraw is due.
static inline void kg_rl_set_redisplay_function(rl_voidfunc_t *fn) { rl_redisplay_function = fn ? fn : rl_redisplay; }
/// Readline's own terminal preparation, then ISIG off: ⌃C, ⌃Z and ⌃\ arrive as
/// bytes for KeyGraph to handle (cancel a chord, clear the line, suspend
/// cleanly) instead of as signals that interrupt readline mid-update.
static inline void kg_prep_terminal(int meta) {
    rl_prep_terminal(meta);
    struct termios t;
    int fd = fileno(rl_instream ? rl_instream : stdin);
    if (tcgetattr(fd, &t) == 0 && (t.c_lflag & ISIG)) {
        t.c_lflag &= ~(tcflag_t)ISIG;
        tcsetattr(fd, TCSADRAIN, &t);
    }
}
/// Readline's callback mode restores the terminal around every finished line and
/// prepares it again afterwards. Keys typed meanwhile would meet a cooked terminal
/// (echoed, ⌃D swallowed as end-of-file), so KeyGraph keeps the terminal prepared
/// from install to remove; `kg_rl_deprep_terminal_now` restores it when KeyGraph means to.
static inline void kg_keep_terminal_prepared(void) {}
static inline void kg_rl_deprep_terminal_now(void) { rl_deprep_terminal(); }
static inline void kg_rl_use_byte_signals(void) {
    rl_prep_term_function = kg_prep_terminal;
    rl_deprep_term_function = kg_keep_terminal_prepared;
}
#endif
