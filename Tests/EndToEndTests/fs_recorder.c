/* fs_recorder.c — an LD_PRELOAD shim for the end-to-end tests: records the file-system calls
 * (open*, stat*, statx, opendir, fsync, fdatasync, rename*) a process makes on its main thread
 * once it gets SIGUSR2 (the test sends it after the first frame). Each call is one line in the
 * file named by FT_FS_RECORD: the call, its path, then the innermost callers as
 * "object!symbol" (dladdr), so the test can tell the app's own calls from the toolkit's.
 * The file is opened for appending, never truncated: children that inherit LD_PRELOAD load the
 * shim too and must not wipe what the app recorded (they never get the signal, so never write).
 * Built by the test with cc; never part of the app. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <dirent.h>
#include <execinfo.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

static volatile sig_atomic_t recording;
static int log_fd = -1;
static __thread int busy;

static void start_recording(int sig) { (void)sig; recording = 1; }

__attribute__((constructor)) static void fs_recorder_init(void) {
    const char *path = getenv("FT_FS_RECORD");
    if (!path) return;
    log_fd = (int)syscall(SYS_openat, AT_FDCWD, path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = start_recording;
    action.sa_flags = SA_RESTART;
    sigaction(SIGUSR2, &action, NULL);
    /* A child inherits its parent's signal mask, and the test runner's threads block SIGUSR2. */
    sigset_t usr2;
    sigemptyset(&usr2);
    sigaddset(&usr2, SIGUSR2);
    sigprocmask(SIG_UNBLOCK, &usr2, NULL);
}

static const char *base(const char *path) {
    const char *slash = path ? strrchr(path, '/') : NULL;
    return slash ? slash + 1 : (path ? path : "?");
}

static void record(const char *call, const char *path) {
    if (!recording || log_fd < 0 || busy || syscall(SYS_gettid) != getpid()) return;
    busy = 1;
    char line[8192];
    int length = snprintf(line, sizeof line, "%s\t%s", call, path ? path : "(fd)");
    void *frames[24];
    int count = backtrace(frames, 24);
    for (int i = 1; i < count && length < (int)sizeof line - 256; i++) {
        Dl_info info;
        if (dladdr(frames[i], &info) == 0) continue;
        length += snprintf(line + length, sizeof line - length, "\t%s!%s", base(info.dli_fname), info.dli_sname ? info.dli_sname : "?");
    }
    if (length > (int)sizeof line - 2) length = (int)sizeof line - 2;
    line[length++] = '\n';
    (void)!write(log_fd, line, (size_t)length);
    busy = 0;
}

#define REAL(name) static __typeof__(&name) real_##name; if (!real_##name) real_##name = (__typeof__(&name))dlsym(RTLD_NEXT, #name)

int __open_2(const char *path, int flags);
int __open64_2(const char *path, int flags);

int open(const char *path, int flags, ...) {
    REAL(open);
    va_list args; va_start(args, flags); mode_t mode = (flags & (O_CREAT | O_TMPFILE)) ? va_arg(args, mode_t) : 0; va_end(args);
    record("open", path);
    return real_open(path, flags, mode);
}
int open64(const char *path, int flags, ...) {
    REAL(open64);
    va_list args; va_start(args, flags); mode_t mode = (flags & (O_CREAT | O_TMPFILE)) ? va_arg(args, mode_t) : 0; va_end(args);
    record("open64", path);
    return real_open64(path, flags, mode);
}
int openat(int dir, const char *path, int flags, ...) {
    REAL(openat);
    va_list args; va_start(args, flags); mode_t mode = (flags & (O_CREAT | O_TMPFILE)) ? va_arg(args, mode_t) : 0; va_end(args);
    record("openat", path);
    return real_openat(dir, path, flags, mode);
}
int openat64(int dir, const char *path, int flags, ...) {
    REAL(openat64);
    va_list args; va_start(args, flags); mode_t mode = (flags & (O_CREAT | O_TMPFILE)) ? va_arg(args, mode_t) : 0; va_end(args);
    record("openat64", path);
    return real_openat64(dir, path, flags, mode);
}
int __open_2(const char *path, int flags) { REAL(__open_2); record("open", path); return real___open_2(path, flags); }
int __open64_2(const char *path, int flags) { REAL(__open64_2); record("open64", path); return real___open64_2(path, flags); }

#define PATH_CALL(name, signature, arguments, pathArgument) \
    int name signature { REAL(name); record(#name, pathArgument); return real_##name arguments; }

PATH_CALL(stat, (const char *p, struct stat *s), (p, s), p)
PATH_CALL(stat64, (const char *p, struct stat64 *s), (p, s), p)
PATH_CALL(lstat, (const char *p, struct stat *s), (p, s), p)
PATH_CALL(lstat64, (const char *p, struct stat64 *s), (p, s), p)
PATH_CALL(fstatat, (int d, const char *p, struct stat *s, int f), (d, p, s, f), p)
PATH_CALL(fstatat64, (int d, const char *p, struct stat64 *s, int f), (d, p, s, f), p)
PATH_CALL(statx, (int d, const char *p, int f, unsigned int m, struct statx *s), (d, p, f, m, s), p)
PATH_CALL(rename, (const char *a, const char *b), (a, b), a)
PATH_CALL(renameat, (int da, const char *a, int db, const char *b), (da, a, db, b), a)
PATH_CALL(renameat2, (int da, const char *a, int db, const char *b, unsigned int f), (da, a, db, b, f), a)
PATH_CALL(fsync, (int fd), (fd), NULL)
PATH_CALL(fdatasync, (int fd), (fd), NULL)

DIR *opendir(const char *path) { REAL(opendir); record("opendir", path); return real_opendir(path); }
