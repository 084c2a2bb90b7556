#define _GNU_SOURCE
#include "cthreads.h"
#include <errno.h>
#include <sched.h>
#include <stdint.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifdef __linux__
/* The kernel's struct sched_attr (glibc before 2.41 has neither it nor a wrapper). */
struct whim_sched_attr {
    uint32_t size;
    uint32_t sched_policy;
    uint64_t sched_flags;
    int32_t sched_nice;
    uint32_t sched_priority;
    uint64_t sched_runtime;
    uint64_t sched_deadline;
    uint64_t sched_period;
    uint32_t sched_util_min;
    uint32_t sched_util_max;
};
#endif

int whim_request_time_slice(unsigned long long nanoseconds) {
#if defined(__linux__) && defined(SYS_sched_setattr)
    struct whim_sched_attr attr;
    memset(&attr, 0, sizeof attr);
    attr.size = sizeof attr;
    int policy = sched_getscheduler(0);
    if (policy < 0) return errno;
    if (policy != SCHED_OTHER && policy != SCHED_BATCH) return EINVAL;
    attr.sched_policy = (uint32_t)policy;
    errno = 0;
    int nice = getpriority(PRIO_PROCESS, 0);
    if (errno != 0) return errno;
    attr.sched_nice = nice;
    attr.sched_runtime = nanoseconds;
    if (syscall(SYS_sched_setattr, 0, &attr, 0) != 0) return errno;
    return 0;
#else
    (void)nanoseconds;
    return ENOSYS;
#endif
}

unsigned long long whim_time_slice(void) {
#if defined(__linux__) && defined(SYS_sched_getattr)
    struct whim_sched_attr attr;
    memset(&attr, 0, sizeof attr);
    if (syscall(SYS_sched_getattr, 0, &attr, sizeof attr, 0) != 0) return 0;
    return attr.sched_runtime;
#else
    return 0;
#endif
}
