#!/usr/bin/env python3
"""A full pass of osmium's Python binding (libosmium) over an OSM PBF file, as the decode comparisons use it: a
SimpleHandler counting nodes, ways and relations, best of RUNS passes.

    osmium-pass.py FILE RUNS   ->   "BEST_MS NODES/WAYS/RELATIONS PEAK_RESIDENT_MIB"
"""
import resource, sys, time

import osmium


class Count(osmium.SimpleHandler):
    def __init__(self):
        super().__init__(); self.n = self.w = self.r = 0
    def node(self, n): self.n += 1
    def way(self, w): self.w += 1
    def relation(self, r): self.r += 1


best = 1e9
for _ in range(int(sys.argv[2])):
    h = Count(); t = time.perf_counter(); h.apply_file(sys.argv[1]); best = min(best, time.perf_counter() - t)
print(f"{best * 1000:.1f} {h.n}/{h.w}/{h.r} {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.1f}")
