"""A stand-in for xdg-desktop-portal's Settings interface on the test's private session bus.

Serves org.freedesktop.appearance color-scheme (1 = prefer dark, 2 = prefer light) from the value
in the file given as the first argument, and emits SettingChanged when the test rewrites that file
(checked every 50 ms). Prints "ready" once it owns org.freedesktop.portal.Desktop.

Two more file contents test the client's distrust: "malformed" answers Read with a string where the
spec has a uint32 and emits SettingChanged with a wrong signature and with a string value;
"silent" never answers Read (the app must not wait for it).

It also serves org.freedesktop.portal.OpenURI as a desktop whose user picks an application at
once: OpenFile and OpenURI print "OpenFile ask=True" (the method and its "ask" option) and answer
through their Request object with response 0."""
import sys

from gi.repository import Gio, GLib

XML = """
<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="Read">
      <arg type="s" name="namespace" direction="in"/>
      <arg type="s" name="key" direction="in"/>
      <arg type="v" name="value" direction="out"/>
    </method>
    <signal name="SettingChanged">
      <arg type="s" name="namespace"/>
      <arg type="s" name="key"/>
      <arg type="v" name="value"/>
    </signal>
    <property name="version" type="u" access="read"/>
  </interface>
</node>
"""
OPEN_URI_XML = """
<node>
  <interface name="org.freedesktop.portal.OpenURI">
    <method name="OpenURI">
      <arg type="s" name="parent_window" direction="in"/>
      <arg type="s" name="uri" direction="in"/>
      <arg type="a{sv}" name="options" direction="in"/>
      <arg type="o" name="handle" direction="out"/>
    </method>
    <method name="OpenFile">
      <arg type="s" name="parent_window" direction="in"/>
      <arg type="h" name="fd" direction="in"/>
      <arg type="a{sv}" name="options" direction="in"/>
      <arg type="o" name="handle" direction="out"/>
    </method>
    <property name="version" type="u" access="read"/>
  </interface>
</node>
"""
PATH = "/org/freedesktop/portal/desktop"
INTERFACE = "org.freedesktop.portal.Settings"


def scheme():
    with open(sys.argv[1]) as f:
        text = f.read().strip()
    return int(text) if text.isdigit() else text


def main():
    loop = GLib.MainLoop()
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    info = Gio.DBusNodeInfo.new_for_xml(XML).interfaces[0]
    pending = []

    def call(connection, sender, path, interface, method, parameters, invocation):
        namespace, key = parameters.unpack()
        if method == "Read" and (namespace, key) == ("org.freedesktop.appearance", "color-scheme"):
            value = scheme()
            if value == "silent":
                pending.append(invocation)  # kept, never answered
            elif value == "malformed":
                invocation.return_value(GLib.Variant("(v)", (GLib.Variant("s", "dark"),)))
            else:
                # Like older portals: the value wrapped in a second variant.
                invocation.return_value(GLib.Variant("(v)", (GLib.Variant("v", GLib.Variant("u", value)),)))
        else:
            invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "unknown setting")

    def get_property(connection, sender, path, interface, name):
        return GLib.Variant("u", 1)

    bus.register_object(PATH, info, call, get_property, None)

    def open_uri(connection, sender, path, interface, method, parameters, invocation):
        options = parameters.unpack()[2]
        print(f"{method} ask={bool(options.get('ask', False))}", flush=True)
        token = options.get("handle_token", "t")
        request = f"/org/freedesktop/portal/desktop/request/{sender[1:].replace('.', '_')}/{token}"
        invocation.return_value(GLib.Variant("(o)", (request,)))

        def respond():
            connection.emit_signal(sender, request, "org.freedesktop.portal.Request", "Response",
                                   GLib.Variant("(ua{sv})", (0, {})))
            return GLib.SOURCE_REMOVE
        GLib.idle_add(respond)

    bus.register_object(PATH, Gio.DBusNodeInfo.new_for_xml(OPEN_URI_XML).interfaces[0], open_uri,
                        lambda *arguments: GLib.Variant("u", 4), None)

    last = [scheme()]

    def check():
        value = scheme()
        if value != last[0]:
            last[0] = value
            if value == "malformed":
                bus.emit_signal(None, PATH, INTERFACE, "SettingChanged",
                                GLib.Variant("(su)", ("org.freedesktop.appearance", 1)))
                bus.emit_signal(None, PATH, INTERFACE, "SettingChanged",
                                GLib.Variant("(ssv)", ("org.freedesktop.appearance", "color-scheme", GLib.Variant("s", "dark"))))
                bus.emit_signal(None, PATH, INTERFACE, "SettingChanged",
                                GLib.Variant("(ssv)", ("org.freedesktop.appearance", "color-scheme", GLib.Variant("u", 7))))
                return GLib.SOURCE_CONTINUE
            bus.emit_signal(None, PATH, INTERFACE, "SettingChanged",
                            GLib.Variant("(ssv)", ("org.freedesktop.appearance", "color-scheme", GLib.Variant("u", value))))
        return GLib.SOURCE_CONTINUE

    GLib.timeout_add(50, check)

    def acquired(connection, name):
        print("ready", flush=True)

    Gio.bus_own_name_on_connection(bus, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE, acquired, None)
    loop.run()


if __name__ == "__main__":
    main()
