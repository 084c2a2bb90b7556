#!/bin/sh
# Builds the libFuzzer targets and runs each for FUZZ_RUNS executions (default 1,000,000), starting from the
# committed seed corpus. Work corpora and any crash inputs go under artifacts/fuzz/NAME; a crash ends the run
# with a non-zero status (turn its input into a regression test). Prints executions and coverage per fuzzer.
set -eu
cd "$(dirname "$0")"
RUNS="${FUZZ_RUNS:-1000000}"
OUT="${FUZZ_ARTIFACTS:-../artifacts/fuzz}"
nice -n 10 swift build -c release --sanitize=fuzzer
status=0
for spec in ${FUZZ_TARGETS:-PBF:pbf:4096 MVT:mvt:65536 PMTiles:pmtiles:65536 Style:style:65536 DeepLink:deeplink:2048 Script:script:4096 StateFile:statefile:4096}; do
    name="${spec%%:*}"; rest="${spec#*:}"; corpus="${rest%%:*}"; maxlen="${rest#*:}"
    work="$OUT/$corpus"
    mkdir -p "$work/corpus"
    log="$work/fuzz.log"
    echo "== Fuzz$name: $RUNS executions"
    if ! nice -n 10 ".build/release/Fuzz$name" -runs="$RUNS" -max_len="$maxlen" -rss_limit_mb=2048 -timeout=10 \
        -print_final_stats=1 -artifact_prefix="$work/" "$work/corpus" "Corpus/$corpus" >"$log" 2>&1; then
        status=1
        echo "   CRASH: see $log and $work/crash-*"
    fi
    grep -E "^#[0-9]+.*(DONE|INITED)" "$log" | tail -1 || true
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$log" || true
done
exit $status
