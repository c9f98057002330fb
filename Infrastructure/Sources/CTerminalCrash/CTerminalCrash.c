#include "CTerminalCrash.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static const int crash_signals[] = {SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE};
#define CRASH_SIGNAL_COUNT (sizeof(crash_signals) / sizeof(crash_signals[0]))

static struct sigaction previous[CRASH_SIGNAL_COUNT];
static volatile sig_atomic_t armed = 0;
static int restore_fd = -1;
static int report_fd = -1;
static struct termios saved_settings;
static char leave_bytes[256];
static size_t leave_count = 0;
static char message_bytes[1024];
static size_t message_count = 0;
static char *alternate_stack = NULL;

static void write_all(int fd, const char *bytes, size_t count) {
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

static void crash_handler(int number, siginfo_t *info, void *context) {
    int saved_errno = errno;
    if (armed) {
        armed = 0;
        write_all(restore_fd, leave_bytes, leave_count);
        while (tcsetattr(restore_fd, TCSANOW, &saved_settings) != 0 && errno == EINTR) {}
        write_all(report_fd, message_bytes, message_count);
    }
    // Hand the signal on: to the handler that was there before (the Swift
    // runtime's backtracer writes its report), else to the default action.
    for (size_t index = 0; index < CRASH_SIGNAL_COUNT; index++) {
        if (crash_signals[index] != number) continue;
        struct sigaction before = previous[index];
        sigaction(number, &before, NULL);
        errno = saved_errno;
        if (before.sa_flags & SA_SIGINFO) {
            if (before.sa_sigaction != NULL) {
                before.sa_sigaction(number, info, context);
                return;
            }
        } else if (before.sa_handler != SIG_DFL && before.sa_handler != SIG_IGN && before.sa_handler != NULL) {
            before.sa_handler(number);
            return;
        }
        break;
    }
    struct sigaction fallback;
    memset(&fallback, 0, sizeof(fallback));
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(number, &fallback, NULL);
    errno = saved_errno;
    raise(number);
}

int marquee_crash_restore_arm(int terminal_fd, const void *saved, size_t saved_size, const char *leave,
                              size_t leave_length, int message_fd, const char *message, size_t message_length) {
    if (saved_size != sizeof(struct termios) || leave_length > sizeof(leave_bytes) ||
        message_length > sizeof(message_bytes)) {
        errno = EINVAL;
        return -1;
    }
    armed = 0;
    restore_fd = terminal_fd;
    report_fd = message_fd;
    memcpy(&saved_settings, saved, sizeof(saved_settings));
    memcpy(leave_bytes, leave, leave_length);
    leave_count = leave_length;
    memcpy(message_bytes, message, message_length);
    message_count = message_length;

    if (alternate_stack == NULL) {
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
