#!/usr/bin/env python3
"""Decodes the tiles over one place at several zooms from a PMTiles archive and prints each tile's
layers with their feature counts (run by scripts/build-world-tiles; fails when a zoom lacks a layer
the default style relies on).

  check.py ARCHIVE.pmtiles LAT LON
"""
import gzip
import math
import sys

import mapbox_vector_tile
from pmtiles.reader import MmapSource, Reader

# The layers each zoom must have over central Helsinki.
REQUIRED = {
    0: {"water", "boundary", "place"},
    3: {"water", "boundary", "place"},
    5: {"water", "boundary", "place"},
    8: {"transportation", "place"},
    12: {"water", "transportation", "transportation_name", "poi", "place", "landuse", "building"},
    13: {"water", "transportation", "transportation_name", "poi", "place", "building"},
    14: {"water", "transportation", "transportation_name", "poi", "place", "building", "housenumber"},
}

# A point in the Gulf of Finland, south of Helsinki.
SEA = (59.9, 24.94)


def tile_at(lat, lon, z):
    n = 1 << z
    x = int((lon + 180) / 360 * n)
    y = int((1 - math.asinh(math.tan(math.radians(lat))) / math.pi) / 2 * n)
    return x, y


def main(path, lat, lon):
    failures = []
    with open(path, "rb") as f:
        reader = Reader(MmapSource(f))
        listed = {layer["id"] for layer in reader.metadata().get("vector_layers", [])}
        if not set().union(*REQUIRED.values()) <= listed:
            failures.append(f"metadata vector_layers lists only {sorted(listed)}")
        for z in sorted(REQUIRED):
            x, y = tile_at(float(lat), float(lon), z)
            data = reader.get(z, x, y)
            if data is None:
                failures.append(f"{z}/{x}/{y}: no tile")
                continue
            if data[:2] == b"\x1f\x8b":
                data = gzip.decompress(data)
            layers = mapbox_vector_tile.decode(data)
            counts = ", ".join(f"{name} {len(layer['features'])}" for name, layer in sorted(layers.items()))
            print(f"z{z} {z}/{x}/{y} ({len(data)} bytes): {counts}")
            missing = REQUIRED[z] - set(layers)
            if missing:
                failures.append(f"{z}/{x}/{y}: no {', '.join(sorted(missing))}")
            if z == 14:
                pois = {(f["properties"].get("class"), f["properties"].get("subclass")) for f in layers["poi"]["features"]}
                for wanted in [("railway", "station"), ("bus", "bus_stop"), ("bicycle_rental", "bicycle_rental")]:
                    if wanted not in pois:
                        failures.append(f"{z}/{x}/{y}: no poi {wanted}")
        # Zooms 7-10 carry the Natural Earth layers around the Gulf of Finland: the open sea south of
        # Helsinki must be there, not a tile missing or holding land only.
        for z in range(7, 11):
            x, y = tile_at(*SEA, z)
            data = reader.get(z, x, y)
            layers = mapbox_vector_tile.decode(gzip.decompress(data)) if data else {}
            if not any(f["properties"].get("class") == "ocean" for f in layers.get("water", {}).get("features", [])):
                failures.append(f"{z}/{x}/{y} (the gulf at {SEA[0]} N {SEA[1]} E): no ocean")
    if failures:
        sys.exit("check: " + "; ".join(failures))


if __name__ == "__main__":
    main(*sys.argv[1:])
