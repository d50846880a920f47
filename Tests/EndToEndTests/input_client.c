/*
 * A mouse, a touchpad and a keyboard through wlroots' virtual pointer and the virtual keyboard
 * protocol, for the Wayland sessions (chaos, swipes). The keyboard has the keymap of a real one (xkbcommon's default
 * rules: evdev, pc105, us), so shortcuts meet what they meet on a desk. Reads one command a line
 * from stdin and answers "ok" once the compositor has it (a round trip).
 *
 *   move X Y        pointer to (X, Y) on the WIDTH × HEIGHT output
 *   down BUTTON     press; BUTTON is X11's number: 1 left, 2 middle, 3 right
 *   up BUTTON       release
 *   wheel BUTTON    one wheel notch, X11's numbering: 4 up, 5 down, 6 left, 7 right
 *   key CHORD       xdotool's spelling: ctrl+shift+Tab, alt+1, ctrl+question (Shift is pressed
 *                   too when the key's symbol needs it, as on a real keyboard)
 *   fingers DX N    a two-finger touchpad swipe: N horizontal finger-source axis frames of DX px,
 *                   8 ms apart (a touchpad reports about that often)
 *   hold DX         the fingers rest: answers at once, then jitters by DX every 8 ms until the
 *                   next command arrives (the app ends a gesture after 250 ms without deltas)
 *   lift MS         MS later, axis_stop: the fingers leave the touchpad
 *
 * usage: input_client WIDTH HEIGHT
 */
#define _GNU_SOURCE
#include <linux/input-event-codes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/select.h>
#include <time.h>
#include <unistd.h>
#include <wayland-client.h>
#include <xkbcommon/xkbcommon.h>
#include "virtual-keyboard-unstable-v1-client-protocol.h"
#include "wlr-virtual-pointer-unstable-v1-client-protocol.h"

static struct zwlr_virtual_pointer_manager_v1 *pointer_manager;
static struct zwp_virtual_keyboard_manager_v1 *keyboard_manager;
static struct wl_seat *seat;

static void global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    (void)data; (void)version;
    if (strcmp(interface, zwlr_virtual_pointer_manager_v1_interface.name) == 0)
        pointer_manager = wl_registry_bind(registry, name, &zwlr_virtual_pointer_manager_v1_interface, 1);
    else if (strcmp(interface, zwp_virtual_keyboard_manager_v1_interface.name) == 0)
        keyboard_manager = wl_registry_bind(registry, name, &zwp_virtual_keyboard_manager_v1_interface, 1);
    else if (strcmp(interface, wl_seat_interface.name) == 0 && !seat)
        seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
}

static void global_remove(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data; (void)registry; (void)name;
}

static const struct wl_registry_listener registry_listener = { global, global_remove };

static uint32_t now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint32_t)(ts.tv_sec * 1000 + ts.tv_nsec / 1000000);
}

/* evdev's code for X11's button number 1–3, 0 for any other. */
static uint32_t evdev_button(int button) {
    switch (button) {
    case 1: return BTN_LEFT;
    case 2: return BTN_MIDDLE;
    case 3: return BTN_RIGHT;
    default: return 0;
    }
}

static struct xkb_keymap *keymap;
static struct zwp_virtual_keyboard_v1 *keyboard;

/* The xkb keycode that gives `sym` on the first layout, and whether it takes Shift (level 2). */
static xkb_keycode_t keycode_for(xkb_keysym_t sym, int *shifted) {
    for (xkb_keycode_t code = xkb_keymap_min_keycode(keymap); code <= xkb_keymap_max_keycode(keymap); code++) {
        for (xkb_level_index_t level = 0; level < 2 && level < xkb_keymap_num_levels_for_key(keymap, code, 0); level++) {
            const xkb_keysym_t *syms;
            int count = xkb_keymap_key_get_syms_by_level(keymap, code, 0, level, &syms);
            if (count == 1 && syms[0] == sym) { *shifted = level == 1; return code; }
        }
    }
    return XKB_KEYCODE_INVALID;
}

static void key_event(xkb_keycode_t code, int pressed) {
    zwp_virtual_keyboard_v1_key(keyboard, now_ms(), code - 8,
                                pressed ? WL_KEYBOARD_KEY_STATE_PRESSED : WL_KEYBOARD_KEY_STATE_RELEASED);
}

/* Presses the chord's modifiers, its key, and lets go in reverse; 0 when a name is unknown. */
static int chord(char *text) {
    static const struct { const char *name, *mod, *key; } modifiers[] = {
        { "ctrl", XKB_MOD_NAME_CTRL, "Control_L" }, { "shift", XKB_MOD_NAME_SHIFT, "Shift_L" }, { "alt", XKB_MOD_NAME_ALT, "Alt_L" },
    };
    xkb_keycode_t held[4];
    int count = 0, shifted = 0;
    uint32_t mask = 0, shift_mask = 1u << xkb_keymap_mod_get_index(keymap, XKB_MOD_NAME_SHIFT);
    char *name = strtok(text, "+"), *next;
    for (; name && (next = strtok(NULL, "+")); name = next) {
        size_t index = 0;
        while (index < 3 && strcmp(modifiers[index].name, name) != 0) index++;
        if (index == 3 || count == 3) return 0;
        int unused;
        held[count++] = keycode_for(xkb_keysym_from_name(modifiers[index].key, 0), &unused);
        mask |= 1u << xkb_keymap_mod_get_index(keymap, modifiers[index].mod);
    }
    if (!name) return 0;
    xkb_keysym_t sym = xkb_keysym_from_name(name, 0);
    xkb_keycode_t code = sym == XKB_KEY_NoSymbol ? XKB_KEYCODE_INVALID : keycode_for(sym, &shifted);
    if (code == XKB_KEYCODE_INVALID) return 0;
    if (shifted && !(mask & shift_mask)) {
        int unused;
        held[count++] = keycode_for(XKB_KEY_Shift_L, &unused);
        mask |= shift_mask;
    }
    for (int i = 0; i < count; i++) key_event(held[i], 1);
    zwp_virtual_keyboard_v1_modifiers(keyboard, mask, 0, 0, 0);
    key_event(code, 1);
    key_event(code, 0);
    for (int i = count - 1; i >= 0; i--) key_event(held[i], 0);
    zwp_virtual_keyboard_v1_modifiers(keyboard, 0, 0, 0, 0);
    return 1;
}

/* The virtual keyboard, with the default keymap handed over in a sealed memory file. */
static int create_keyboard(void) {
    struct xkb_context *context = xkb_context_new(XKB_CONTEXT_NO_FLAGS);
    struct xkb_rule_names names = { "evdev", "pc105", "us", "", "" };
    keymap = context ? xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS) : NULL;
    if (!keymap) return 0;
    char *text = xkb_keymap_get_as_string(keymap, XKB_KEYMAP_FORMAT_TEXT_V1);
    size_t size = strlen(text) + 1;
    int fd = memfd_create("keymap", MFD_CLOEXEC);
    if (fd < 0 || write(fd, text, size) != (ssize_t)size) return 0;
    free(text);
    keyboard = zwp_virtual_keyboard_manager_v1_create_virtual_keyboard(keyboard_manager, seat);
    zwp_virtual_keyboard_v1_keymap(keyboard, WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1, fd, (uint32_t)size);
    close(fd);
    return 1;
}

static struct wl_display *display;
static struct zwlr_virtual_pointer_v1 *pointer;

static void finger_delta(double delta) {
    zwlr_virtual_pointer_v1_axis_source(pointer, WL_POINTER_AXIS_SOURCE_FINGER);
    zwlr_virtual_pointer_v1_axis(pointer, now_ms(), WL_POINTER_AXIS_HORIZONTAL_SCROLL, wl_fixed_from_double(delta));
    zwlr_virtual_pointer_v1_frame(pointer);
    wl_display_flush(display);
    usleep(8000); /* a touchpad reports about every 8 ms */
}

/* Jitters the resting fingers until standard input has a line. */
static void hold(double delta) {
    for (;;) {
        fd_set ready;
        FD_ZERO(&ready);
        FD_SET(0, &ready);
        struct timeval now = { 0, 0 };
        if (select(1, &ready, NULL, NULL, &now) > 0) return;
        finger_delta(delta);
    }
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s WIDTH HEIGHT\n", argv[0]);
        return 2;
    }
    uint32_t width = (uint32_t)atoi(argv[1]), height = (uint32_t)atoi(argv[2]);
    display = wl_display_connect(NULL);
    if (!display) { fprintf(stderr, "cannot connect to the Wayland display\n"); return 1; }
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, NULL);
    wl_display_roundtrip(display);
    if (!pointer_manager || !keyboard_manager || !seat) {
        fprintf(stderr, "the compositor lacks a virtual pointer manager, a virtual keyboard manager or a seat\n");
        return 1;
    }
    pointer = zwlr_virtual_pointer_manager_v1_create_virtual_pointer(pointer_manager, seat);
    if (!create_keyboard()) { fprintf(stderr, "cannot make the keymap\n"); return 1; }
    wl_display_roundtrip(display);
    usleep(200000); /* let the client take the new keyboard's keymap before the first key */

    char line[128];
    while (fgets(line, sizeof line, stdin)) {
        char command[16], text[64];
        int a = 0, b = 0;
        double delta = 0;
        int fields = sscanf(line, "%15s %d %d", command, &a, &b);
        int done = 1;
        if (sscanf(line, "fingers %lf %d", &delta, &a) == 2) {
            for (int i = 0; i < a; i++) finger_delta(delta);
        } else if (sscanf(line, "hold %lf", &delta) == 1) {
            wl_display_roundtrip(display);
            printf("ok\n");
            fflush(stdout);
            hold(delta);
            continue;
        } else if (fields >= 2 && strcmp(command, "lift") == 0) {
            usleep((useconds_t)a * 1000);
            zwlr_virtual_pointer_v1_axis_source(pointer, WL_POINTER_AXIS_SOURCE_FINGER);
            zwlr_virtual_pointer_v1_axis_stop(pointer, now_ms(), WL_POINTER_AXIS_HORIZONTAL_SCROLL);
            zwlr_virtual_pointer_v1_frame(pointer);
        } else if (fields >= 3 && strcmp(command, "move") == 0) {
            zwlr_virtual_pointer_v1_motion_absolute(pointer, now_ms(), (uint32_t)(a < 0 ? 0 : a), (uint32_t)(b < 0 ? 0 : b), width, height);
            zwlr_virtual_pointer_v1_frame(pointer);
        } else if (fields >= 2 && (strcmp(command, "down") == 0 || strcmp(command, "up") == 0) && evdev_button(a)) {
            zwlr_virtual_pointer_v1_button(pointer, now_ms(), evdev_button(a),
                                           command[0] == 'd' ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED);
            zwlr_virtual_pointer_v1_frame(pointer);
        } else if (fields >= 2 && strcmp(command, "wheel") == 0 && a >= 4 && a <= 7) {
            uint32_t axis = a <= 5 ? WL_POINTER_AXIS_VERTICAL_SCROLL : WL_POINTER_AXIS_HORIZONTAL_SCROLL;
            int notch = (a == 4 || a == 6) ? -1 : 1;
            zwlr_virtual_pointer_v1_axis_source(pointer, WL_POINTER_AXIS_SOURCE_WHEEL);
            zwlr_virtual_pointer_v1_axis_discrete(pointer, now_ms(), axis, wl_fixed_from_int(10 * notch), notch);
            zwlr_virtual_pointer_v1_frame(pointer);
        } else if (sscanf(line, "key %63s", text) == 1) {
            done = chord(text);
        } else {
            done = 0;
        }
        if (!done) {
            printf("bad command: %s", line);
            fflush(stdout);
            continue;
        }
        wl_display_roundtrip(display);
        printf("ok\n");
        fflush(stdout);
    }
    zwp_virtual_keyboard_v1_destroy(keyboard);
    zwlr_virtual_pointer_v1_destroy(pointer);
    wl_display_disconnect(display);
    return 0;
}
