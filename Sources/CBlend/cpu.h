// Which SIMD kernels this CPU runs, asked once (internal to CBlend).
#ifndef WHIM_CPU_H
#define WHIM_CPU_H

#include <stdatomic.h>

/// Whether the CPU has AVX2. 0 until first asked, then 1 (yes) or 2 (no); every thread that asks computes
/// the same value. Asked here, not by an ifunc resolver (target_clones), which runs before
/// ThreadSanitizer's runtime.
static inline int whim_cpu_has_avx2(void) {
    static _Atomic int known = 0;
    int k = atomic_load_explicit(&known, memory_order_relaxed);
    if (k == 0) {
        k = __builtin_cpu_supports("avx2") ? 1 : 2;
        atomic_store_explicit(&known, k, memory_order_relaxed);
    }
    return k == 1;
}

#endif
