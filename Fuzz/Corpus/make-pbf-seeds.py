#!/usr/bin/env python3
"""Writes the PBF fuzzer's seed corpus: tiny valid OSM PBF files (raw and zlib blobs, a header-only file)."""
import os, struct, zlib

def varint(v):
    out = bytearray()
    while True:
        b = v & 0x7F
        v >>= 7
        if v:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)

def zigzag(v): return (v << 1) ^ (v >> 63)
def field(n, data): return varint(n << 3 | 2) + varint(len(data)) + data
def fvar(n, v): return varint(n << 3) + varint(v)

def record(kind, block, compress):
    blob = fvar(2, len(block)) + field(3, zlib.compress(block)) if compress else field(1, block)
    header = field(1, kind.encode()) + fvar(3, len(blob))
    return struct.pack(">I", len(header)) + header + blob

def header_block():
    box = fvar(1, zigzag(int(24.93e9))) + fvar(2, zigzag(int(24.95e9))) + fvar(3, zigzag(int(60.18e9))) + fvar(4, zigzag(int(60.16e9)))
    return field(1, box) + field(4, b"OsmSchema-V0.6") + field(4, b"DenseNodes")

def data_block():
    strings = [b"", b"highway", b"residential", b"name", b"Mannerheimintie", b"type", b"multipolygon", b"building", b"yes"]
    table = b"".join(field(1, s) for s in strings)
    nodes = [(1, 601700000, 249400000), (2, 601710000, 249410000), (3, 601720000, 249390000), (4, 601700000, 249400000)]
    ids = lats = lons = b""
    last = (0, 0, 0)
    for n in nodes:
        ids += varint(zigzag(n[0] - last[0])); lats += varint(zigzag(n[1] - last[1])); lons += varint(zigzag(n[2] - last[2]))
        last = n
    dense = field(1, ids) + field(8, lats) + field(9, lons) + field(10, varint(7) + varint(8) + varint(0) + varint(0) + varint(0) + varint(0))
    refs = b"".join(varint(zigzag(d)) for d in [1, 1, 1, -2])
    way = fvar(1, 10) + field(2, varint(1) + varint(3)) + field(3, varint(2) + varint(4)) + field(8, refs)
    rel = fvar(1, 20) + field(2, varint(5)) + field(3, varint(6)) + field(8, varint(0)) + field(9, varint(zigzag(10))) + field(10, varint(1))
    return field(1, table) + field(2, field(2, dense)) + field(2, field(3, way)) + field(2, field(4, rel)) + fvar(17, 100)

here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pbf")
os.makedirs(here, exist_ok=True)
for name, compress in [("tiny-raw.pbf", False), ("tiny-zlib.pbf", True)]:
    with open(os.path.join(here, name), "wb") as f:
        f.write(record("OSMHeader", header_block(), compress) + record("OSMData", data_block(), compress))
with open(os.path.join(here, "header-only.pbf"), "wb") as f:
    f.write(record("OSMHeader", header_block(), False))
