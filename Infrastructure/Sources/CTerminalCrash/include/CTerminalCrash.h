#ifndef C_TERMINAL_CRASH_H
#define C_TERMINAL_CRASH_H

#include <stddef.h>

/// Arms handlers for the signals a crash raises (SIGILL, SIGTRAP, SIGABRT,
/// SIGSEGV, SIGBUS, SIGFPE). On such a signal the handler — async-signal-safe:
/// write(2), tcsetattr(3), sigaction(2) and raise(3) only, on an alternate
/// stack — writes `leave` to `terminal_fd` (pen reset, mouse and bracketed
/// paste off, cursor shown, alternate screen off), puts `saved` back on
/// `terminal_fd`, writes `message` to `message_fd`, and re-raises the signal
/// with its default action so the process still ends by it.
///
/// The bytes are copied; calling it again replaces them. Returns 0, or -1
/// when the handlers could not be installed (errno says why).
int marquee_crash_restore_arm(int terminal_fd, const void *saved, size_t saved_size, const char *leave,
                              size_t leave_length, int message_fd, const char *message, size_t message_length);

/// Puts every crash signal's previous handler back.
void marquee_crash_restore_disarm(void);

#endif
