/*
 * A two-finger touchpad swipe through wlroots' virtual pointer protocol, for the end-to-end
 * test: puts the pointer at the middle of the output, sends horizontal finger-source axis
 * frames (like a touchpad, 8 ms apart), prints "mid" and waits for a line on stdin (the test
 * takes a screenshot meanwhile) while the resting fingers jitter by a sixteenth of DELTA every
 * 8 ms (the app ends a gesture after 250 ms without deltas), sends the rest, then, STOP_MS
 * later, axis_stop: the fingers lift.
 *
 * usage: swipe_client WIDTH HEIGHT DELTA STEPS STOP_MS
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <time.h>
#include <unistd.h>
#include <wayland-client.h>
#include "wlr-virtual-pointer-unstable-v1-client-protocol.h"


static struct zwlr_virtual_pointer_manager_v1 *manager;

static void global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    (void)data; (void)version;
    if (strcmp(interface, zwlr_virtual_pointer_manager_v1_interface.name) == 0)
        manager = wl_registry_bind(registry, name, &zwlr_virtual_pointer_manager_v1_interface, 1);
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

static void finger_delta(struct wl_display *display, struct zwlr_virtual_pointer_v1 *pointer, double delta) {
    zwlr_virtual_pointer_v1_axis_source(pointer, WL_POINTER_AXIS_SOURCE_FINGER);
    zwlr_virtual_pointer_v1_axis(pointer, now_ms(), WL_POINTER_AXIS_HORIZONTAL_SCROLL, wl_fixed_from_double(delta));
    zwlr_virtual_pointer_v1_frame(pointer);
    wl_display_flush(display);
    usleep(8000); /* a touchpad reports about every 8 ms */
}

int main(int argc, char **argv) {
    if (argc != 6) {
        fprintf(stderr, "usage: %s WIDTH HEIGHT DELTA STEPS STOP_MS\n", argv[0]);
        return 2;
    }
    uint32_t width = (uint32_t)atoi(argv[1]), height = (uint32_t)atoi(argv[2]);
    double delta = atof(argv[3]);
    int steps = atoi(argv[4]);
    useconds_t stop_delay = (useconds_t)atoi(argv[5]) * 1000;

    struct wl_display *display = wl_display_connect(NULL);
    if (!display) { fprintf(stderr, "cannot connect to the Wayland display\n"); return 1; }
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, NULL);
    wl_display_roundtrip(display);
    if (!manager) { fprintf(stderr, "the compositor has no zwlr_virtual_pointer_manager_v1\n"); return 1; }
    struct zwlr_virtual_pointer_v1 *pointer = zwlr_virtual_pointer_manager_v1_create_virtual_pointer(manager, NULL);

    zwlr_virtual_pointer_v1_motion_absolute(pointer, now_ms(), width / 2, height / 2, width, height);
    zwlr_virtual_pointer_v1_frame(pointer);
    wl_display_roundtrip(display);
    usleep(200000); /* let the client see the pointer enter before the fingers move */

    for (int i = 0; i < steps / 2; i++) finger_delta(display, pointer, delta);
    wl_display_roundtrip(display);
    printf("mid\n");
    fflush(stdout);
    for (;;) { /* hold until told to go on */
        fd_set ready;
        FD_ZERO(&ready);
        FD_SET(0, &ready);
        struct timeval tick = { 0, 0 };
        if (select(1, &ready, NULL, NULL, &tick) > 0) break;
        finger_delta(display, pointer, delta / 16);
    }
    char line[16];
    if (!fgets(line, sizeof line, stdin)) return 1;
    for (int i = steps / 2; i < steps; i++) finger_delta(display, pointer, delta);
    wl_display_roundtrip(display);
    usleep(stop_delay);

    zwlr_virtual_pointer_v1_axis_source(pointer, WL_POINTER_AXIS_SOURCE_FINGER);
    zwlr_virtual_pointer_v1_axis_stop(pointer, now_ms(), WL_POINTER_AXIS_HORIZONTAL_SCROLL);
    zwlr_virtual_pointer_v1_frame(pointer);
    wl_display_roundtrip(display);
    zwlr_virtual_pointer_v1_destroy(pointer);
    zwlr_virtual_pointer_manager_v1_destroy(manager);
    wl_display_disconnect(display);
    printf("done\n");
    return 0;
}
