#!/usr/bin/python3
"""The demo as a screen reader sees it: pyatspi (what Orca uses) over a private session bus and accessibility
bus that this script starts, against the demo window it starts on DISPLAY.

usage: atspi-tour.py WHIM_DEMO [ARGUMENTS...]

It reads the tree of every screen of the demo's tour and checks every interactive element has a role and a
non-empty name; follows focus events while Tab is pressed; and walks the car-rental flow (and Settings with
its sheets) by AT-SPI actions alone. Prints one line per failure and exits 1 when there was any; exits 2
when the buses or the window do not come up."""
import os
import signal
import subprocess
import sys
import time

# Children get a clean signal mask (a test runner's threads block signals), so they stop when told to.
signal.pthread_sigmask(signal.SIG_SETMASK, [])


def out_of_time(signum, frame):
    raise TimeoutError(f"the walk took longer than {WALK_LIMIT} s")


# A loaded machine (a whole test run beside this one) answers slowly: each step waits up to STEP seconds for
# what it awaits, the demo up to START seconds to come up, the whole walk up to WALK_LIMIT seconds.
STEP = 30
START = 120
WALK_LIMIT = 600

# A hung walk ends with its buses and the demo stopped (the handler's exception runs `stop_all`).
signal.signal(signal.SIGALRM, out_of_time)
signal.alarm(WALK_LIMIT)

APP = "WhimCore demo"
INTERACTIVE = {"push button", "toggle button", "list", "list item", "page tab list", "page tab", "entry", "text", "image map"}
children = []
failures = []
started = time.monotonic()


def say(*words):
    """One line of the walk, stamped with the seconds since the script started (a slow step shows where)."""
    print(f"[{time.monotonic() - started:6.1f} s]", *words, flush=True)


def fail(message):
    failures.append(message)
    say("FAIL:", message)


def stop_all():
    for p in reversed(children):
        if p.poll() is None:
            p.terminate()
            try:
                p.wait(5)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()


def launcher_path():
    for d in ("/usr/libexec", "/usr/lib/at-spi2-core", "/usr/lib/x86_64-linux-gnu/at-spi2-core"):
        if os.access(d + "/at-spi-bus-launcher", os.X_OK):
            return d + "/at-spi-bus-launcher"
    return None


def main():
    # An X connection held for the whole run: the test's Xvfb ends when its last client leaves, and the bus
    # launcher is a client for a moment before the demo's window is one.
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
    os.environ.pop("AT_SPI_BUS_ADDRESS", None)
    children.append(subprocess.Popen([launcher_path(), "--launch-immediately"]))

    import gi
    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi, Gio, GLib

    # The accessibility bus is up before the demo looks for it (the demo never starts the launcher itself).
    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)

    def accessibility_bus():
        return session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None, None,
                                 Gio.DBusCallFlags.NO_AUTO_START, 1000, None)
    if wait_for(accessibility_bus, STEP, "the accessibility bus") is None:
        return 2
    children.append(subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL))
    import pyatspi
    desktop = pyatspi.Registry.getDesktop(0)

    def pump(seconds):
        end = time.time() + seconds
        context = GLib.MainContext.default()
        while time.time() < end:
            if not context.iteration(False):
                time.sleep(0.01)

    def find_app():
        for a in desktop:
            if a is not None and a.name == APP:
                return a
        return None

    app = wait_for(find_app, START, "the demo on the accessibility bus")
    if app is None:
        return 2
    say("the demo is on the accessibility bus")
    app.set_cache_mask(Atspi.Cache.NONE)
    frame = wait_for(lambda: app.childCount and app[0], STEP, "the window")
    window = subprocess.run(["xdotool", "search", "--sync", "--classname", "whim-demo"], capture_output=True, text=True).stdout.split()
    window = window[0] if window else None

    def key(name):
        subprocess.run(["xdotool", "windowfocus", "--sync", window, "key", name], check=False)

    def walk(node):
        # What the map shows changes as it moves: an object may go between listing it and reading it.
        yield node
        try:
            count = node.childCount
        except (GLib.GError, NotImplementedError):
            return
        for i in range(count):
            try:
                child = node.getChildAtIndex(i)
            except (GLib.GError, NotImplementedError):
                continue
            if child is not None:
                yield from walk(child)

    def scenes():
        return [frame.getChildAtIndex(i) for i in range(frame.childCount)]

    def top():
        s = scenes()
        return s[-1] if s else None

    def find(role, name=None, prefix=None, scope=None):
        for node in walk(scope or top() or frame):
            try:
                if node.getRoleName() == role and (name is None or node.name == name) and (prefix is None or node.name.startswith(prefix)):
                    return node
            except (GLib.GError, NotImplementedError):
                continue
        return None

    def check_screen(label):
        """Every interactive element of every scene on show has a role and a non-empty name."""
        count = 0
        for scene in scenes():
            for node in walk(scene):
                try:
                    role, name, invalid = node.getRoleName(), node.name, node.getRole() == pyatspi.ROLE_INVALID
                    showing = role not in ("list", "page tab list") and node.getState().contains(pyatspi.STATE_SHOWING)
                    extents = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS) if showing and role in INTERACTIVE else None
                except (GLib.GError, NotImplementedError):
                    continue  # gone between listing and reading it (the map moved, a panel faded out)
                if role in INTERACTIVE:
                    count += 1
                    if invalid or not name.strip():
                        fail(f"{label}: a {role} without a name in {scene.name!r}")
                    if extents is not None and (extents.width <= 0 or extents.height <= 0):
                        fail(f"{label}: {role} {name!r} has no extents on the screen")
        if count == 0:
            fail(f"{label}: no interactive element")
        say(f"read {label}: {count} interactive elements")

    def act(role, name=None, prefix=None, label=""):
        node = wait_for(lambda: find(role, name, prefix), STEP, f"{role} {name or prefix!r} {label}")
        if node is None:
            return False
        action = node.queryAction()
        ok = action.doAction(0)
        if not ok:
            fail(f"{action.getName(0)} on {role} {node.name!r} was refused")
        return ok

    def scene_named(name):
        return lambda: any(s.name == name for s in scenes())

    # Home: read it, then follow focus while Tab is pressed.
    wait_for(lambda: find("list", "options"), STEP, "Home's options")
    check_screen("home")
    focused = []
    pyatspi.Registry.registerEventListener(
        lambda e: e.detail1 == 1 and focused.append((e.source.getRoleName(), e.source.name)), "object:state-changed:focused")
    first = find("entry", "Where to?")
    if first is None or not first.getState().contains(pyatspi.STATE_FOCUSED):
        fail("the search field does not have focus at the start")
    # The first Tab shows the ring where focus is; each further one moves it and says so.
    # Each move is awaited by its event, not by a fixed pause: a loaded machine delivers them late.
    expected = [("push button", "Settings"), ("image map", "Map"), ("page tab list", "Travel options / Nearby stops")]
    key("Tab")
    pump(0.6)
    for count in range(1, len(expected) + 1):
        key("Tab")
        end = time.time() + STEP
        while len(focused) < count and time.time() < end:
            pump(0.05)
    pump(0.3)
    if focused != expected:
        fail(f"focus events while tabbing: {focused}, expected {expected}")
    else:
        say("focus followed:", ", ".join(n for _, n in focused))

    # The search field as Orca edits and follows it: text inserted and deleted through EditableText, each
    # change announced by a text-changed event.
    texts = []
    pyatspi.Registry.registerEventListener(
        lambda e: texts.append((str(e.type), e.detail1, e.detail2, e.any_data)), "object:text-changed")

    def until(condition, seconds, what):
        end = time.time() + seconds
        while not condition():
            if time.time() > end:
                fail(f"timed out waiting for {what}")
                return False
            pump(0.05)
        return True
    field = find("entry", "Where to?")
    if field is not None:
        field.queryEditableText().insertText(0, "Kamp", 4)
        if until(lambda: ("object:text-changed:insert", 0, 4, "Kamp") in texts, STEP, "text-changed:insert of 'Kamp'"):
            if field.queryText().getText(0, -1) != "Kamp":
                fail(f"the field reads {field.queryText().getText(0, -1)!r} after inserting 'Kamp'")
        field.queryEditableText().deleteText(0, 4)
        if until(lambda: ("object:text-changed:delete", 0, 4, "Kamp") in texts, STEP, "text-changed:delete of 'Kamp'"):
            say("edited the search field through EditableText")

    # Home's tabs by their page tabs' actions.
    act("page tab", "Nearby stops")
    if wait_for(lambda: find("list", "stops") and find("page tab", "Nearby stops").getState().contains(pyatspi.STATE_SELECTED), STEP, "Nearby stops"):
        check_screen("nearby stops")
    act("page tab", "Travel options")
    wait_for(lambda: find("page tab", "Travel options").getState().contains(pyatspi.STATE_SELECTED), STEP, "Travel options")

    # An option and back.
    act("list item", "City bikes")
    if wait_for(scene_named("City bikes"), STEP, "the City bikes screen"):
        check_screen("city bikes")
    key("Escape")
    wait_for(lambda: find("list", "options"), STEP, "Home after Esc")

    # The car-rental flow, by actions only.
    act("list item", "Car rental")
    if wait_for(lambda: find("push button", "Choose dates"), STEP, "the pick-up step"):
        check_screen("pick-up")
    # The map's children: the stations' markers (pressing one taps it) and the names the map shows.
    def map_children():
        m = find("image map", "Map")
        return [m.getChildAtIndex(i) for i in range(m.childCount)] if m is not None else []
    if wait_for(lambda: any(c.getRoleName() == "label" for c in map_children()), STEP, "the map's names as its children"):
        shown = map_children()
        markers = [c for c in shown if c.getRoleName() == "push button"]
        names = [c.name for c in shown if c.getRoleName() == "label"]
        say(f"read the map: {len(markers)} markers, {len(names)} names")
        unselected = [m.name for m in markers if not m.getState().contains(pyatspi.STATE_SELECTED)]
        if not unselected:
            fail(f"the map's markers: {[m.name for m in markers]}, none to press")
        else:
            target = unselected[0]
            next(m for m in map_children() if m.name == target).queryAction().doAction(0)
            wait_for(lambda: any(m.name == target and m.getState().contains(pyatspi.STATE_SELECTED) for m in map_children()),
                     STEP, f"the marker {target!r} selected by its action")
    stations = wait_for(lambda: find("list", "stations"), STEP, "the stations")
    if stations is not None and stations.childCount > 1:
        station = stations.getChildAtIndex(1)
        station.queryAction().doAction(0)
        wait_for(lambda: stations.getChildAtIndex(1).getState().contains(pyatspi.STATE_SELECTED), STEP, "the station selected")
    act("push button", "Choose dates")
    toggle = wait_for(lambda: find("toggle button", prefix="Full insurance"), STEP, "the dates step")
    if toggle is not None:
        check_screen("dates")
        insured = toggle.getState().contains(pyatspi.STATE_CHECKED)
        act("toggle button", prefix="Full insurance")
        wait_for(lambda: find("toggle button", prefix="Full insurance").getState().contains(pyatspi.STATE_CHECKED) != insured, STEP, "the toggle switched")
    act("push button", "Review")
    if wait_for(lambda: find("push button", prefix="Book"), STEP, "the summary"):
        check_screen("summary")
    act("push button", prefix="Book")
    if wait_for(scene_named("Ticket"), STEP, "the ticket"):
        check_screen("ticket")
    act("push button", "Close")
    if wait_for(lambda: find("list", "options"), STEP, "Home after the ticket"):
        say("car-rental flow completed by AT-SPI actions")

    # Settings and its sheets: dialogs over the screen.
    act("push button", "Settings")
    if wait_for(scene_named("Settings"), STEP, "Settings"):
        check_screen("settings")
    act("list item", "Map data")
    if wait_for(lambda: top().getRoleName() == "dialog" and top().name == "Map data", STEP, "the Map data sheet as a dialog"):
        check_screen("map data")
    act("push button", "Licences")
    if wait_for(lambda: top().getRoleName() == "dialog" and top().name == "Licences", STEP, "the Licences sheet"):
        check_screen("licences")
    key("Escape")
    wait_for(lambda: top().name == "Settings", STEP, "Settings after Esc")
    act("push button", "Close")
    wait_for(lambda: find("list", "options"), STEP, "Home after Settings")
    return 1 if failures else 0


def wait_for(condition, seconds, what):
    end = time.time() + seconds
    while True:
        try:
            value = condition()
        except Exception:
            value = None
        if value:
            return value
        if time.time() > end:
            fail(f"timed out waiting for {what}")
            return None
        time.sleep(0.1)


if __name__ == "__main__":
    status = 1
    try:
        status = main()
    except TimeoutError as error:
        say("FAIL:", error)
    finally:
        stop_all()
    sys.exit(status)
