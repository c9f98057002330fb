#include "CTerminalCrash.h"

#include <errno.h>
#include <execinfo.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static const int crash_signals[] = {SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE};
static const char *const crash_signal_names[] = {"SIGILL", "SIGTRAP", "SIGABRT", "SIGSEGV", "SIGBUS", "SIGFPE"};
#define CRASH_SIGNAL_COUNT (sizeof(crash_signals) / sizeof(crash_signals[0]))
#define MAXIMUM_FRAMES 128

static struct sigaction previous[CRASH_SIGNAL_COUNT];
static volatile sig_atomic_t armed = 0;
static int restore_fd = -1;
static int message_fd = -1;
static int report_fd = -1;
static struct termios saved_settings;
static char leave_bytes[256];
static size_t leave_count = 0;
static char message_bytes[1024];
static size_t message_count = 0;
static char *alternate_stack = NULL;

static void write_all(int fd, const char *bytes, size_t count) {
    if (fd < 0) return;
    while (count > 0) {
        ssize_t written = write(fd, bytes, count);
        if (written < 0) {
            if (errno == EINTR) continue;
            return;
        }
        bytes += written;
        count -= (size_t)written;
    }
}

static void write_text(int fd, const char *text) { write_all(fd, text, strlen(text)); }

static int has_handler(const struct sigaction *action) {
    if (action->sa_flags & SA_SIGINFO) return action->sa_sigaction != NULL;
    return action->sa_handler != SIG_DFL && action->sa_handler != SIG_IGN && action->sa_handler != NULL;
}

/// The crashing thread's frames, when the runtime has no backtracer to run
/// (linked with --static-swift-stdlib it finds no swift-backtrace; or
/// SWIFT_BACKTRACE=enable=no): addresses, and the symbols the dynamic symbol
/// table knows.
static void write_backtrace(int fd, const char *name) {
    if (fd < 0) return;
    void *frames[MAXIMUM_FRAMES];
    int count = backtrace(frames, MAXIMUM_FRAMES);
    write_text(fd, "\n*** Program crashed: ");
    write_text(fd, name);
    write_text(fd, " -- no Swift backtracer ran (the runtime linked in finds none, or SWIFT_BACKTRACE "
                   "turned it off): the crashing thread's frames from glibc's backtrace; "
                   "addr2line -f -C -e <binary> <offset> names them ***\n\n");
    backtrace_symbols_fd(frames, count, fd);
}

/// Ends the process by `number` with its default action, whatever happened before.
static void end_by(int number) {
    struct sigaction fallback;
    memset(&fallback, 0, sizeof(fallback));
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(number, &fallback, NULL);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, number);
    pthread_sigmask(SIG_UNBLOCK, &unblock, NULL);
    raise(number);
    // SIGTRAP and a few others can be held off; a fault returns to the
    // faulting instruction, now with the default action.
}

static void crash_handler(int number, siginfo_t *info, void *context) {
    int saved_errno = errno;
    int was_armed = armed;
    if (was_armed) {
        armed = 0;
        write_all(restore_fd, leave_bytes, leave_count);
        while (tcsetattr(restore_fd, TCSANOW, &saved_settings) != 0 && errno == EINTR) {}
        write_all(message_fd, message_bytes, message_count);
    }
    for (size_t index = 0; index < CRASH_SIGNAL_COUNT; index++) {
        if (crash_signals[index] != number) continue;
        struct sigaction before = previous[index];
        if (has_handler(&before)) {
            // The Swift runtime's handler: it runs swift-backtrace, which
            // writes the report to standard error (the report file), then
            // returns — after a signal sent by kill(2) the process would go on.
            sigaction(number, &before, NULL);
            errno = saved_errno;
            if (before.sa_flags & SA_SIGINFO) {
                before.sa_sigaction(number, info, context);
            } else {
                before.sa_handler(number);
            }
        } else if (was_armed) {
            write_backtrace(report_fd, crash_signal_names[index]);
        }
        break;
    }
    errno = saved_errno;
    end_by(number);
}

int marquee_crash_restore_arm(int terminal_fd, const void *saved, size_t saved_size, const char *leave,
                              size_t leave_length, int message_fd_, const char *message, size_t message_length,
                              int report_fd_) {
    if (saved_size != sizeof(struct termios) || leave_length > sizeof(leave_bytes) ||
        message_length > sizeof(message_bytes)) {
        errno = EINVAL;
        return -1;
    }
    armed = 0;
    restore_fd = terminal_fd;
    message_fd = message_fd_;
    report_fd = report_fd_;
    memcpy(&saved_settings, saved, sizeof(saved_settings));
    memcpy(leave_bytes, leave, leave_length);
    leave_count = leave_length;
    memcpy(message_bytes, message, message_length);
    message_count = message_length;

    // backtrace(3) loads libgcc_s the first time, which is not safe inside a
    // signal handler: load it now.
    void *warm[1];
    backtrace(warm, 1);

    // The Swift runtime gives the main thread an alternate stack (for a stack
    // overflow); keep it, and give this thread one only if it has none.
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && (current.ss_flags & SS_DISABLE) && alternate_stack == NULL) {
        size_t size = 64 * 1024;
        alternate_stack = malloc(size);
        if (alternate_stack != NULL) {
            stack_t stack;
            memset(&stack, 0, sizeof(stack));
            stack.ss_sp = alternate_stack;
            stack.ss_size = size;
            sigaltstack(&stack, NULL);
        }
    }
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_sigaction = crash_handler;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    for (size_t index = 0; index < CRASH_SIGNAL_COUNT; index++) {
        if (sigaction(crash_signals[index], &action, &previous[index]) != 0) return -1;
    }
    armed = 1;
    return 0;
}

void marquee_crash_restore_disarm(void) {
    if (!armed) return;
    armed = 0;
    for (size_t index = 0; index < CRASH_SIGNAL_COUNT; index++) {
        sigaction(crash_signals[index], &previous[index], NULL);
    }
}

int marquee_crash_backtracer_installed(void) {
    struct sigaction current;
    if (sigaction(SIGSEGV, NULL, &current) != 0) return 0;
    return has_handler(&current);
}
