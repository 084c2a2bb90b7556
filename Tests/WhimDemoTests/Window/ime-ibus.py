#!/usr/bin/python3
"""A real input method typing into a text field: IBus with m17n's latin post-fix method (`a` then `'` composes
`á`, no dictionary needed), over a private session bus this script starts, against the field window it starts
on DISPLAY with SDL_IM_MODULE=ibus.

usage: ime-ibus.py FIELD_WINDOW

This script stands in for the IBus panel (the program that draws the candidate window): IBus tells the panel
where the focused text's caret is, and that must be where the field's caret is. It types with xdotool and
reads the field's state from the window's output lines. Prints one line per check ("ok: …" or "FAIL: …") and
exits 1 when any failed; exits 2 when IBus, its engine or the window do not come up."""
import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time

signal.pthread_sigmask(signal.SIG_SETMASK, [])

ENGINE = "m17n:t:latn-post"
TITLE = "WhimCore input method test"
children = []
failures = []


def out_of_time(signum, frame):
    raise TimeoutError("the input method test took longer than 60 s")


signal.signal(signal.SIGALRM, out_of_time)
signal.alarm(60)


def check(ok, message):
    print(("ok: " if ok else "FAIL: ") + message, flush=True)
    if not ok:
        failures.append(message)


def stop_all():
    for p in reversed(children):
        if p.poll() is None:
            p.terminate()
            try:
                p.wait(5)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()


def main(field_window):
    # An X connection held for the whole run: the test's Xvfb ends when its last client leaves.
    import ctypes
    x11 = ctypes.CDLL("libX11.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    if not x11.XOpenDisplay(None):
        print("no X display", flush=True)
        return 2
    bus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"], stdout=subprocess.PIPE, text=True)
    children.append(bus)
    address = bus.stdout.readline().strip()
    if not address:
        print("no session bus", flush=True)
        return 2
    os.environ["DBUS_SESSION_BUS_ADDRESS"] = address
    # IBus writes its own bus's address under $XDG_CONFIG_HOME/ibus/bus, where SDL and this script read it.
    os.environ.pop("IBUS_ADDRESS", None)
    address_folder = os.path.join(os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.environ["HOME"], ".config"), "ibus", "bus")
    children.append(subprocess.Popen(["ibus-daemon", "--panel=disable", "--emoji-extension=disable", "--config=disable"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))

    import gi
    gi.require_version("IBus", "1.0")
    from gi.repository import GLib, IBus

    deadline = time.monotonic() + 20
    while not (os.path.isdir(address_folder) and os.listdir(address_folder)) and time.monotonic() < deadline:
        time.sleep(0.05)
    IBus.init()
    ibus = IBus.Bus()
    while not ibus.is_connected() and time.monotonic() < deadline:
        time.sleep(0.1)
        ibus = IBus.Bus()
    if not ibus.is_connected():
        print("ibus-daemon did not come up", flush=True)
        return 2
    if ENGINE not in [e.get_name() for e in ibus.list_engines()]:
        print(f"IBus has no engine {ENGINE} (ibus-m17n and m17n-db)", flush=True)
        return 2

    cursor = []

    class Panel(IBus.PanelService):
        """The panel's side of IBus: where the candidate window would open."""

        def do_set_cursor_location(self, x, y, w, h):
            cursor.append((x, y, w, h))

    panel = Panel(connection=ibus.get_connection(), object_path=IBus.PATH_PANEL)
    if ibus.request_name(IBus.SERVICE_PANEL, 0) == 0 or not ibus.set_global_engine(ENGINE):
        print("could not stand in for the panel or select the engine", flush=True)
        return 2

    env = dict(os.environ, SDL_IM_MODULE="ibus", SDL_VIDEODRIVER="x11")
    window = subprocess.Popen([field_window, "--text", "Kallio ", "--title", TITLE], stdout=subprocess.PIPE, stdin=subprocess.PIPE, text=True, env=env)
    children.append(window)
    lines = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line) for line in window.stdout], daemon=True).start()
    states = []
    context = GLib.MainContext.default()

    def wait_for(predicate, seconds=8):
        """Runs the panel's D-Bus calls and reads the window's states until `predicate(state)` holds."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            while context.pending():
                context.iteration(False)
            try:
                state = json.loads(lines.get(timeout=0.02))
            except queue.Empty:
                continue
            states.append(state)
            if predicate(state):
                return state
        return None

    ready = wait_for(lambda s: s.get("focused"))
    if not ready:
        print("the field window did not come up focused", flush=True)
        return 2
    # The window manager's part: give the window the keyboard.
    found = subprocess.run(["xdotool", "search", "--sync", "--class", "field-window"], capture_output=True, text=True, timeout=10)
    if not found.stdout.split():
        print("the field window is not on the display", flush=True)
        return 2
    subprocess.run(["xdotool", "windowfocus", "--sync", found.stdout.split()[0]], check=False, timeout=10)
    time.sleep(0.3)

    def typed(keys):
        subprocess.run(["xdotool", "type", "--delay", "120", keys], check=False)

    typed("a")
    s = wait_for(lambda s: s.get("composition") == "a")
    check(s is not None and s["display"] == "Kallio a" and s["text"] == "Kallio ",
          f"pre-edit 'a' shown in the field, not yet its text: {s or states[-1:]}")
    typed("'")
    s = wait_for(lambda s: s.get("composition") == "á")
    check(s is not None and s["display"] == "Kallio á" and s["text"] == "Kallio ",
          f"pre-edit composed to 'á': {s or states[-1:]}")
    if s:
        rect = s["inputRect"]
        expected = (s["windowOrigin"][0] + rect[0], s["windowOrigin"][1] + rect[1], rect[2], rect[3])
        wait_for(lambda _: bool(cursor) and cursor[-1] == expected, seconds=2)
        check(bool(cursor) and cursor[-1] == expected,
              f"IBus puts the candidate window at the field's caret, after the pre-edit: {cursor[-1:]} for {expected}")
        check(s["caretX"] > states[0]["caretX"], "the caret moved into the composition")
    # 'b' is no accent: the method commits 'á' and hands 'b' back to the window, which types it after.
    typed("b")
    s = wait_for(lambda s: s["text"] == "Kallio áb" and s.get("composition") is None)
    check(s is not None, f"the committed text lands, before the key that committed it: {states[-1:]}")
    # A space commits 'é' the same way; then the window is told to end.
    typed("e' ")
    s = wait_for(lambda s: s["text"] == "Kallio ábé " and s.get("composition") is None)
    check(s is not None, f"a second composition commits in order too: {states[-1:]}")
    window.stdin.close()
    check(window.wait(10) == 0, "the field window ends when told")
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    try:
        code = main(sys.argv[1])
    finally:
        stop_all()
    sys.exit(code)
