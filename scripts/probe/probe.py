#!/usr/bin/env python3
"""The hostile-input probe: generated bad input at every entry point of the built whim-demo.

Each class makes --cases seeded cases (docs/file-safety.md and the README's "Bad input" say what must
happen) and runs the binary on each in a fresh sandbox, with a timeout. A case is counted as
  crash       killed by a signal, or an exit status other than 0 and 1 (a trap, an abort, a segfault),
  hang        still running at the timeout,
  wrong write a file changed or appeared in the sandbox outside where the command was told to write
              (its --out, its state file and the copies it keeps, its data folder), or a file a link
              points to was written through,
  lost data   a user's file the app could not read (it warned about it) is gone: neither at its path nor
              kept as FILE.unreadable…, or a note or file of the notes folder changed or vanished.
Errors that are not one line are counted too (a failed command must say why in one line).

Usage: scripts/probe/probe.py BINARY [--cases 200] [--seed 1] [--classes pbf,links,...] [--timeout 30]
       [--keep DIR]   (failing cases' sandboxes are copied to DIR)
Exit status 1 when any case crashed, hung, wrote where it must not or lost data.
"""
import argparse
import json
import os
import random
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mutants  # noqa: E402

REPO = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
ASSETS = os.path.join(REPO, "Assets")
CLASSES = ["pbf", "tiles", "mvt", "style", "links", "state", "notes", "waha", "scripts", "bench"]


def snapshot(root):
    """Every entry under root (not following links): kind, size, modification time, content digest."""
    seen = {}
    for folder, dirs, files in os.walk(root):
        for name in dirs + files:
            path = os.path.join(folder, name)
            try:
                st = os.lstat(path)
            except OSError:
                continue
            digest = None
            if stat.S_ISREG(st.st_mode) and st.st_size <= 4 << 20:
                try:
                    with open(path, "rb") as f:
                        digest = hash(f.read())
                except OSError:
                    pass
            seen[os.path.relpath(path, root)] = (stat.S_IFMT(st.st_mode), st.st_size, digest)
    return seen


class Probe:
    def __init__(self, args):
        self.args = args
        self.binary = os.path.abspath(args.binary)
        self.random = random.Random(args.seed)
        self.counts = {}
        self.examples = {}

    def env(self, root):
        env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
        env.update(HOME=root + "/home", XDG_STATE_HOME=root + "/home/state", XDG_DATA_HOME=root + "/home/data",
                   SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", WHIM_ASSETS=ASSETS, LC_ALL="C.UTF-8")
        return env

    def run_case(self, klass, case):
        root = tempfile.mkdtemp(prefix="whim-probe-")
        try:
            for sub in ("work", "home", "in", "out", "outside"):
                os.makedirs(os.path.join(root, sub))
            with open(os.path.join(root, "outside", "precious.txt"), "w") as f:
                f.write("must never change\n")
            for rel, data in case.files.items():
                path = os.path.join(root, rel)
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "wb") as f:
                    f.write(data if isinstance(data, bytes) else data.encode())
            if case.setup:
                case.setup(root)
            guarded = {}
            for rel in case.guarded:
                path = os.path.join(root, rel)
                if os.path.isfile(path) and not os.path.islink(path):
                    with open(path, "rb") as f:
                        guarded[rel] = f.read()
            before = snapshot(root)
            argv = [self.binary] + [a.replace("{R}", root) for a in case.args]
            started = time.monotonic()
            try:
                proc = subprocess.Popen(argv, cwd=root + "/work", env=self.env(root), stdin=subprocess.DEVNULL,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
            except OSError as error:
                print(f"probe: {klass}: a case could not be started ({error.strerror}); skipped", flush=True)
                return
            try:
                out, err = proc.communicate(timeout=self.args.timeout)
                status = proc.returncode
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                out, err = proc.communicate()
                status = None
            took = time.monotonic() - started
            after = snapshot(root)
            findings = self.judge(case, root, status, err.decode("utf-8", "replace"), before, after, guarded)
            self.count(klass, findings, case, argv, status, err, took, root)
        finally:
            shutil.rmtree(root, ignore_errors=True)

    def judge(self, case, root, status, err, before, after, guarded):
        findings = []
        if status is None:
            findings.append("hang")
        elif status < 0 or status not in (0, 1):
            findings.append("crash")
        allowed = case.may_write + ["work"]  # a command may leave files in its working folder
        for rel in set(before) | set(after):
            if before.get(rel) == after.get(rel):
                continue
            if rel == "outside/precious.txt" or not any(rel == p or rel.startswith(p.rstrip("/") + "/") or
                                                        rel.startswith(p) for p in allowed):
                findings.append("wrong write")
                break
        warned = any(w in err.lower() for w in ("unreadable", "not applied", "cannot", "could not", "not a regular",
                                                  "newer", "refus", "error"))
        if case.kind == "notes":
            for rel, entry in before.items():
                if rel.startswith("home/notes/") and entry[0] == stat.S_IFREG and after.get(rel) != entry:
                    findings.append("lost data")
                    break
        for rel, data in guarded.items():
            path = os.path.join(root, rel)
            kept = [path] + [os.path.join(os.path.dirname(path), n) for n in os.listdir(os.path.dirname(path))
                             if n.startswith(os.path.basename(rel) + ".unreadable")]
            found = False
            for candidate in kept:
                try:
                    with open(candidate, "rb") as f:
                        if f.read() == data:
                            found = True
                            break
                except OSError:
                    continue
            if not found and (warned or case.kind == "notes"):
                findings.append("lost data")
                break
        lines = [l for l in err.strip().splitlines() if l.strip()]
        if status == 1 and len(lines) != 1 and not any("warning" in l for l in lines):
            findings.append("not one line")
        return findings

    def count(self, klass, findings, case, argv, status, err, took, root):
        c = self.counts.setdefault(klass, {"cases": 0, "crash": 0, "hang": 0, "wrong write": 0, "lost data": 0,
                                           "not one line": 0, "ok exits": 0, "error exits": 0, "seconds": 0.0})
        c["cases"] += 1
        c["seconds"] += took
        if status == 0:
            c["ok exits"] += 1
        elif status == 1:
            c["error exits"] += 1
        for f in findings:
            c[f] += 1
            self.examples.setdefault((klass, f), []).append(
                (" ".join(repr(a) if " " in a or not a else a for a in argv[1:])[:300], status,
                 err.decode("utf-8", "replace").strip()[-300:]))
            if self.args.keep and len(self.examples[(klass, f)]) <= 3:
                dest = os.path.join(self.args.keep, f"{klass}-{f.replace(' ', '-')}-{c['cases']}")
                shutil.copytree(root, dest, symlinks=True, ignore_dangling_symlinks=True,
                                ignore=lambda d, names: [n for n in names if stat.S_ISFIFO(os.lstat(os.path.join(d, n)).st_mode)])

    def run(self):
        classes = self.args.classes.split(",") if self.args.classes else CLASSES
        for klass in classes:
            make = getattr(mutants, "cases_" + klass, None)
            if make is None:
                sys.exit(f"probe: unknown class {klass!r}; the classes are {', '.join(CLASSES)}")
            generator = random.Random(f"{self.args.seed}-{klass}")
            for case in make(generator, self.args.cases, ASSETS, REPO):
                self.run_case(klass, case)
            c = self.counts[klass]
            print(f"probe: {klass:8} {c['cases']:5} cases: {c['crash']} crash, {c['hang']} hang, "
                  f"{c['wrong write']} wrong write, {c['lost data']} lost data, {c['not one line']} not one line "
                  f"({c['ok exits']} ran, {c['error exits']} refused; {c['seconds']:.0f} s)", flush=True)
        for (klass, finding), examples in sorted(self.examples.items()):
            for argv, status, err in examples[:3]:
                print(f"probe: {klass} {finding}: status {status}: {argv}\n       stderr: {err!r}")
        bad = sum(c[k] for c in self.counts.values() for k in ("crash", "hang", "wrong write", "lost data"))
        total = sum(c["cases"] for c in self.counts.values())
        print(f"probe: {total} cases, {bad} crash/hang/wrong write/lost data")
        return 1 if bad else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("binary")
    parser.add_argument("--cases", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--classes", default="")
    parser.add_argument("--timeout", type=float, default=30)
    parser.add_argument("--keep", default="")
    args = parser.parse_args()
    if not os.access(args.binary, os.X_OK):
        sys.exit(f"probe: {args.binary} is not an executable; build it first (swift build -c release --product whim-demo)")
    sys.exit(Probe(args).run())


if __name__ == "__main__":
    main()
