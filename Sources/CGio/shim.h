// GLib's GIO: GDBus, the D-Bus client the screen-reader bridge (WhimAccessibility) speaks AT-SPI 2 with.
#include <gio/gio.h>
