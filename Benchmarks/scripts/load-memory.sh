#!/usr/bin/env bash
# Loads maps as the app does (`whim-demo map load`, release) and passes osmium's Python binding over the same
# files (libosmium: a SimpleHandler counting nodes, ways and relations), in one run: per file, the resident
# memory before and after loading (the model alone kept) and at its peak, and the best decode time of RUNS
# runs each. Files: the arguments, or the Helsinki extract and a 64× map tiled from it with
# `tile-pbf.py --grid 8` (made once under .build/maps/). Installs the pip package `osmium` when missing.
#   Benchmarks/scripts/load-memory.sh [FILE.osm.pbf ...]      (RUNS=5 by default)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
runs="${RUNS:-5}"
python3 -c "import osmium" 2>/dev/null || python3 -m pip install --quiet osmium
if [ $# -eq 0 ]; then
    tiled="$root/.build/maps/helsinki-8x8.osm.pbf"
    if [ ! -f "$tiled" ]; then
        mkdir -p "$(dirname "$tiled")"
        # osmium picks the format from the name's ending, so the unfinished file ends in .osm.pbf too
        partial="${tiled%.osm.pbf}.partial.osm.pbf"
        python3 "$root/Benchmarks/scripts/tile-pbf.py" "$root/Assets/maps/helsinki.osm.pbf" "$partial" --grid 8
        mv "$partial" "$tiled"
    fi
    set -- "$root/Assets/maps/helsinki.osm.pbf" "$tiled"
fi
bin="${WHIM_DEMO:-$root/.build/release/whim-demo}"
[ -n "${WHIM_DEMO:-}" ] || (cd "$root" && swift build -c release --product whim-demo >/dev/null)
for file in "$@"; do
    best=""
    for i in $(seq "$runs"); do
        line=$("$bin" map load --json "$file")
        ms=$(python3 -c "import json,sys; print(json.loads(sys.argv[1])['decode_ms'])" "$line")
        if [ -z "$best" ] || python3 -c "import sys; sys.exit(0 if float(sys.argv[1]) < float(sys.argv[2]) else 1)" "$ms" "$best"; then
            best="$ms"; keep="$line"
        fi
    done
    osmium=$(python3 "$root/Benchmarks/scripts/osmium-pass.py" "$file" "$runs" | cut -d" " -f1,3)
    python3 - "$file" "$keep" "$osmium" <<'PY'
import json, os, sys
file, ours, (theirs_ms, theirs_peak) = sys.argv[1], json.loads(sys.argv[2]), sys.argv[3].split()
mib = lambda b: b / 1048576
size = ours["file_bytes"]
print(f"{os.path.basename(file)}: {mib(size):.1f} MiB, {ours['features']} features, {ours['road_edges']} road edges")
print(f"  resident before {mib(ours['rss_before_bytes']):.1f} MiB, after {mib(ours['rss_after_bytes']):.1f} MiB "
      f"(+{mib(ours['rss_after_bytes'] - ours['rss_before_bytes']):.1f} MiB = {ours['growth_per_file_byte']:.2f} x the file), "
      f"peak {mib(ours['rss_peak_bytes']):.1f} MiB")
if "model_bytes" in ours:
    print(f"  model arrays {mib(ours['model_bytes']):.1f} MiB ({ours['model_bytes'] / size:.2f} x the file); "
          f"decoded data {mib(ours['decoded_bytes']):.1f} MiB ({ours['decoded_bytes'] / size:.2f} x the file)")
print(f"  decode: WhimMap {ours['decode_ms']:.1f} ms (+ model build {ours['build_ms']:.1f} ms); "
      f"osmium full pass {float(theirs_ms):.1f} ms (peak resident {float(theirs_peak):.1f} MiB); "
      f"osmium / WhimMap {float(theirs_ms) / ours['decode_ms']:.2f}x")
PY
done
