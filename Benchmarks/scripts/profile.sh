#!/usr/bin/env bash
# Profiles steady-state frames of one benchmark with callgrind (instruction counts and who calls malloc).
#   scripts/profile.sh <ours|naive|sdl|pan> <kind> <fs|mp> <720p|1080p|2160p> [frames] [depth] [dense]
# Writes callgrind.out.<what>-<kind>-<mode>-<res> in $OUT (default /tmp) and prints the top inclusive costs
# and the callers of malloc. Only the measured loop (BenchSupport.runFrames) is collected.
set -euo pipefail
cd "$(dirname "$0")/.."
what=$1 kind=$2 mode=$3 res=$4 frames=${5:-10}
shift 4; shift || true; extra=("$@")
[ ${#extra[@]} -gt 0 ] && extra=("${extra[@]:1}")
out=${OUT:-/tmp}/callgrind.out.$what-$kind-$mode-$res
swift build -c release --product bench-driver >/dev/null
valgrind --tool=callgrind --callgrind-out-file="$out" --collect-atstart=no \
  '--toggle-collect=$s12BenchSupport9runFrames*' \
  .build/release/bench-driver "$what" "$kind" "$mode" "$res" "$frames" "${extra[@]}" 2>&1 | grep -E "refs|ms/frame" || true
echo "== top inclusive (per $frames frames)"
callgrind_annotate --inclusive=yes "$out" 2>/dev/null | sed -n '/file:function/,$p' | sed -n 2,45p | swift demangle --simplified | cut -c1-200
echo "== callers of malloc"
callgrind_annotate --tree=caller "$out" 2>/dev/null | swift demangle --simplified | grep -B30 "\* .*:malloc " | grep -E "calls|\*" | cut -c1-200 | tail -40
