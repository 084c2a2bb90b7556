#!/usr/bin/env python3
"""Writes a map GRID×GRID times an OSM PBF extract: shifted copies side by side, each copy's ids offset so
that ids stay unique and sorted (Sort.Type_then_ID: every copy's nodes, then ways, then relations).

    tile-pbf.py IN.osm.pbf OUT.osm.pbf --grid 8

Uses osmium's Python binding (libosmium) to read and write; installs the pip package `osmium` when missing.
"""
import argparse, os, subprocess, sys

try:
    import osmium
except ImportError:
    subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "osmium"])
    import osmium


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("input")
    parser.add_argument("output")
    parser.add_argument("--grid", type=int, default=8, help="copies per side (1-64)")
    args = parser.parse_args()
    if not 1 <= args.grid <= 64:
        sys.exit(f"tile-pbf: --grid must be 1-64, not {args.grid}")

    reader = osmium.io.Reader(args.input, osmium.osm.osm_entity_bits.NOTHING)
    header = reader.header()
    reader.close()
    box = header.box()
    if not box.valid():
        class Extent(osmium.SimpleHandler):
            def __init__(self):
                super().__init__(); self.box = osmium.osm.Box()
            def node(self, n):
                self.box.extend(n.location)
        extent = Extent(); extent.apply_file(args.input); box = extent.box
    left, bottom = box.bottom_left.lon, box.bottom_left.lat
    width, height = box.top_right.lon - left, box.top_right.lat - bottom

    class MaxIds(osmium.SimpleHandler):
        def __init__(self):
            super().__init__(); self.n = self.w = self.r = 0
        def node(self, n): self.n = max(self.n, n.id)
        def way(self, w): self.w = max(self.w, w.id)
        def relation(self, r): self.r = max(self.r, r.id)
    ids = MaxIds(); ids.apply_file(args.input)
    stride = {"n": ids.n + 1, "w": ids.w + 1, "r": ids.r + 1}

    out = osmium.io.Header()
    out.set("generator", "whimcore tile-pbf.py")
    out.add_box(osmium.osm.Box(osmium.osm.Location(left, bottom),
                               osmium.osm.Location(left + width * args.grid, bottom + height * args.grid)))
    if os.path.exists(args.output):
        os.remove(args.output)
    writer = osmium.SimpleWriter(args.output, 0, out)
    copies = [(gx, gy) for gy in range(args.grid) for gx in range(args.grid)]

    class Copy(osmium.SimpleHandler):
        def __init__(self, kind, index, gx, gy):
            super().__init__(); self.kind = kind; self.k = index; self.dx = gx * width; self.dy = gy * height
        def node(self, n):
            if self.kind == "n":
                loc = osmium.osm.Location(n.location.lon + self.dx, n.location.lat + self.dy)
                writer.add_node(n.replace(id=n.id + self.k * stride["n"], location=loc))
        def way(self, w):
            if self.kind == "w":
                writer.add_way(w.replace(id=w.id + self.k * stride["w"],
                                         nodes=[r.ref + self.k * stride["n"] for r in w.nodes]))
        def relation(self, r):
            if self.kind == "r":
                members = [(m.type, m.ref + self.k * stride[m.type], m.role) for m in r.members]
                writer.add_relation(r.replace(id=r.id + self.k * stride["r"], members=members))

    for kind in ("n", "w", "r"):
        for index, (gx, gy) in enumerate(copies):
            Copy(kind, index, gx, gy).apply_file(args.input)
    writer.close()


if __name__ == "__main__":
    main()
