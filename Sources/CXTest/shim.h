// Xlib, XTest and XDamage for TabBench's outside harness (key chords in, damage out).
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <X11/extensions/XTest.h>
#include <X11/extensions/Xdamage.h>
