// libxkbcommon (Debian: libxkbcommon-dev, with xkb-data), reached only through
// KeyGraphLayouts/XKBSeam.swift. xkbcommon reports why a keymap does not compile
// through a printf-style log callback, which Swift cannot write (it takes a va_list);
// this shim formats each message into a buffer the caller owns.
#ifndef KEYGRAPH_CXKBCOMMON_SHIM_H
#define KEYGRAPH_CXKBCOMMON_SHIM_H
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <xkbcommon/xkbcommon.h>

/// What xkbcommon logged while compiling one keymap (cut at the buffer's end).
struct kg_xkb_log {
    char text[4096];
    size_t used;
};

static void kg_xkb_log_function(struct xkb_context *context, enum xkb_log_level level, const char *format,
                                va_list arguments) {
    (void)level;
    struct kg_xkb_log *log = (struct kg_xkb_log *)xkb_context_get_user_data(context);
    if (!log || log->used >= sizeof(log->text) - 1) return;
    int written = vsnprintf(log->text + log->used, sizeof(log->text) - log->used, format, arguments);
    if (written > 0) {
        log->used += (size_t)written;
        if (log->used > sizeof(log->text) - 1) log->used = sizeof(log->text) - 1;
    }
}

/// Sends the context's messages (errors and warnings) to `log` instead of standard error.
static inline void kg_xkb_capture_log(struct xkb_context *context, struct kg_xkb_log *log) {
    log->used = 0;
    log->text[0] = 0;
    xkb_context_set_user_data(context, log);
    xkb_context_set_log_level(context, XKB_LOG_LEVEL_ERROR);
    xkb_context_set_log_fn(context, kg_xkb_log_function);
}
#endif
