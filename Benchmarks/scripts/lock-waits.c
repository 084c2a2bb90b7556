// Finds the locks the frame thread waits for, and who held them: an LD_PRELOAD library over
// pthread_mutex_lock. Every other thread's lock notes its call stack per mutex; a lock of the main thread
// (the frame thread of `whim-demo bench --tour`) that waits longer than LOCK_WAIT_US (default 20) µs is
// printed to stderr with its stack, the holder's thread and the holder's stack at the time it locked.
// The times are CLOCK_MONOTONIC, as `whim-demo bench --tour --worst N` prints each frame's start.
//   cc -O2 -shared -fPIC Benchmarks/scripts/lock-waits.c -o /tmp/lock-waits.so -ldl
//   LD_PRELOAD=/tmp/lock-waits.so whim-demo bench --tour --worst 1300 > frames.txt 2> waits.txt
// Resolve the addresses with `addr2line -f -e LIBRARY OFFSET`. Diagnostic only: the stacks slow the
// other threads down.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <execinfo.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

enum { SLOTS = 4096, DEPTH = 24 };

/// The last lock of a mutex by a thread other than the main one (a slot per mutex address, hashed).
struct holder { void *mutex; int tid; double at; int depth; void *stack[DEPTH]; };
static struct holder holders[SLOTS];
static int (*real_lock)(pthread_mutex_t *);
static __thread int reporting;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static struct holder *slot(void *mutex) { return &holders[((unsigned long)mutex >> 4) % SLOTS]; }

int pthread_mutex_lock(pthread_mutex_t *mutex) {
    if (!real_lock) real_lock = (int (*)(pthread_mutex_t *))dlsym(RTLD_NEXT, "pthread_mutex_lock");
    if (reporting) return real_lock(mutex);
    int tid = (int)syscall(SYS_gettid);
    if (tid != getpid()) {
        int result = real_lock(mutex);
        reporting = 1;
        struct holder *h = slot(mutex);
        h->mutex = mutex; h->tid = tid; h->at = now(); h->depth = backtrace(h->stack, DEPTH);
        reporting = 0;
        return result;
    }
    if (pthread_mutex_trylock(mutex) == 0) return 0;
    double start = now();
    int result = real_lock(mutex);
    double waited = now() - start;
    static double limit = -1;
    if (limit < 0) { const char *e = getenv("LOCK_WAIT_US"); limit = (e ? atof(e) : 20) * 1e-6; }
    if (waited > limit) {
        reporting = 1;
        void *stack[DEPTH];
        int depth = backtrace(stack, DEPTH);
        fprintf(stderr, "WAIT %.3f ms at %.6f\n", waited * 1e3, start);
        backtrace_symbols_fd(stack, depth, 2);
        struct holder *h = slot(mutex);
        if (h->mutex == mutex) {
            fprintf(stderr, "HOLDER thread %d, locked at %.6f\n", h->tid, h->at);
            backtrace_symbols_fd(h->stack, h->depth, 2);
        } else {
            fprintf(stderr, "HOLDER unknown\n");
        }
        fprintf(stderr, "END\n");
        reporting = 0;
    }
    return result;
}
