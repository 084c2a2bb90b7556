#!/usr/bin/env python3
"""Writes the PMTiles fuzzer's seed corpus with the reference Python implementation (`pip install pmtiles`):
a few small archives (gzip and uncompressed directories, one tile or several, a run of equal tiles, and a
root that points to leaf directories), all small enough for the fuzzer's max_len."""
import gzip, json, os
from pmtiles.tile import Entry, zxy_to_tileid, serialize_directory, serialize_header, Compression, TileType
from pmtiles.writer import build_roots_leaves

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pmtiles")

def archive(name, tiles, internal=Compression.GZIP, leaf_size=None):
    """tiles: list of (z, x, y, bytes), stored uncompressed."""
    squeeze = (lambda b: gzip.compress(b, mtime=0)) if internal == Compression.GZIP else (lambda b: b)
    entries, data = [], b""
    for z, x, y, body in sorted(tiles, key=lambda t: zxy_to_tileid(*t[:3])):
        tid = zxy_to_tileid(z, x, y)
        last = entries[-1] if entries else None
        if last and last.tile_id + last.run_length == tid and data[last.offset:last.offset + last.length] == body:
            last.run_length += 1
            continue
        entries.append(Entry(tid, len(data), len(body), 1))
        data += body
    if leaf_size:
        root, leaves, _ = build_roots_leaves(entries, leaf_size)
        # build_roots_leaves gzips; re-encode for uncompressed internal compression.
        root = squeeze(gzip.decompress(root)) if internal != Compression.GZIP else root
    else:
        root, leaves = squeeze(serialize_directory(entries)), b""
    meta = squeeze(json.dumps({"name": name, "attribution": "seed", "vector_layers": [{"id": "l", "fields": {}}]}).encode())
    h = {"root_offset": 127, "root_length": len(root), "metadata_offset": 127 + len(root), "metadata_length": len(meta)}
    h["leaf_directory_offset"] = h["metadata_offset"] + len(meta)
    h["leaf_directory_length"] = len(leaves)
    h["tile_data_offset"] = h["leaf_directory_offset"] + len(leaves)
    h["tile_data_length"] = len(data)
    h.update(addressed_tiles_count=len(tiles), tile_entries_count=len(entries), tile_contents_count=len(entries),
             clustered=True, internal_compression=internal, tile_compression=Compression.NONE, tile_type=TileType.MVT,
             min_zoom=0, max_zoom=max(t[0] for t in tiles), min_lon_e7=-1800000000, min_lat_e7=-850000000,
             max_lon_e7=1800000000, max_lat_e7=850000000, center_zoom=0, center_lon_e7=0, center_lat_e7=0)
    with open(os.path.join(HERE, name + ".pmtiles"), "wb") as f:
        f.write(serialize_header(h) + root + meta + leaves + data)

os.makedirs(HERE, exist_ok=True)
archive("one-tile", [(0, 0, 0, b"\x1a\x00")])
archive("plain-dirs", [(0, 0, 0, b"a"), (1, 0, 1, b"bb"), (2, 3, 1, b"ccc")], internal=Compression.NONE)
archive("run", [(3, x, y, b"same") for x in range(8) for y in range(8)])
archive("leaves", [(4, x, y, bytes([x, y])) for x in range(16) for y in range(16)], leaf_size=16)
