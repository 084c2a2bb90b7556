#!/usr/bin/env python3
"""Writes Assets/styles/whim-light.json: the app's default MapLibre style for the OpenMapTiles schema, in the
app's own look, whose colours and widths are defined here.

Widths are zoom curves (geometric between stops, extended past the ends at the same rate); each
becomes an exponential (base 2) `interpolate` through the curve's values at its stops and at the zooms the
layer spans, and a casing's width is the road's plus twice the casing's, sampled at the union of both
curves' stops. Run from the repository root after changing it."""
import json, math

def curve(stops):
    def value(z):
        zs = [s[0] for s in stops]; vs = [max(s[1], 1e-6) for s in stops]
        if len(zs) == 1: return vs[0]
        i = 0 if z <= zs[0] else (len(zs) - 2 if z >= zs[-1] else max(k for k in range(len(zs) - 1) if zs[k] < z))
        z0, z1, v0, v1 = zs[i], zs[i + 1], vs[i], vs[i + 1]
        return v0 * (v1 / v0) ** ((z - z0) / (z1 - z0))
    return value

def interp(value, zooms):
    out = ["interpolate", ["exponential", 2], ["zoom"]]
    for z in sorted(set(zooms)):
        out += [z, round(value(z), 2)]
    return out

def hexc(v, alpha=None):
    return "#%06X" % v if alpha is None else "rgba(%d, %d, %d, %s)" % (v >> 16, (v >> 8) & 255, v & 255, alpha)

SRC = "openmaptiles"
layers = []
def add(layer):
    layer.setdefault("source", SRC)
    layers.append(layer)

LAND, WATER, PARK, LANDUSE, PEDESTRIAN = 0xF4F1EA, 0x9CCBF2, 0xCDE8C1, 0xEEEAE2, 0xF8F6F9
BUILDING, BUILDING_OUTLINE = 0xE3DED5, 0xD2CCC1
HALO = hexc(0xFFFFFF, 0.9)

layers.append({"id": "background", "type": "background", "paint": {"background-color": hexc(LAND)}})
add({"id": "landuse", "type": "fill", "source-layer": "landuse",
     "filter": ["match", ["get", "class"], ["residential", "suburb", "neighbourhood", "commercial", "industrial", "retail"], True, False],
     "paint": {"fill-color": hexc(LANDUSE), "fill-opacity": ["interpolate", ["linear"], ["zoom"], 8, 0, 10, 1]}})
add({"id": "landuse-pedestrian", "type": "fill", "source-layer": "landuse", "minzoom": 13,
     "filter": ["match", ["get", "class"], ["pedestrian", "square"], True, False], "paint": {"fill-color": hexc(PEDESTRIAN)}})
add({"id": "landcover", "type": "fill", "source-layer": "landcover",
     "filter": ["match", ["get", "class"], ["wood", "grass", "farmland", "wetland"], True, False],
     "paint": {"fill-color": hexc(PARK), "fill-opacity": ["match", ["get", "class"], "wood", 0.6, 0.35]}})
add({"id": "park", "type": "fill", "source-layer": "park", "paint": {"fill-color": hexc(PARK)}})
add({"id": "water", "type": "fill", "source-layer": "water",
     "filter": ["!=", ["get", "brunnel"], "tunnel"], "paint": {"fill-color": hexc(WATER)}})
add({"id": "waterway-river", "type": "line", "source-layer": "waterway", "minzoom": 8,
     "filter": ["all", ["==", ["get", "class"], "river"], ["!=", ["get", "brunnel"], "tunnel"]],
     "layout": {"line-cap": "round", "line-join": "round"},
     "paint": {"line-color": hexc(WATER), "line-width": interp(curve([(12, 0.6), (16, 2), (18, 5)]), [8, 12, 16, 18, 20])}})
add({"id": "waterway", "type": "line", "source-layer": "waterway", "minzoom": 13,
     "filter": ["all", ["!=", ["get", "class"], "river"], ["!=", ["get", "brunnel"], "tunnel"]],
     "layout": {"line-cap": "round", "line-join": "round"},
     "paint": {"line-color": hexc(WATER), "line-width": interp(curve([(12, 0.6), (16, 2), (18, 5)]), [13, 16, 18, 20])}})
add({"id": "aeroway-area", "type": "fill", "source-layer": "aeroway", "minzoom": 11,
     "filter": ["==", ["geometry-type"], "Polygon"], "paint": {"fill-color": "#E6E3EC"}})
add({"id": "aeroway-runway", "type": "line", "source-layer": "aeroway", "minzoom": 11,
     "filter": ["all", ["==", ["geometry-type"], "LineString"], ["match", ["get", "class"], ["runway", "taxiway"], True, False]],
     "paint": {"line-color": "#D4D0DB", "line-width": ["interpolate", ["exponential", 2], ["zoom"], 11, 1, 14, 6, 18, 60]}})
add({"id": "building", "type": "fill", "source-layer": "building", "minzoom": 14.5,
     "paint": {"fill-color": hexc(BUILDING), "fill-outline-color": hexc(BUILDING_OUTLINE)}})

# Roads: (OpenMapTiles class, colour, width stops, casing colour, casing stops, min zoom, dash).
CASING = [(12, 0.5), (16, 1), (18, 1.5)]
ROADS = [
    ("motorway", 0xF9C95C, [(10, 1.2), (14, 4), (16, 10), (18, 26)], 0xDDA032, CASING, 5),
    ("trunk", 0xFBD77F, [(10, 1), (14, 3.5), (16, 9), (18, 24)], 0xDFAE4B, CASING, 6),
    ("primary", 0xFFE6A0, [(10, 0.8), (14, 3), (16, 8.5), (18, 22)], 0xE2C27A, CASING, 7),
    ("secondary", 0xFFFFFF, [(11, 0.8), (14, 2.6), (16, 7.5), (18, 20)], 0xD3CCBE, CASING, 9),
    ("tertiary", 0xFFFFFF, [(12, 0.8), (14, 2.2), (16, 6.5), (18, 18)], 0xD6D0C4, CASING, 10),
    ("minor", 0xFFFFFF, [(13, 0.8), (14, 1.6), (16, 5), (18, 14)], 0xDAD4C8, [(13, 0.4), (16, 0.9), (18, 1.3)], 12.5),
    ("service", 0xFFFFFF, [(14, 0.8), (16, 2.6), (18, 8)], 0xDDD7CC, [(14, 0.3), (16, 0.7), (18, 1)], 13.5),
    ("track", 0xFFFFFF, [(14, 0.8), (16, 2.6), (18, 8)], 0xDDD7CC, [(14, 0.3), (16, 0.7), (18, 1)], 13.5),
]
PATHS = [  # (subclass filter, colour, width stops, min zoom, dash, casing colour, casing stops)
    ("pedestrian", 0xFAF8FB, [(14, 1), (16, 4), (18, 12)], 13.5, None, 0xD8D2DC, [(14, 0.4), (16, 0.8), (18, 1.2)]),
    ("cycleway", 0x7FB69A, [(14, 0.6), (16, 1.2), (18, 2.4)], 14, [4, 2], None, None),
    ("footway", 0xC9C1B4, [(14, 0.5), (16, 1), (18, 2)], 14.5, [3, 2], None, None),
]

def road_layers(brunnel):
    """Casings then fills for every road class, for one of tunnel / ground / bridge."""
    suffix = {"tunnel": "-tunnel", "none": "", "bridge": "-bridge"}[brunnel]
    if brunnel == "none":
        brunnel_filter = ["!", ["match", ["get", "brunnel"], ["tunnel", "bridge"], True, False]]
    else:
        brunnel_filter = ["==", ["get", "brunnel"], brunnel]
    opacity = {"line-opacity": 0.35} if brunnel == "tunnel" else {}
    casings, fills = [], []
    for cls, color, width, casing, casing_w, minzoom in ROADS:
        w, c = curve(width), curve(casing_w)
        lo = minzoom
        zooms = [lo] + [s[0] for s in width + casing_w if s[0] > lo] + [20]
        flt = ["all", ["==", ["get", "class"], cls], brunnel_filter]
        casings.append({"id": "road-%s-casing%s" % (cls, suffix), "type": "line", "source-layer": "transportation",
                        "minzoom": max(lo, 12 if cls in ("secondary", "tertiary") else lo), "filter": flt,
                        "layout": {"line-cap": "butt" if brunnel == "tunnel" else "round", "line-join": "round"},
                        "paint": dict({"line-color": hexc(casing),
                                       "line-width": interp(lambda z: w(z) + 2 * c(z), zooms),
                                       **({"line-dasharray": [3, 2]} if brunnel == "tunnel" else {})}, **opacity)})
        fills.append({"id": "road-%s%s" % (cls, suffix), "type": "line", "source-layer": "transportation", "minzoom": lo,
                      "filter": flt, "layout": {"line-cap": "round", "line-join": "round"},
                      "paint": dict({"line-color": hexc(color), "line-width": interp(w, zooms)}, **opacity)})
    for sub, color, width, minzoom, dash, casing, casing_w in PATHS:
        w = curve(width)
        zooms = [minzoom] + [s[0] for s in width if s[0] > minzoom] + [20]
        if sub == "footway":
            sub_filter = ["!", ["match", ["get", "subclass"], ["pedestrian", "cycleway"], True, False]]
        else:
            sub_filter = ["==", ["get", "subclass"], sub]
        flt = ["all", ["==", ["get", "class"], "path"], sub_filter, brunnel_filter]
        if casing is not None:
            c = curve(casing_w)
            casings.append({"id": "path-%s-casing%s" % (sub, suffix), "type": "line", "source-layer": "transportation",
                            "minzoom": minzoom, "filter": flt, "layout": {"line-join": "round"},
                            "paint": dict({"line-color": hexc(casing), "line-width": interp(lambda z: w(z) + 2 * c(z), zooms)}, **opacity)})
        paint = {"line-color": hexc(color), "line-width": interp(w, zooms)}
        if dash: paint["line-dasharray"] = dash
        fills.append({"id": "path-%s%s" % (sub, suffix), "type": "line", "source-layer": "transportation", "minzoom": minzoom,
                      "filter": flt, "layout": {"line-join": "round"}, "paint": dict(paint, **opacity)})
    rail_w = curve([(12, 0.8), (16, 2.2), (18, 4)])
    tram_w = curve([(13, 0.5), (16, 1.1), (18, 2)])
    rails = [
        {"id": "rail%s" % suffix, "type": "line", "source-layer": "transportation", "minzoom": 11,
         "filter": ["all", ["==", ["get", "class"], "rail"], brunnel_filter],
         "paint": dict({"line-color": "#A9A5A0", "line-width": interp(rail_w, [11, 12, 16, 18, 20])}, **opacity)},
        {"id": "rail-dash%s" % suffix, "type": "line", "source-layer": "transportation", "minzoom": 14,
         "filter": ["all", ["==", ["get", "class"], "rail"], brunnel_filter],
         "paint": dict({"line-color": "#FFFFFF", "line-width": interp(lambda z: rail_w(z) * 0.5, [14, 16, 18, 20]),
                        "line-dasharray": [4, 4]}, **opacity)},
        {"id": "tram%s" % suffix, "type": "line", "source-layer": "transportation", "minzoom": 13.5,
         "filter": ["all", ["==", ["get", "class"], "transit"], brunnel_filter],
         "paint": dict({"line-color": "#A58FB5", "line-width": interp(tram_w, [13.5, 16, 18, 20])}, **opacity)},
    ]
    return casings[::-1] + fills[::-1] + rails  # minor classes first so motorways draw on top

for b in ("tunnel", "none", "bridge"):
    for l in road_layers(b):
        add(l)

add({"id": "boundary-state", "type": "line", "source-layer": "boundary", "minzoom": 3,
     "filter": ["all", ["==", ["get", "admin_level"], 4], ["!=", ["get", "maritime"], 1]],
     "layout": {"line-join": "round"},
     "paint": {"line-color": "#B9B2C4", "line-dasharray": [3, 2],
               "line-width": ["interpolate", ["linear"], ["zoom"], 3, 0.5, 10, 1.2]}})
add({"id": "boundary-country", "type": "line", "source-layer": "boundary",
     "filter": ["all", ["==", ["get", "admin_level"], 2], ["!=", ["get", "maritime"], 1], ["!=", ["get", "disputed"], 1]],
     "layout": {"line-join": "round", "line-cap": "round"},
     "paint": {"line-color": "#9E96AC", "line-width": ["interpolate", ["linear"], ["zoom"], 0, 0.6, 5, 1.2, 10, 2]}})

# Labels.
def text_layout(font, size, **extra):
    out = {"text-field": ["coalesce", ["get", "name:latin"], ["get", "name"]], "text-font": [font], "text-size": size}
    out.update(extra)
    return out

add({"id": "water-name", "type": "symbol", "source-layer": "water_name",
     "layout": text_layout("DejaVu Sans Oblique", ["interpolate", ["linear"], ["zoom"], 0, 10, 8, 13], **{"text-max-width": 6,
                           "symbol-placement": ["match", ["geometry-type"], "LineString", "line", "point"]}),
     "paint": {"text-color": "#3D6F9E", "text-halo-color": HALO, "text-halo-width": 1}})
add({"id": "street-name-minor", "type": "symbol", "source-layer": "transportation_name", "minzoom": 15,
     "filter": ["match", ["get", "class"], ["tertiary", "minor"], True, False],
     "layout": text_layout("DejaVu Sans", 11, **{"symbol-placement": "line", "symbol-spacing": 360}),
     "paint": {"text-color": "#4F4A45", "text-halo-color": HALO, "text-halo-width": 1.5}})
add({"id": "street-name-path", "type": "symbol", "source-layer": "transportation_name", "minzoom": 17,
     "filter": ["match", ["get", "class"], ["service", "track", "path"], True, False],
     "layout": text_layout("DejaVu Sans", 10, **{"symbol-placement": "line", "symbol-spacing": 360}),
     "paint": {"text-color": "#6A645E", "text-halo-color": HALO, "text-halo-width": 1.5}})
add({"id": "street-name-major", "type": "symbol", "source-layer": "transportation_name", "minzoom": 14,
     "filter": ["match", ["get", "class"], ["motorway", "trunk", "primary", "secondary"], True, False],
     "layout": text_layout("DejaVu Sans Bold", 11.5, **{"symbol-placement": "line", "symbol-spacing": 360}),
     "paint": {"text-color": "#3C3835", "text-halo-color": HALO, "text-halo-width": 1.5}})

POI = [  # (id, filter, colour, symbol colour, font, size, min zoom)
    ("poi-park", ["==", ["get", "class"], "park"], "#2E6B2E", None, "DejaVu Sans Oblique", 11, 14.5),
    ("poi-bike-dock", ["==", ["get", "class"], "bicycle_rental"], "#1E6B34", "#188038", "DejaVu Sans", 10, 16),
    ("poi-bus-stop", ["==", ["get", "class"], "bus"], "#375A7F", "#1A73E8", "DejaVu Sans", 10, 18),
    ("poi-tram-stop", ["==", ["get", "subclass"], "tram_stop"], "#6B3FA0", "#9334E6", "DejaVu Sans", 10.5, 15.5),
    ("poi-station", ["all", ["==", ["get", "class"], "railway"], ["!=", ["get", "subclass"], "tram_stop"]],
     "#1F4E8C", "#1F4E8C", "DejaVu Sans Bold", 12.5, 13),
]
for pid, flt, color, symbol, font, size, minzoom in POI:
    if symbol:
        add({"id": pid + "-dot", "type": "circle", "source-layer": "poi", "minzoom": minzoom, "filter": flt,
             "paint": {"circle-color": symbol, "circle-radius": 3.5, "circle-stroke-color": "#FFFFFF", "circle-stroke-width": 1}})
    layout = text_layout(font, size, **{"text-max-width": 8})
    if symbol:
        layout.update({"text-anchor": "left", "text-offset": [0.7, 0], "text-optional": False})
    add({"id": pid, "type": "symbol", "source-layer": "poi", "minzoom": minzoom, "filter": flt, "layout": layout,
         "paint": {"text-color": color, "text-halo-color": HALO, "text-halo-width": 1.5}})

PLACES = [  # (class, font, size stops, colour, min zoom, max zoom, transform)
    ("neighbourhood", "DejaVu Sans", [[13, 10], [16, 12]], "#6A645E", 13, 24, "uppercase"),
    ("suburb", "DejaVu Sans", [[11, 10], [15, 13]], "#5B5550", 11, 24, "uppercase"),
    ("village", "DejaVu Sans", [[10, 10], [15, 14]], "#3C3835", 10, 24, "none"),
    ("town", "DejaVu Sans", [[8, 11], [14, 16]], "#3C3835", 8, 24, "none"),
    ("city", "DejaVu Sans Bold", [[4, 11], [8, 15], [14, 22]], "#2B2825", 4, 24, "none"),
    ("country", "DejaVu Sans Bold", [[1, 10], [6, 15]], "#5B5066", 1, 9, "uppercase"),
]
for cls, font, stops, color, minzoom, maxzoom, transform in PLACES:
    size = ["interpolate", ["linear"], ["zoom"]] + [v for s in stops for v in s]
    filt = ["==", ["get", "class"], cls]
    if cls == "city":
        filt = ["all", filt, ["<=", ["coalesce", ["get", "rank"], 99], ["step", ["zoom"], 2, 5, 4, 7, 8, 9, 99]]]
    layout = text_layout(font, size, **{"text-max-width": 8, "text-transform": transform, "symbol-sort-key": ["coalesce", ["get", "rank"], 99]})
    if transform == "uppercase":
        layout["text-letter-spacing"] = 0.08
    add({"id": "place-" + cls, "type": "symbol", "source-layer": "place", "minzoom": minzoom, "maxzoom": maxzoom,
         "filter": filt, "layout": layout,
         "paint": {"text-color": color, "text-halo-color": HALO, "text-halo-width": 1.5}})

style = {
    "version": 8,
    "name": "Whim Light",
    "metadata": {"whim:source": "the app's embedded OpenMapTiles archive; colours and widths from MapStyle.light"},
    "center": [13.405, 52.52],
    "zoom": 12,
    "sources": {SRC: {"type": "vector", "url": "whim://embedded", "minzoom": 0, "maxzoom": 14}},
    "layers": layers,
}
with open("Assets/styles/whim-light.json", "w") as f:
    json.dump(style, f, indent=1)
    f.write("\n")
print(len(layers), "layers")
