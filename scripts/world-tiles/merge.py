#!/usr/bin/env python3
"""Joins tilemaker's MBTiles outputs into one archive (run by scripts/build-world-tiles).

  merge OUT IN... [--onto IN...]
                           Copies the tiles of every IN into OUT and writes one metadata table: the zoom
                           range, bounds and centre of the whole, the credits, and the union of the
                           inputs' vector_layers. Where several inputs hold a tile at the same address,
                           their layers are joined into one tile (canonical.py: features of a layer of
                           the same name together; all tiles have extent 4096). The inputs after --onto
                           only add to tiles the inputs before it hold: their other tiles are dropped.
  subset OUT IN W,S,E,N    Copies into OUT only the tiles of IN that cover the box, at every zoom (a
                           test fixture).
  bounds Z W,S,E,N         Prints the box (W,S,E,N) of the zoom-Z tiles that cover the box W,S,E,N.
  pmtiles OUT IN           Writes IN as a PMTiles archive with the pmtiles package's writer. Unlike its
                           pmtiles-convert, the json row's vector_layers go to the top level of the
                           archive's metadata, where PMTiles readers look for them (as in TileJSON).

Tiles are written in address order with their features in canonical order (canonical.py) and fixed
metadata, so the same sources make the same file.
"""
import json
import math
import os
import sqlite3
import sys

from canonical import canonical

ATTRIBUTION = "© OpenStreetMap contributors; Natural Earth (public domain)"
CENTER = "24.9414,60.1710,12"


def create(path):
    if os.path.exists(path):
        os.remove(path)
    db = sqlite3.connect(path)
    db.executescript("""
        CREATE TABLE metadata (name TEXT, value TEXT);
        CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);
        CREATE UNIQUE INDEX tile_index ON tiles (zoom_level, tile_column, tile_row);
    """)
    return db


def metadata(db):
    return dict(db.execute("SELECT name, value FROM metadata"))


def write(out, rows, meta):
    out.executemany("INSERT INTO tiles VALUES (?, ?, ?, ?)", sorted(rows))
    out.executemany("INSERT INTO metadata VALUES (?, ?)", sorted(meta.items()))
    out.commit()
    out.execute("VACUUM")
    out.close()


def merge(target, *arguments):
    sources = [a for a in arguments if a != "--onto"]
    onto = sources[arguments.index("--onto"):] if "--onto" in arguments else []
    out = create(target)
    tiles, layers, zooms = {}, {}, []
    dropped = 0
    for source in sources:
        db = sqlite3.connect(source)
        for z, x, y, data in db.execute("SELECT zoom_level, tile_column, tile_row, tile_data FROM tiles "
                                        "ORDER BY zoom_level, tile_column, tile_row"):
            if source in onto and (z, x, y) not in tiles:
                dropped += 1
                continue
            tiles.setdefault((z, x, y), []).append(data)
        meta = metadata(db)
        zooms += [int(meta["minzoom"]), int(meta["maxzoom"])]
        for layer in json.loads(meta.get("json", "{}")).get("vector_layers", []):
            merged = layers.setdefault(layer["id"], {"id": layer["id"], "fields": {}, "minzoom": 99, "maxzoom": 0})
            merged["fields"].update(layer.get("fields", {}))
            merged["minzoom"] = min(merged["minzoom"], layer.get("minzoom", 0))
            merged["maxzoom"] = max(merged["maxzoom"], layer.get("maxzoom", 14))
        db.close()
    rows = [(z, x, y, canonical(*data)) for (z, x, y), data in tiles.items()]
    joined = sum(len(data) > 1 for data in tiles.values())
    meta = {
        "name": "WhimCore world", "format": "pbf", "type": "baselayer", "version": "1",
        "description": "Countries and oceans (Natural Earth) from the globe, central Helsinki (OpenStreetMap) to the street",
        "attribution": ATTRIBUTION, "minzoom": str(min(zooms)), "maxzoom": str(max(zooms)),
        "bounds": "-180,-85.0511,180,85.0511", "center": CENTER,
        "json": json.dumps({"vector_layers": [layers[k] for k in sorted(layers)]}, sort_keys=True),
    }
    write(out, rows, meta)
    print(f"merge: {len(rows)} tiles ({joined} joined from several inputs, {dropped} dropped), "
          f"zooms {min(zooms)}-{max(zooms)}, layers {', '.join(sorted(layers))}")


def column(lon, z):
    n = 1 << z
    return min(n - 1, int((lon + 180) / 360 * n))


def row(lat, z):
    n = 1 << z
    return min(n - 1, int((1 - math.asinh(math.tan(math.radians(lat))) / math.pi) / 2 * n))


def bounds(z, box):
    z = int(z)
    west, south, east, north = map(float, box.split(","))
    n = 1 << z
    def lon(x): return x / n * 360 - 180
    def lat(y): return math.degrees(math.atan(math.sinh(math.pi * (1 - 2 * y / n))))
    print(f"{lon(column(west, z)):.7f},{lat(row(south, z) + 1):.7f},{lon(column(east, z) + 1):.7f},{lat(row(north, z)):.7f}")


def subset(target, source, box):
    west, south, east, north = map(float, box.split(","))
    db = sqlite3.connect(source)
    meta = metadata(db)
    rows = []
    for z in range(int(meta["minzoom"]), int(meta["maxzoom"]) + 1):
        n = 1 << z
        for x in range(column(west, z), column(east, z) + 1):
            for y in range(row(north, z), row(south, z) + 1):
                rows += db.execute("SELECT zoom_level, tile_column, tile_row, tile_data FROM tiles "
                                   "WHERE zoom_level = ? AND tile_column = ? AND tile_row = ?", (z, x, n - 1 - y)).fetchall()
    meta["bounds"] = box
    write(create(target), rows, meta)
    print(f"subset: {len(rows)} tiles")


def to_pmtiles(target, source):
    from pmtiles.convert import mbtiles_to_header_json
    from pmtiles.tile import zxy_to_tileid
    from pmtiles.writer import write as write_pmtiles

    db = sqlite3.connect(source)
    meta = metadata(db)
    tiles = sorted((zxy_to_tileid(z, x, (1 << z) - 1 - row), data) for z, x, row, data in
                   db.execute("SELECT zoom_level, tile_column, tile_row, tile_data FROM tiles"))
    header, _ = mbtiles_to_header_json(meta)
    meta.update(json.loads(meta.pop("json", "{}")))
    with write_pmtiles(target) as writer:
        for tile_id, data in tiles:
            writer.write_tile(tile_id, data)
        writer.finalize(header, meta)
    print(f"pmtiles: {len(tiles)} tiles, {len(meta.get('vector_layers', []))} vector layers")


if __name__ == "__main__":
    command, *arguments = sys.argv[1:]
    {"merge": merge, "subset": subset, "bounds": bounds, "pmtiles": to_pmtiles}[command](*arguments)
