#ifndef WHIM_CTHREADS_H
#define WHIM_CTHREADS_H

/// Asks the scheduler (Linux 6.12+ EEVDF) for time slices of `nanoseconds` (clamped by the kernel to
/// 0.1–100 ms) for the calling thread, keeping its policy and nice value. Returns 0, or an errno value
/// (ENOSYS where the system has no sched_setattr; older kernels accept the call and ignore the slice).
int whim_request_time_slice(unsigned long long nanoseconds);

/// The calling thread's time slice in nanoseconds as the kernel reports it (0 where it cannot be read).
unsigned long long whim_time_slice(void);

#endif
