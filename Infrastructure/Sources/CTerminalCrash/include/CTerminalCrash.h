#ifndef C_TERMINAL_CRASH_H
#define C_TERMINAL_CRASH_H

#include <stddef.h>

/// Arms handlers for the signals a crash raises (SIGILL, SIGTRAP, SIGABRT,
/// SIGSEGV, SIGBUS, SIGFPE). On such a signal the handler — async-signal-safe:
/// write(2), tcsetattr(3), sigaction(2), raise(3), and backtrace(3) with
/// backtrace_symbols_fd(3) (its library loaded when armed) only, on an
/// alternate stack — writes `leave` to `terminal_fd` (pen reset,
/// mouse and bracketed paste off, cursor shown, alternate screen off), puts
/// `saved` back on `terminal_fd`, and writes `message` to `message_fd`.
///
/// Then the report: when a handler was installed before (the Swift runtime's,
/// which runs swift-backtrace), it runs; when none was (a build without the
/// backtracer), this handler writes the crashing thread's frames to
/// `report_fd` itself (`report_fd` < 0: no report). Either way the process
/// then ends by the signal with its default action — also when the signal was
/// sent by kill(2), after which the Swift runtime's handler returns and the
/// process would otherwise go on.
///
/// The bytes are copied; calling it again replaces them. Returns 0, or -1
/// when the handlers could not be installed (errno says why).
int marquee_crash_restore_arm(int terminal_fd, const void *saved, size_t saved_size, const char *leave,
                              size_t leave_length, int message_fd, const char *message, size_t message_length,
                              int report_fd);

/// Puts every crash signal's previous handler back.
void marquee_crash_restore_disarm(void);

/// Whether something (the Swift runtime's backtracer) has a handler installed
/// for SIGSEGV: 1 yes, 0 no (the default action or ignored).
int marquee_crash_backtracer_installed(void);

#endif
