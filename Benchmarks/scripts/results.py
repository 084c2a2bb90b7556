#!/usr/bin/env python3
"""Turns the text output of one `swift package benchmark` run into Benchmarks/RESULTS.md tables.

    python3 scripts/results.py run.txt ["nothing else running"] > RESULTS.md

Reads the box tables (p50 of wall clock, malloc count) and computes the ratios of issue 7.
"""
import re
import subprocess
import sys

UNITS = {"ns": 1e-3, "μs": 1.0, "us": 1.0, "ms": 1e3, "s": 1e6}
MULT = {"": 1, "K": 1e3, "M": 1e6, "G": 1e9}


def parse(path):
    results = {}  # (target, name) -> {metric: {pct: value}}
    target = None
    name = None
    header = None
    lines = open(path, encoding="utf-8").read().splitlines()
    for i, line in enumerate(lines):
        if re.fullmatch(r"=+", line.strip()) and i + 2 < len(lines) and re.fullmatch(r"=+", lines[i + 2].strip()):
            t = lines[i + 1].strip()
            if not t.startswith("Baseline '"):
                target = t
            continue
        if line.startswith("╒") and i > 0:
            # Names are written with underscores (the thresholds files need shell-safe names).
            name = lines[i - 1].strip().replace("_and_", " + ").replace("_", " ").replace("dense-x10", "dense x10")
            header = None
            continue
        if line.startswith("│") and name:
            cells = [c.strip() for c in line.strip("│").split("│")]
            if cells[0] == "Metric":
                header = cells
                continue
            metric = cells[0]
            m = re.match(r"(.*?)\s*(?:\((μs|us|ns|ms|s)\))?\s*(?:\((K|M|G)\))?\s*\*?$", metric)
            base, unit, mult = m.group(1), m.group(2), m.group(3) or ""
            values = {}
            for h, c in zip(header[1:], cells[1:]):
                try:
                    v = float(c.replace(",", ""))
                except ValueError:
                    continue
                if unit:
                    v *= UNITS[unit]  # -> microseconds
                v *= MULT[mult]
                values[h] = v
            results.setdefault((target, name), {})[base.strip()] = values
    return results


def main():
    path = sys.argv[1]
    # What else ran on the machine, said by whoever ran it (the figures depend on it).
    conditions = sys.argv[2] if len(sys.argv) > 2 else "conditions not given"
    r = parse(path)

    def get(target, name, metric="Time (wall clock)", pct="p50"):
        v = r.get((target, name), {}).get(metric, {}).get(pct)
        return v

    overhead = get("Baselines", "empty iteration", "Malloc (total)", "p50") or 0

    def mallocs(target, name):
        """Mallocs of the measured work itself: the harness's own per-iteration count subtracted."""
        v = get(target, name, "Malloc (total)", "p50")
        return None if v is None else max(0, v - overhead)

    out = []
    p = out.append
    cpu = "unknown"
    for line in open("/proc/cpuinfo"):
        if line.startswith("model name"):
            cpu = line.split(":", 1)[1].strip()
            break
    nproc = subprocess.run(["nproc"], capture_output=True, text=True).stdout.strip()
    kinds = ["push", "pop", "modal-present", "modal-dismiss", "modal-swap", "fade", "circular-present",
             "circular-dismiss", "none", "scrub"]
    modes = ["fs", "mp"]
    res = ["720p", "1080p", "2160p"]
    pixels = {"720p": 1280 * 720, "1080p": 1920 * 1080, "2160p": 3840 * 2160}

    p("# Benchmark results (issue 7)")
    p("")
    p(f"Machine: {nproc} cores, CPU `{cpu}`, Swift 6.3.1, release build; {conditions}.")
    p("Command: `make bench` (= `cd Benchmarks && swift package --disable-sandbox benchmark`); the figures below came from")
    p("`swift package --disable-sandbox benchmark > run.txt` and `python3 scripts/results.py run.txt`.")
    p("All figures: median (p50) of one run; wall clock per frame.")
    p("fs = fullscreen → fullscreen, mp = multipart (top bar + bottom card) → multipart, over the Helsinki map.")
    p(f"Mallocs are per frame, net of the harness's own {overhead:.0f} per measured iteration (the `empty iteration`")
    p("benchmark: the CPU-time probe reads /proc); the raw counts are in the benchmark output.")
    p("")
    memcpy = {x: get("Baselines", f"memcpy {x}") for x in res}
    p("## Floor: one memcpy of an RGB24 frame")
    p("")
    p("| resolution | µs |")
    p("|---|---:|")
    for x in res:
        p(f"| {x} | {memcpy[x]:.0f} |" if memcpy[x] else f"| {x} | — |")
    p("")
    p("## Transition frames at 1080p: ratio to memcpy and mallocs per frame")
    p("")
    p("Targets: every kind ≤ 3× memcpy, Push and Pop ≤ 1.5×, 0 mallocs per frame.")
    p("")
    p("| kind | fs µs | fs ÷ memcpy | fs mallocs | mp µs | mp ÷ memcpy | mp mallocs |")
    p("|---|---:|---:|---:|---:|---:|---:|")
    m = memcpy["1080p"]
    for k in kinds:
        row = [k]
        for mode in modes:
            t = get("Transitions", f"{k} {mode} 1080p")
            a = mallocs("Transitions", f"{k} {mode} 1080p")
            row += [f"{t:.0f}" if t else "—", f"{t / m:.2f}×" if t and m else "—", f"{a:.0f}" if a is not None else "—"]
        p("| " + " | ".join(row) + " |")
    p("")
    p("## Against the alternatives at 1080p")
    p("")
    p("| frame | ours µs | naive µs | naive ÷ ours | SDL textures µs | SDL ÷ ours | naive mallocs | SDL mallocs |")
    p("|---|---:|---:|---:|---:|---:|---:|---:|")
    for k in kinds:
        for mode in modes:
            ours = get("Transitions", f"{k} {mode} 1080p")
            naive = get("Baselines", f"naive {k} {mode} 1080p")
            sdl = get("Baselines", f"sdl-textures {k} {mode} 1080p")
            if naive is None and sdl is None:
                continue
            na = mallocs("Baselines", f"naive {k} {mode} 1080p")
            sa = mallocs("Baselines", f"sdl-textures {k} {mode} 1080p")
            p(f"| {k} {mode} | {ours:.0f} | {naive:.0f} | {naive / ours:.0f}× | " if naive else f"| {k} {mode} | {ours:.0f} | — | — | ", )
            out[-1] += (f"{sdl:.0f} | {sdl / ours:.2f}× | " if sdl else "— | — | ") + \
                (f"{na:.0f} | " if na is not None else "— | ") + (f"{sa:.0f} |" if sa is not None else "— |")
    p("")
    p("## Scale")
    p("")
    p("| frame | µs | mallocs |")
    p("|---|---:|---:|")
    for name in ["push fs 1080p stack 1", "push fs 1080p stack 1000", "push mp 1080p stack 1", "push mp 1080p stack 1000",
                 "push mp 1080p map helsinki", "push mp 1080p map dense x10",
                 "naive push mp 1080p map helsinki", "naive push mp 1080p map dense x10"]:
        t = get("Scale", name)
        a = mallocs("Scale", name)
        p(f"| {name} | {t:.0f} | {a:.0f} |" if t else f"| {name} | — | — |")
    p("")
    p("Resolution: µs per frame and ns per pixel (linear in pixels when ns/px stays flat).")
    p("")
    p("| kind | " + " | ".join(f"{x} µs | {x} ns/px" for x in res) + " |")
    p("|---|" + "---:|" * (2 * len(res)))
    for x in ["memcpy"]:
        cells = []
        for rr in res:
            t = memcpy[rr]
            cells += [f"{t:.0f}", f"{t * 1000 / pixels[rr]:.3f}"] if t else ["—", "—"]
        p("| memcpy | " + " | ".join(cells) + " |")
    for k in kinds:
        for mode in modes:
            cells = []
            for rr in res:
                t = get("Transitions", f"{k} {mode} {rr}")
                cells += [f"{t:.0f}", f"{t * 1000 / pixels[rr]:.3f}"] if t else ["—", "—"]
            p(f"| {k} {mode} | " + " | ".join(cells) + " |")
    p("")
    p("## The map")
    p("")
    p("| benchmark | time | mallocs |")
    p("|---|---:|---:|")
    for name in ["pbf decode helsinki", "pbf decode + classify helsinki", "full render 1080p", "pan frame from cache mp 1080p"]:
        t = get("Map", name)
        a = mallocs("Map", name)
        if t is None:
            p(f"| {name} | — | — |")
        else:
            p(f"| {name} | {t / 1000:.1f} ms | {a:.0f} |" if t >= 1000 else f"| {name} | {t:.0f} µs | {a:.0f} |")
    print("\n".join(out))


main()
