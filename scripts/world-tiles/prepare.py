#!/usr/bin/env python3
"""Prepares the inputs tilemaker reads for the world tile archive (run by scripts/build-world-tiles).

  clean-osm IN OUT     Copies an OSM extract keeping only references to objects it holds: ways lose
                       the nodes cut off by the extract's edge (closed ways are closed again), ways left
                       with under two nodes are dropped, relations lose missing members. The header's
                       bounding box is dropped so that tilemaker clips to the --bbox it is given.
  natural-earth SHP DIR
                       From Natural Earth's admin-0 countries writes into DIR:
                       ocean.shp (the world square minus the land), borders.shp (lines where two
                       countries meet, not coasts), and countries.osm.pbf: one place=country node per
                       country inside its largest part, with name, ISO3166-1:alpha3 and rank 1-6 by area.
  sea OSM DIR          Builds the sea polygons of the OSM extract from its natural=coastline ways (land is
                       on the left of a coastline) clipped to the extract's bounding box: DIR/sea.shp.
                       Also writes DIR/gulf_ocean.shp, DIR/ocean.shp (from natural-earth) less the
                       extract's bounding box: the Natural Earth ocean that zooms 7-14 add around the
                       extract, kept off the extract, whose own coastline rules inside its box.
"""
import sys

import osmium
import shapefile
from shapely import make_valid, ops, set_precision
from shapely.geometry import LineString, Point, box, mapping, shape

WORLD = box(-180.0, -85.0511287, 180.0, 85.0511287)


def clean_osm(source, target):
    nodes, ways, relations = set(), set(), set()
    for obj in osmium.FileProcessor(source):
        {"n": nodes, "w": ways, "r": relations}[obj.type_str()].add(obj.id)
    kept = {"n": nodes, "w": ways, "r": relations}
    header = osmium.io.Header()
    header.set("generator", "whimcore build-world-tiles")
    writer = osmium.SimpleWriter(target, header=header, overwrite=True)
    dropped_refs = dropped_ways = dropped_members = 0
    for obj in osmium.FileProcessor(source):
        kind = obj.type_str()
        if kind == "n":
            writer.add_node(obj)
        elif kind == "w":
            refs = [n.ref for n in obj.nodes]
            present = [r for r in refs if r in nodes]
            dropped_refs += len(refs) - len(present)
            if len(refs) > 2 and refs[0] == refs[-1] and present and present[0] != present[-1]:
                present.append(present[0])
            if len(present) < 2:
                dropped_ways += 1
                ways.discard(obj.id)
                continue
            writer.add_way(obj.replace(nodes=present))
        else:
            members = [(m.type, m.ref, m.role) for m in obj.members if m.ref in kept[m.type]]
            dropped_members += len(obj.members) - len(members)
            writer.add_relation(obj.replace(members=members))
    writer.close()
    print(f"clean-osm: dropped {dropped_refs} missing node references, {dropped_ways} ways, {dropped_members} relation members")


def write_shapes(path, shape_type, fields, rows):
    """Writes (geometry, record) rows; fields are (name, type, size[, decimals])."""
    with shapefile.Writer(path, shapeType=shape_type) as out:
        for field in fields:
            out.field(*field)
        for geometry, record in rows:
            if geometry.geom_type == "Point":
                out.point(geometry.x, geometry.y)
            else:
                out.shape(mapping(geometry))
            out.record(*record)
    with open(path + ".prj", "w") as prj:
        prj.write('GEOGCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",6378137,298.257223563]],'
                  'PRIMEM["Greenwich",0],UNIT["degree",0.0174532925199433]]')


def parts(geometry):
    return list(geometry.geoms) if hasattr(geometry, "geoms") else [geometry]


def natural_earth(source, folder):
    reader = shapefile.Reader(source)
    names = [f.name for f in reader.fields[1:]]
    countries = []
    for item in reader.iterShapeRecords():
        record = dict(zip(names, item.record))
        countries.append((shape(item.shape.__geo_interface__).buffer(0), record))
    land = ops.unary_union([c for c, _ in countries])

    # In 30-degree squares: the whole ocean is one polygon touching itself at the antimeridian, which
    # tilemaker cannot repair; the squares are simple, and tilemaker clips them per tile faster.
    ocean = WORLD.difference(land)
    pieces = []
    for west in range(-180, 180, 30):
        for south in range(-90, 90, 30):
            cell = ocean.intersection(box(west, max(south, -85.0511287), west + 30, min(south + 30, 85.0511287)))
            # Snapping to a nanodegree folds away slivers like Antarctica's edge at -179.99999999999994,
            # which tilemaker's geometry checks reject as self-intersections.
            pieces += [p for p in parts(make_valid(set_precision(cell, 1e-9))) if p.geom_type == "Polygon" and p.area > 0]
    write_shapes(f"{folder}/ocean", shapefile.POLYGON, [("class", "C", 16)], [(part, ["ocean"]) for part in pieces])

    # Every country outline, less the coast: what is left is where two countries meet.
    outlines = ops.unary_union([c.boundary for c, _ in countries])
    borders = ops.linemerge(outlines.difference(land.boundary.buffer(1e-7)))
    write_shapes(f"{folder}/borders", shapefile.POLYLINE, [("admin_lvl", "N", 2, 0)],
                 [(line, [2]) for line in parts(borders) if line.length > 0])

    # Larger countries get the lower rank (shown first), as OpenMapTiles ranks places.
    by_area = sorted(countries, key=lambda c: -c[0].area)
    labels = []
    for index, (country, record) in enumerate(by_area):
        largest = max(parts(country), key=lambda p: p.area)
        point = ops.polylabel(largest, tolerance=0.05)
        rank = min(6, 1 + index * 6 // len(by_area))
        labels.append((point, [record["name"], record["iso_a3"], rank]))
    # As OSM nodes, not a shapefile: tilemaker orders shapefile points differently from run to run,
    # OSM nodes by id, so the tiles come out the same every time.
    labels.sort(key=lambda row: row[1][0])
    writer = osmium.SimpleWriter(f"{folder}/countries.osm.pbf", overwrite=True)
    for number, (point, (name, iso_a3, rank)) in enumerate(labels, start=1):
        writer.add_node(osmium.osm.mutable.Node(
            id=number, version=1, location=(round(point.x, 7), round(point.y, 7)),
            tags={"place": "country", "name": name, "ISO3166-1:alpha3": iso_a3, "rank": str(rank)}))
    writer.close()
    print(f"natural-earth: {len(pieces)} ocean polygons, {len(parts(borders))} border lines, {len(labels)} countries")


def sea(source, folder):
    coast = []
    locations = {}

    class Coastlines(osmium.SimpleHandler):
        def way(self, way):
            if way.tags.get("natural") == "coastline":
                coast.append([n.ref for n in way.nodes])

    class Locations(osmium.SimpleHandler):
        def node(self, node):
            locations[node.id] = (node.location.lon, node.location.lat)

    Coastlines().apply_file(source)
    Locations().apply_file(source)
    lines = [LineString([locations[r] for r in refs]) for refs in coast if len(refs) >= 2]
    xs = [p[0] for p in locations.values()]
    ys = [p[1] for p in locations.values()]
    bounds = box(min(xs), min(ys), max(xs), max(ys))
    clipped = [g for line in lines for g in parts(line.intersection(bounds)) if g.length > 0]
    # The extract cut the coastline at its edge, leaving ends just inside it: carry each loose end
    # straight to the nearest point of the edge, so the coastline divides the box.
    edge = bounds.boundary
    for index, line in enumerate(clipped):
        coords = list(line.coords)
        for end in (0, -1):
            if edge.distance(Point(coords[end])) > 1e-9:
                target = ops.nearest_points(edge, Point(coords[end]))[0]
                coords.insert(len(coords) if end == -1 else 0, (target.x, target.y))
        clipped[index] = LineString(coords)
    faces = list(ops.polygonize(ops.unary_union(clipped + [bounds.boundary])))
    water = []
    for face in faces:
        # The face is sea when a point just right of some coastline segment on its edge lies inside it.
        for line in clipped:
            coords = list(line.coords)
            for (x0, y0), (x1, y1) in zip(coords, coords[1:]):
                length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
                if length == 0:
                    continue
                mx, my = (x0 + x1) / 2, (y0 + y1) / 2
                if face.exterior.distance(Point(mx, my)) > 1e-9:
                    continue
                right = Point(mx + (y1 - y0) / length * 1e-6, my - (x1 - x0) / length * 1e-6)
                if face.contains(right):
                    water.append(face)
                break
            else:
                continue
            break
    write_shapes(f"{folder}/sea", shapefile.POLYGON, [("class", "C", 16)], [(face, ["ocean"]) for face in water])
    print(f"sea: {len(lines)} coastline ways, {len(faces)} faces, {len(water)} of them sea")

    # Natural Earth's 1:110m coast is kilometres off the real one: where its ocean reaches into the
    # extract's box it would cover the extract's streets. Cut the box out of it (pieces clear of the
    # box are copied unchanged); inside the box the extract's own sea (above) is the water.
    ocean = [shape(s.__geo_interface__) for s in shapefile.Reader(f"{folder}/ocean").shapes()]
    kept, overlap = [], 0.0
    for piece in ocean:
        if piece.intersects(bounds):
            overlap += piece.intersection(bounds).area
            kept += [p for p in parts(make_valid(set_precision(piece.difference(bounds), 1e-9)))
                     if p.geom_type == "Polygon" and p.area > 0]
        else:
            kept.append(piece)
    write_shapes(f"{folder}/gulf_ocean", shapefile.POLYGON, [("class", "C", 16)], [(p, ["ocean"]) for p in kept])
    print(f"sea: the Natural Earth ocean covers {overlap / bounds.area:.1%} of the extract's box "
          f"(its nearest point is {min(p.distance(bounds) for p in ocean):.4f} degrees away); cut out")


if __name__ == "__main__":
    command, *arguments = sys.argv[1:]
    {"clean-osm": clean_osm, "natural-earth": natural_earth, "sea": sea}[command](*arguments)
