#!/usr/bin/env bash
# Decodes the Helsinki extract with WhimMap (`whim-demo map info`, release) and with osmium's Python binding
# (libosmium: a SimpleHandler counting nodes, ways and relations) in one run: best of 10 each, same file.
# Installs the pip package `osmium` when missing. Run from anywhere; `make bench` calls it.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
file="$root/Assets/maps/helsinki.osm.pbf"
python3 -c "import osmium" 2>/dev/null || python3 -m pip install --quiet osmium
(cd "$root" && swift build -c release --product whim-demo >/dev/null)
ours=$(for i in $(seq 10); do "$root/.build/release/whim-demo" map info "$file" | sed -n 's/^decode: *\([0-9.]*\) ms/\1/p'; done | sort -g | head -1)
counts=$("$root/.build/release/whim-demo" map info "$file" | sed -n 's/^\(nodes\|ways\|relations\): *//p' | paste -sd/)
theirs=$(python3 "$root/Benchmarks/scripts/osmium-pass.py" "$file" 10 | cut -d" " -f1,2)
echo "PBF decode of helsinki.osm.pbf, best of 10:"
echo "  WhimMap (Swift)          ${ours} ms   nodes/ways/relations ${counts}"
echo "  osmium (Python, libosmium) ${theirs% *} ms   nodes/ways/relations ${theirs#* }"
python3 -c "print(f'  osmium ÷ WhimMap: {float(\"${theirs% *}\") / float(\"${ours}\"):.1f}×')"
