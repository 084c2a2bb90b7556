"""The probe's generated cases, one function per class: each yields `count` seeded `Case`s.

Mutants start from the shipped files (the Helsinki PBF extract, the world PMTiles, the Helsinki MBTiles
fixture, the app's style) and break them at the byte level and in their structure (inside compressed PBF
blocks and vector tiles, in SQLite rows, in the style's JSON tree).
"""
import gzip
import json
import os
import re
import sqlite3
import stat
import struct
import tempfile
import zlib


PRECIOUS = "{R}/outside/precious.txt"


class Case:
    """One run: the arguments (with {R} for the sandbox), files to set up, what it may write (sandbox-
    relative prefixes), the user files that must not be lost, and a setup of the sandbox (FIFOs, links)."""

    def __init__(self, args, files=None, may_write=(), guarded=(), setup=None, kind=""):
        self.args = args
        self.files = files or {}
        self.may_write = list(may_write)
        self.guarded = list(guarded)
        self.setup = setup
        self.kind = kind
MODEL = {"installed": ["english"], "hasOnboarded": True, "addedSets": ["creation", "hope"], "completedLessons": ["creation/1"],
         "isSecurityModeEnabled": True, "hasSeenSecurityOnboarding": True, "keyOrder": [0, 2, 4, 1],
         "areMobilizationToolsUnlocked": False}
STATE = {"elements": [{"name": "home", "parameters": {}, "presentedAs": {"push": {}}},
                      {"name": "nearby", "parameters": {}, "presentedAs": {"tab": {"index": 1}}},
                      {"name": "car-rental", "parameters": {"station": "kluuvi"}, "presentedAs": {"push": {}}}],
         "version": 1}
HOSTILE_NUMBERS = ["0", "-1", "1e9", "1e308", "-1e308", "nan", "inf", "-inf", "9223372036854775807",
                   "18446744073709551616", "0x10", "1_000", "", " ", "½", "1e-320", "2147483648", "-0"]
HOSTILE_TEXT = ["", "..", "../../outside/precious.txt", "/etc/passwd", "\x00", "\x1b[31mred", "\u202etxt.exe",
                "a" * 5000, "%00", "%2e%2e", "%ff%fe", "\ufeff", "é" * 300, "\r\n", "?", "#", "&&", "=", "@large",
                "\U0001F600", "\ud7ff", "中文", "' OR 1=1"]


# ---------------------------------------------------------------------------------------------- bytes

def mutate_bytes(rng, data, focus=None):
    """1–4 random edits: bit flips, special bytes, cuts, insertions, duplicated or deleted slices, a
    run of 0xFF (a varint that never ends, a huge length). `focus` (start, end) biases where they land."""
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        if not data:
            data += bytes(rng.randrange(256) for _ in range(rng.randint(1, 64)))
            continue
        lo, hi = focus if focus and rng.random() < 0.7 else (0, len(data))
        hi = max(lo + 1, min(hi, len(data)))
        at = rng.randrange(lo, hi) if hi > lo else 0
        op = rng.randrange(8)
        if op == 0:
            data[at] ^= 1 << rng.randrange(8)
        elif op == 1:
            data[at] = rng.choice([0, 0xFF, 0x7F, 0x80, 0x01])
        elif op == 2:
            del data[at:]
        elif op == 3:
            data[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 32)))
        elif op == 4:
            n = rng.randint(1, min(4096, len(data) - at))
            data[at:at] = data[at:at + n] * rng.randint(1, 8)
        elif op == 5:
            del data[at:at + rng.randint(1, 256)]
        elif op == 6:
            data[at:at + 10] = b"\xff" * 9 + b"\x7f"
        else:
            n = rng.choice([1, 2, 4, 8])
            data[at:at + n] = rng.randrange(256 ** n).to_bytes(n, "little")
    return bytes(data)


def varint(n):
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def read_varint(data, i):
    shift = value = 0
    while True:
        b = data[i]
        i += 1
        value |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            return value, i


def fields(data):
    """A protobuf message's fields as (number, wire type, value); raises on a malformed message."""
    i, out = 0, []
    while i < len(data):
        key, i = read_varint(data, i)
        number, wire = key >> 3, key & 7
        if wire == 0:
            value, i = read_varint(data, i)
        elif wire == 2:
            n, i = read_varint(data, i)
            value = data[i:i + n]
            if len(value) != n:
                raise ValueError("truncated")
            i += n
        elif wire == 5:
            value, i = data[i:i + 4], i + 4
        elif wire == 1:
            value, i = data[i:i + 8], i + 8
        else:
            raise ValueError("wire type")
        out.append((number, wire, value))
    return out


def encode(fs):
    out = bytearray()
    for number, wire, value in fs:
        out += varint(number << 3 | wire)
        if wire == 0:
            out += varint(value)
        elif wire == 2:
            out += varint(len(value)) + value
        else:
            out += value
    return bytes(out)


def mutate_message(rng, data, depth=0):
    """A structure-aware protobuf mutant: a field's number, varint or length changed, a field dropped or
    repeated, a nested message mutated in turn; bytes when it does not parse."""
    try:
        fs = fields(data)
    except (ValueError, IndexError):
        return mutate_bytes(rng, data)
    if not fs:
        return mutate_bytes(rng, data)
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(fs))
        number, wire, value = fs[i]
        op = rng.randrange(6)
        if op == 0 and wire == 0:
            fs[i] = (number, wire, rng.choice([0, 1, 2 ** 31, 2 ** 32 - 1, 2 ** 63, 2 ** 64 - 1, value * 1000, value + 1]))
        elif op == 1:
            del fs[i]
            if not fs:
                return b""
        elif op == 2:
            fs[i:i] = [fs[i]] * rng.randint(1, 50)
        elif op == 3:
            fs[i] = (rng.choice([number, number + 1, 0 if number else 1, 15, 2 ** 20]), wire, value)
        elif op == 4 and wire == 2 and depth < 4:
            fs[i] = (number, wire, mutate_message(rng, value, depth + 1))
        elif wire == 2:
            fs[i] = (number, wire, mutate_bytes(rng, value))
    return encode(fs)


# ------------------------------------------------------------------------------------------------ PBF

def pbf_blocks(data):
    """The file's (header bytes, blob bytes) pairs."""
    i, blocks = 0, []
    while i + 4 <= len(data):
        n = struct.unpack(">I", data[i:i + 4])[0]
        header = data[i + 4:i + 4 + n]
        size = dict((f, v) for f, _, v in fields(header)).get(3, 0)
        blob = data[i + 4 + n:i + 4 + n + size]
        blocks.append((header, blob))
        i += 4 + n + size
    return blocks


def pbf_file(blocks):
    out = bytearray()
    for header, blob in blocks:
        hf = [(f, w, (len(blob) if f == 3 else v)) for f, w, v in fields(header)]
        h = encode(hf)
        out += struct.pack(">I", len(h)) + h + blob
    return bytes(out)


def mutate_pbf(rng, original, blocks):
    kind = rng.random()
    if kind < 0.35:
        return mutate_bytes(rng, original, focus=(0, 4096))
    blocks = list(blocks)
    i = rng.randrange(len(blocks))
    header, blob = blocks[i]
    bf = fields(blob)
    raw = next((v for f, _, v in bf if f == 3), None)
    if kind < 0.85 and raw is not None:
        inner = zlib.decompress(raw)
        inner = mutate_message(rng, inner) if rng.random() < 0.7 else mutate_bytes(rng, inner)
        raw_size = len(inner) if rng.random() < 0.9 else rng.choice([0, 2 ** 31, len(inner) // 2])
        blob = encode([(2, 0, raw_size), (3, 2, zlib.compress(inner))])
    elif kind < 0.92:
        blob = encode([(2, 0, rng.choice([2 ** 40, 2 ** 31, 64 << 20])), (3, 2, zlib.compress(b"\0" * 1000))])
    else:
        header = mutate_message(rng, header)
    blocks[i] = (header, blob)
    if rng.random() < 0.1:
        blocks.insert(rng.randrange(len(blocks)), blocks[rng.randrange(len(blocks))])
    try:
        return pbf_file(blocks)
    except (ValueError, IndexError):
        return mutate_bytes(rng, original)


def cases_pbf(rng, count, assets, repo):
    with open(os.path.join(assets, "maps/helsinki.osm.pbf"), "rb") as f:
        original = f.read()
    blocks = pbf_blocks(original)
    for n in range(count):
        data = mutate_pbf(rng, original, blocks)
        if n % 4 == 3:
            args = ["map", "render", "{R}/in/m.osm.pbf", "--size", "320x200", "--out", "{R}/out/m.png"]
        elif n % 4 == 2:
            args = ["map", "route", "{R}/in/m.osm.pbf", "--from=60.17,24.94", "--to=60.19,24.96"]
        else:
            args = ["map", "info", "{R}/in/m.osm.pbf"]
        yield Case(args, files={"in/m.osm.pbf": data}, may_write=["out/"])


# ------------------------------------------------------------------------------ tile archives and MVT

def mbtiles_mutant(rng, fixture, tile_mutator=None):
    """The MBTiles fixture with SQL-level damage (or every tile passed through `tile_mutator`)."""
    fd, path = tempfile.mkstemp(suffix=".mbtiles")
    os.close(fd)
    with open(fixture, "rb") as src, open(path, "wb") as dst:
        dst.write(src.read())
    db = sqlite3.connect(path)
    try:
        if tile_mutator:
            rows = db.execute("SELECT zoom_level, tile_column, tile_row, tile_data FROM tiles").fetchall()
            for z, x, y, blob in rows:
                try:
                    raw = gzip.decompress(blob)
                    zipped = True
                except OSError:
                    raw, zipped = blob, False
                new = tile_mutator(raw)
                db.execute("UPDATE tiles SET tile_data=? WHERE zoom_level=? AND tile_column=? AND tile_row=?",
                           (gzip.compress(new) if zipped and rng.random() < 0.9 else new, z, x, y))
        else:
            for _ in range(rng.randint(1, 3)):
                op = rng.randrange(8)
                if op == 0:
                    key = rng.choice(["minzoom", "maxzoom", "bounds", "center", "format", "json", "name", "attribution"])
                    value = rng.choice(HOSTILE_NUMBERS + HOSTILE_TEXT + ["1,2,3", "-180,-90,180,90,1", "{\"vector_layers\":7}",
                                                                         "[" * 5000, "pbf", "png", "99"])
                    db.execute("UPDATE metadata SET value=? WHERE name=?", (value, key))
                elif op == 1:
                    db.execute("INSERT INTO tiles VALUES (?,?,?,?)",
                               (rng.choice([-1, 31, 99, 2 ** 40, 0]), rng.choice([-5, 0, 2 ** 33]),
                                rng.choice([-5, 0, 2 ** 33]), os.urandom(rng.randint(0, 200))))
                elif op == 2:
                    db.execute("UPDATE tiles SET tile_data=? WHERE rowid IN (SELECT rowid FROM tiles ORDER BY random() LIMIT 5)",
                               (gzip.compress(b"\0" * rng.choice([1 << 20, 64 << 20])),))
                elif op == 3:
                    db.execute(rng.choice(["DROP TABLE metadata", "DROP TABLE tiles", "ALTER TABLE tiles RENAME TO t2",
                                           "DROP INDEX IF EXISTS tile_index", "DELETE FROM tiles",
                                           "CREATE VIEW IF NOT EXISTS tiles2 AS SELECT 1"]))
                elif op == 4:
                    db.execute("UPDATE tiles SET tile_data=NULL WHERE rowid IN (SELECT rowid FROM tiles LIMIT 3)")
                elif op == 5:
                    db.execute("UPDATE tiles SET zoom_level='x' WHERE rowid IN (SELECT rowid FROM tiles LIMIT 3)")
                elif op == 6:
                    db.execute("INSERT INTO metadata VALUES (?, ?)", ("json", "x" * rng.choice([10, 1 << 20])))
                else:
                    db.execute("UPDATE tiles SET tile_data=? WHERE rowid IN (SELECT rowid FROM tiles ORDER BY random() LIMIT 20)",
                               (os.urandom(rng.randint(1, 500)),))
        db.commit()
    except sqlite3.Error:
        pass
    db.close()
    with open(path, "rb") as f:
        data = f.read()
    os.unlink(path)
    if not tile_mutator and rng.random() < 0.3:
        data = mutate_bytes(rng, data, focus=(0, 4096))
    return data


def tile_commands(n, name, style=False):
    path = "{R}/in/" + name
    shape = n % 4
    if shape == 0:
        return ["map", "info", path]
    if shape == 3:
        return ["run", "--map", path, "--seconds", "1", "--state", "{R}/home/state.json"]
    return ["map", "render", path, "--size", "320x200", "--out", "{R}/out/m.png"] + (["--zoom", "12"] if shape == 2 else [])


def cases_tiles(rng, count, assets, repo):
    with open(os.path.join(assets, "maps/world.pmtiles"), "rb") as f:
        pmtiles = f.read()
    fixture = os.path.join(repo, "Tests/WhimTilesTests/Fixtures/helsinki-center.mbtiles")
    for n in range(count):
        if n % 2 == 0:
            data, name = mutate_bytes(rng, pmtiles, focus=(0, 16384)), "m.pmtiles"
        else:
            data, name = mbtiles_mutant(rng, fixture), "m.mbtiles"
        yield Case(tile_commands(n // 2, name), files={"in/" + name: data}, may_write=["out/", "home/"])


def cases_mvt(rng, count, assets, repo):
    fixture = os.path.join(repo, "Tests/WhimTilesTests/Fixtures/helsinki-center.mbtiles")
    for n in range(count):
        data = mbtiles_mutant(rng, fixture, tile_mutator=lambda raw: mutate_message(rng, raw)
                              if rng.random() < 0.8 else mutate_bytes(rng, raw))
        yield Case(tile_commands(n, "m.mbtiles"), files={"in/m.mbtiles": data}, may_write=["out/", "home/"])


# ------------------------------------------------------------------------------------------------ style

def random_value(rng):
    return rng.choice([None, True, -1, 0, 1e308, -1e308, 2 ** 64, "", "#zzz", "rgba(1,2)", "x" * 100000,
                       [], {}, ["get"], ["interpolate", ["linear"], ["zoom"]], ["step"], ["match", 1],
                       ["case"], ["literal"], ["coalesce"], ["==", "a"], ["let", "x"], ["var", "nope"],
                       ["format"], ["to-color", "x"], ["at", 1e9, ["literal", []]], ["zoom"], [["zoom"]],
                       {"stops": [[1e308, 1], [-1, 2]]}, {"stops": []}, {"base": -5, "stops": [[0, 0]]},
                       "{name:latin}", "\x00", "\u202e", 1e-320, [1] * 10000])


def mutate_json(rng, tree):
    """A structural edit at a random place of a JSON tree: a value replaced, a key removed, an array
    element repeated many times, deep nesting, an unknown layer type."""
    def walk(node, depth=0):
        if isinstance(node, dict) and node and depth < 12 and rng.random() < 0.8:
            key = rng.choice(list(node))
            op = rng.random()
            if op < 0.5:
                return walk(node[key], depth + 1) or (node, key)
            return (node, key)
        if isinstance(node, list) and node and depth < 12 and rng.random() < 0.8:
            i = rng.randrange(len(node))
            return walk(node[i], depth + 1) or (node, i)
        return None
    for _ in range(rng.randint(1, 4)):
        spot = walk(tree)
        if not spot:
            continue
        parent, key = spot
        op = rng.random()
        if op < 0.5:
            parent[key] = random_value(rng)
        elif op < 0.65 and isinstance(parent, dict):
            del parent[key]
        elif op < 0.75 and isinstance(parent, list):
            parent[key:key] = [parent[key]] * rng.randint(10, 2000)
        elif op < 0.85:
            parent[key] = f"__DEEP{rng.choice([100, 5000, 50000])}__"  # nesting, spelled out by `dump`
        elif isinstance(parent, dict) and key == "type":
            parent[key] = rng.choice(["hillshade", "heatmap", "fill-extrusion", "raster", "sky", "", "x" * 300])
        else:
            parent[key] = random_value(rng)
    return tree


def dump(tree):
    """The JSON text of a mutated tree, with its deep-nesting marks spelled out as nested arrays."""
    text = json.dumps(tree)
    return re.sub(r'"__DEEP(\d+)__"', lambda m: "[" * int(m.group(1)) + "0" + "]" * int(m.group(1)), text).encode()


def cases_style(rng, count, assets, repo):
    with open(os.path.join(assets, "styles/whim-light.json"), "rb") as f:
        original = f.read()
    for n in range(count):
        if n % 3 == 2:
            data = mutate_bytes(rng, original)
        else:
            data = dump(mutate_json(rng, json.loads(original)))
        world = os.path.join(assets, "maps/world.pmtiles")
        if n % 2 == 0:
            args = ["map", "render", world, "--style", "{R}/in/s.json", "--size", "320x200", "--out", "{R}/out/m.png"]
            if n % 4 == 2:
                args += ["--center", "60.17,24.94", "--zoom", str(rng.choice([3, 10, 14, 16]))]
        else:
            args = ["run", "--style", "{R}/in/s.json", "--seconds", "1", "--state", "{R}/home/state.json"]
        yield Case(args, files={"in/s.json": data}, may_write=["out/", "home/"])


# ------------------------------------------------------------------------------------------------ links

ROUTES = ["home", "nearby", "bikes", "taxi", "transit", "car-rental", "settings", "map-data", "licences", "detail",
          "login", "notes", "folder", "note", "lesson", "piano", "tracker", "week", "day", "", ".", "..", "%2e%2e"]
SCHEMES = ["whim://", "whim:/", "/", "WHIM://", "http://", "", "whim:", "whim:///", "//", "notes://"]
EXAMPLES = ["navigator", "notes", "waha", "tracker"]


GOOD_LINKS = ["whim://home", "whim://home/nearby", "whim://home/nearby/bikes", "whim://home/taxi", "whim://home/transit",
              "whim://home/car-rental?station=kluuvi", "whim://home/settings/map-data", "whim://home/settings/licences@large",
              "/home/nearby/bikes", "whim:/home/settings", "/login", "/home/detail?id=0", "/home", "/Work", "/Work/a.md",
              "/settings", "/week", "/day?d=3"]


def plausible_link(rng):
    """A link that works, or nearly: a known one with at most one small change."""
    link = rng.choice(GOOD_LINKS)
    op = rng.randrange(6)
    if op == 1:
        link += "/" + rng.choice(ROUTES)
    elif op == 2:
        link += ("&" if "?" in link else "?") + rng.choice(["station", "id", "x"]) + "=" + rng.choice(
            ["kluuvi", "1", "-1", "1e9", "%41", "é", "", "99999999999999999999"])
    elif op == 3:
        link = link.replace("/", "//", 1)
    elif op == 4:
        link = link.upper() if rng.random() < 0.5 else link + "/"
    return link


def random_link(rng):
    if rng.random() < 0.5:
        return plausible_link(rng)
    path = "/".join(rng.choice(ROUTES + HOSTILE_TEXT[:8]) if rng.random() < 0.85 else rng.choice(HOSTILE_TEXT)
                    for _ in range(rng.randint(0, 6)))
    link = rng.choice(SCHEMES) + path
    if rng.random() < 0.5:
        pairs = []
        for _ in range(rng.randint(1, 4)):
            key = rng.choice(["station", "id", "note", "folder", "q", "", "station"])
            value = rng.choice(["kluuvi", "0", "-1", "99999999999999999999"] + HOSTILE_TEXT + HOSTILE_NUMBERS)
            pairs.append(key + "=" + value)
        link += "?" + "&".join(pairs)
    if rng.random() < 0.2:
        link += rng.choice(["@large", "@", "#frag", "@large@large"])
    if rng.random() < 0.05:
        link = link * rng.randint(10, 3000)
    # argv cannot hold NUL, and the kernel refuses one argument over 128 KiB.
    return link.replace("\x00", "")[:100_000]


def output_setup(rng):
    """An --out that is sometimes a link to a file outside, a dangling link, a FIFO or a folder."""
    kind = rng.randrange(6)
    def setup(root):
        target = os.path.join(root, "out", "x.png")
        if kind == 1:
            os.symlink(os.path.join(root, "outside", "precious.txt"), target)
        elif kind == 2:
            os.symlink(os.path.join(root, "outside", "made-by-link.png"), target)
        elif kind == 3:
            os.mkfifo(target)
        elif kind == 4:
            os.mkdir(target)
    return setup


def cases_links(rng, count, assets, repo):
    for n in range(count):
        link = random_link(rng)
        size = rng.choice(["320x200"] * 5 + ["160x100", "0x0", "99999x99999", "-5x5", "1x1"])
        if n % 2 == 0:
            args = ["open", link, "--out", "{R}/out/x.png", "--size", size]
        else:
            args = ["example", rng.choice(EXAMPLES * 4 + ["atlantis", ""]), "--headless", "--link", link,
                    "--out", "{R}/out/x.png", "--notes-dir", "{R}/home/data", "--size", size]
        yield Case(args, may_write=["out/", "home/"], setup=output_setup(rng))


# ---------------------------------------------------------------------------------------- state files

def mutate_text_json(rng, value):
    text = json.dumps(value).encode()
    op = rng.random()
    if op < 0.4:
        return mutate_bytes(rng, text)
    if op < 0.8:
        return dump(mutate_json(rng, json.loads(text)))
    return rng.choice([b"", b"\xef\xbb\xbf" + text, text * 2, b"{" * 100000, b"null", b"[]", b"\0" * 4096,
                       json.dumps(dict(value, version=rng.choice([2, 0, -1, 1e300, "1"]), future="keep me")).encode(),
                       text + b"\n" + os.urandom(64), b"x" * (2 << 20)])


def special_file_setup(rng, relative):
    """Something other than a regular file at `relative`, sometimes: a FIFO, a folder, a socket, a link
    (to a file outside, or dangling), unreadable copies already there."""
    kind = rng.randrange(12)
    def setup(root):
        path = os.path.join(root, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if kind < 6:
            return
        if os.path.lexists(path):
            os.unlink(path)
        if kind == 6:
            os.mkfifo(path)
        elif kind == 7:
            os.mkdir(path)
        elif kind == 8:
            os.symlink(os.path.join(root, "outside", "precious.txt"), path)
        elif kind == 9:
            os.symlink(os.path.join(root, "outside", "nothing-here"), path)
        elif kind == 10:
            import socket
            s = socket.socket(socket.AF_UNIX)
            try:
                s.bind(path)
            except OSError:
                pass
            s.close()
        else:
            with open(path, "wb") as f:
                f.write(b"{corrupt")
            for i in range(12):
                name = path + ".unreadable" + ("" if i == 0 else f".{i}")
                with open(name, "wb") as f:
                    f.write(f"copy {i}".encode())
    return setup


def cases_state(rng, count, assets, repo):
    for n in range(count):
        data = mutate_text_json(rng, STATE)
        app = rng.choice([["run"], ["run"], ["example", "tracker"], ["example", "navigator"]])
        args = app + ["--state", "{R}/home/s/state.json", "--seconds", "1"]
        if rng.random() < 0.3:
            args.append("--no-restore")
        yield Case(args, files={"home/s/state.json": data}, may_write=["home/s/"],
                   guarded=["home/s/state.json"], setup=special_file_setup(rng, "home/s/state.json"))


# ---------------------------------------------------------------------------------------------- notes

def notes_setup(rng):
    """A hostile notes folder: odd names (not UTF-8, control characters, long), huge one-line notes,
    binary notes, links to files outside, a FIFO named like a note, garbage settings."""
    plan = []
    for _ in range(rng.randint(1, 8)):
        folder = rng.choice([b"Work", b"Home", b"\xff\xfe", b"a\x1bb", b"x" * 200, b".hidden", b"dup", b"\xc3"])
        name = rng.choice([b"a.md", b"b.md", b"\xff.md", b"\x1b[2J.md", b"n" * 250 + b".md", b".md", b"c.txt", b"d"])
        body = rng.choice([b"title\nline\n", b"no newline", b"z" * 70000 + b"\ntail", b"z" * 200000, os.urandom(300),
                           b"\xef\xbb\xbf# BOM\n", b"", b"\r\n" * 1000, "ünïcode\n".encode()])
        plan.append((folder, name, body))
    extras = rng.sample(["link-out", "link-dir", "fifo", "settings", "folder-file", "deep", "unreadable"], rng.randint(0, 3))

    def setup(root):
        notes = os.path.join(root, "home", "notes").encode()
        os.makedirs(notes, exist_ok=True)
        for folder, name, body in plan:
            d = os.path.join(notes, folder)
            try:
                os.makedirs(d, exist_ok=True)
                with open(os.path.join(d, name), "wb") as f:
                    f.write(body)
            except OSError:
                pass
        outside = os.path.join(root, "outside").encode()
        os.makedirs(os.path.join(notes, b"Work"), exist_ok=True)
        for extra in extras:
            try:
                if extra == "link-out":
                    os.symlink(os.path.join(outside, b"precious.txt"), os.path.join(notes, b"Work", b"link.md"))
                elif extra == "link-dir":
                    os.symlink(outside, os.path.join(notes, b"Outside"))
                elif extra == "fifo":
                    os.mkfifo(os.path.join(notes, b"Work", b"pipe.md"))
                elif extra == "settings":
                    with open(os.path.join(notes, b".whim-notes"), "wb") as f:
                        f.write(os.urandom(200))
                elif extra == "folder-file":
                    os.mkdir(os.path.join(notes, b"Work", b"folder.md"))
                elif extra == "deep":
                    d = notes
                    for _ in range(60):
                        d = os.path.join(d, b"d")
                    os.makedirs(d, exist_ok=True)
                elif extra == "unreadable":
                    p = os.path.join(notes, b"Work", b"locked.md")
                    with open(p, "wb") as f:
                        f.write(b"locked\n")
                    os.chmod(p, 0)
            except OSError:
                pass
    return setup


def cases_notes(rng, count, assets, repo):
    for n in range(count):
        args = ["example", "notes", "--headless", "--notes-dir", "{R}/home/notes", "--out", "{R}/out/x.png",
                "--size", "320x200"]
        if n % 3 == 1:
            args += ["--link", random_link(rng).replace("whim://", "/")]
        elif n % 3 == 2:
            args = ["example", "notes", "--headless", "--notes-dir", "{R}/home/notes", "--contact-sheet",
                    "{R}/out/c.png"]
        yield NotesCase(args, setup=notes_setup(rng))


class NotesCase(Case):
    """A notes case: every file in the folder before the run must be there after it, unchanged (new notes
    and settings may appear)."""

    def __init__(self, args, setup):
        super().__init__(args, may_write=["out/", "home/notes/"], setup=setup, kind="notes")


# ----------------------------------------------------------------------------------------------- Waha

def cases_waha(rng, count, assets, repo):
    for n in range(count):
        model = dict(MODEL)
        if rng.random() < 0.2:
            data = json.dumps(model).encode()
        elif rng.random() < 0.3:
            model["keyOrder"] = rng.choice([[], [1], [1, 2, 3, 4, 5], [1] * 16, [-1, 0, 9, 99], [1e300] * 4, ["a"] * 4])
            model["isSecurityModeEnabled"] = rng.random() < 0.7
            data = json.dumps(model).encode()
        else:
            data = mutate_text_json(rng, model)
        args = ["example", "waha", "--headless", "--notes-dir", "{R}/home/waha", "--out", "{R}/out/x.png", "--size", "320x200"]
        if n % 3 == 1:
            args[-4:-4] = ["--link", random_link(rng).replace("whim://", "/")]
        yield Case(args, files={"home/waha/model.json": data}, may_write=["out/", "home/waha/"],
                   guarded=["home/waha/model.json"], setup=special_file_setup(rng, "home/waha/model.json"))


# -------------------------------------------------------------------------------------- recording scripts

def script_line(rng, hostile=0.1):
    """One script line; with probability `hostile` each number, name or text in it is a hostile one."""
    bad = lambda: rng.random() < hostile
    number = lambda: rng.choice(HOSTILE_NUMBERS) if bad() else str(round(rng.uniform(0, 0.3), 2))
    coord = lambda: rng.choice(HOSTILE_NUMBERS) if bad() else rng.choice([str(rng.randint(0, 159)), f"{rng.randint(0, 100)}%"])
    ident = lambda: rng.choice(["#nope", "#", "#" + "x" * 5000]) if bad() else rng.choice(["#options", "#tabs", "#book", "#card-handle"])
    choices = [
        lambda: f"wait {number()}",
        lambda: f"tap {coord()} {coord()}",
        lambda: f"tap {ident()}",
        lambda: f"row {rng.choice(['0', '1', '3', '-1', '1e9', 'nan'])} {ident()}",
        lambda: f"segment {rng.choice(['0', '1', '9', 'x'])} {ident()}",
        lambda: f"drag {coord()} {coord()} {coord()} {coord()} {number()}",
        lambda: f"drag {coord()} {coord()} by {coord()} {coord()} {number()}",
        lambda: f"wheel {coord()} {coord()} {number()}",
        lambda: f"key {rng.choice(['', 'nope', 'ctrl+q']) if bad() else rng.choice(['escape', 'esc', 'enter', 'tab', 'f1', 'x'])}",
        lambda: f"type {rng.choice(HOSTILE_TEXT) if bad() else 'Kamppi'}",
        lambda: f"open {random_link(rng) if bad() else plausible_link(rng)}",
        lambda: f"shot {rng.choice(['../../outside/precious', '/etc/passwd', '.hidden', 'x' * 300, 'sub/dir', '']) if bad() else rng.choice(['a', 'b', 'é'])}",
        lambda: f"set {'nope' if bad() else 'reduced-motion'} {'maybe' if bad() else rng.choice(['on', 'off'])}",
        lambda: "# a comment",
        lambda: rng.choice(HOSTILE_TEXT) if bad() else "",
    ]
    return rng.choice(choices)()


def cases_scripts(rng, count, assets, repo):
    for n in range(count):
        hostile = rng.choice([0, 0, 0.02, 0.1, 0.5])
        lines = [script_line(rng, hostile) for _ in range(rng.randint(1, 40))]
        if rng.random() < 0.1:
            lines += ["shot s"] * rng.choice([700, 10001])
        if rng.random() < 0.05:
            lines += ["wait 60"] * 11
        text = rng.choice(["\n", "\r\n", "\r"]).join(lines).encode("utf-8", "surrogatepass")
        if rng.random() < 0.1:
            text = mutate_bytes(rng, text)
        setup = None
        if rng.random() < 0.1:
            def setup(root):
                os.makedirs(os.path.join(root, "out", "rec"), exist_ok=True)
                os.symlink(os.path.join(root, "outside", "precious.txt"), os.path.join(root, "out", "rec", "a.png"))
        args = ["record", "--script", "{R}/in/s.txt", "--out", "{R}/out/rec", "--size", "160x100", "--every", "30"]
        yield Case(args, files={"in/s.txt": text}, may_write=["out/"], setup=setup)


# ----------------------------------------------------------------------------------------------- bench

def cases_bench(rng, count, assets, repo):
    options = {
        "--frames": lambda: rng.choice(["1", "2"] + HOSTILE_NUMBERS),
        "--size": lambda: rng.choice(["64x64", "32x20", "16384x16384", "0x0", "-1x5", "99999999x1", "1x1", "x", "64"]),
        "--worst": lambda: rng.choice(HOSTILE_NUMBERS),
        "--map-grid": lambda: rng.choice(HOSTILE_NUMBERS),
        "--gigabytes": lambda: rng.choice(HOSTILE_NUMBERS + ["0.001", "17"]),
        "--pan-frames": lambda: rng.choice(HOSTILE_NUMBERS),
        "--archive": lambda: rng.choice(["{R}/in/none.pmtiles", "{R}/outside", "/dev/zero", PRECIOUS]),
        "--make-archive": lambda: rng.choice(["{R}/outside/precious.txt", "{R}/outside", "{R}/out/a.pmtiles"]),
    }
    for n in range(count):
        chosen = rng.sample(sorted(options), rng.randint(1, 3))
        # Anything left valid keeps the run cheap: one frame of a small size.
        values = {"--frames": "1", "--size": "64x64"}
        for name in chosen:
            values[name] = options[name]()
        args = ["bench"]
        for name, value in values.items():
            args += [name, value]
        if rng.random() < 0.2:
            args.append(rng.choice(["--json", "--window"]))
        if "--make-archive" in chosen and "--gigabytes" not in chosen:
            args += ["--gigabytes", rng.choice(["0", "-1", "1e9", "nan"])]
        yield Case(args, may_write=["out/"])
