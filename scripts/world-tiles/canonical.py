"""Puts a vector tile's features in a fixed order, so the same features always give the same bytes.

tilemaker's order of features within a layer (and so of each layer's key and value tables) varies from
run to run; the features themselves do not. This reorders each layer's features by geometry type,
geometry and attributes, rebuilds the key and value tables in order of first use, and gzips without a
timestamp. Works on the protocol-buffer wire format (MVT 2.1), keeping every byte of every geometry
and value as it was. Also joins tiles at the same address into one (canonical(tile, *others)).
"""
import gzip


def _varint(data, at):
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, at
        shift += 7


def _put_varint(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def _fields(data):
    """(field number, wire type, raw value) of each field of one message."""
    at = 0
    while at < len(data):
        key, at = _varint(data, at)
        number, wire = key >> 3, key & 7
        if wire == 0:
            start = at
            _, at = _varint(data, at)
            yield number, wire, data[start:at]
        elif wire == 2:
            length, at = _varint(data, at)
            yield number, wire, data[at:at + length]
            at += length
        elif wire == 1:
            yield number, wire, data[at:at + 8]
            at += 8
        elif wire == 5:
            yield number, wire, data[at:at + 4]
            at += 4
        else:
            raise ValueError(f"wire type {wire}")


def _field(number, wire, raw):
    head = _put_varint(number << 3 | wire)
    return head + (_put_varint(len(raw)) + raw if wire == 2 else raw)


def _packed(data):
    values, at = [], 0
    while at < len(data):
        value, at = _varint(data, at)
        values.append(value)
    return values


def _parse_layer(data):
    """A layer's fields other than features, keys and values, and its features as (other fields, tags)
    with each tag as the (key, value) bytes it stands for."""
    keys, values, features, rest = [], [], [], []
    for number, wire, raw in _fields(data):
        if number == 3:
            keys.append(bytes(raw))
        elif number == 4:
            values.append(bytes(raw))
        elif number == 2:
            features.append(raw)
        else:
            rest.append((number, wire, bytes(raw)))
    parsed = []
    for feature in features:
        tags, other = [], []
        for number, wire, raw in _fields(feature):
            if number == 2:
                indices = _packed(raw)
                tags = sorted((keys[k], values[v]) for k, v in zip(indices[0::2], indices[1::2]))
            else:
                other.append((number, wire, bytes(raw)))
        parsed.append((sorted(other), tags))
    return sorted(rest), parsed


def _build_layer(rest, parsed):
    parsed = sorted(parsed)
    key_index, value_index, out_features = {}, {}, []
    for other, tags in parsed:
        indices = []
        for key, value in tags:
            indices += [key_index.setdefault(key, len(key_index)), value_index.setdefault(value, len(value_index))]
        body = b"".join(_field(n, w, r) for n, w, r in other if n == 1)
        if indices:
            body += _field(2, 2, b"".join(_put_varint(i) for i in indices))
        body += b"".join(_field(n, w, r) for n, w, r in other if n != 1)
        out_features.append(body)
    head = b"".join(_field(n, w, r) for n, w, r in rest if n == 1)
    tail = b"".join(_field(n, w, r) for n, w, r in rest if n != 1)
    return (head + b"".join(_field(2, 2, f) for f in out_features)
            + b"".join(_field(3, 2, k) for k in key_index) + b"".join(_field(4, 2, v) for v in value_index) + tail)


def canonical(tile, *others):
    """The gzip-compressed tile `tile` (gzip or plain) with its features in canonical order.

    With `others` (tiles at the same address), their layers are joined in: a layer whose name the tile
    already has gets their features added to its own (the layers must agree on version and extent;
    features are not rescaled), and a new name becomes a new layer after the tile's own.
    """
    layers, order = {}, []
    for one in (tile,) + others:
        data = gzip.decompress(one) if one[:2] == b"\x1f\x8b" else one
        for number, wire, raw in _fields(data):
            if number != 3:
                raise ValueError(f"tile field {number}: only layers expected")
            rest, parsed = _parse_layer(raw)
            name = next(r for n, _, r in rest if n == 1)
            if name not in layers:
                layers[name] = (rest, [])
                order.append(name)
            elif layers[name][0] != rest:
                raise ValueError(f"layer {name.decode()}: version or extent differ between joined tiles")
            layers[name][1].extend(parsed)
    out = b"".join(_field(3, 2, _build_layer(*layers[name])) for name in order)
    return gzip.compress(out, compresslevel=9, mtime=0)
