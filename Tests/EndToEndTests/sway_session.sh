# Sourced by the sway end-to-end scripts: a real Wayland compositor (sway, headless, pixman
# renderer) run as an unprivileged user, a private session bus, the app as sway's client, and a
# client of the wlr-virtual-pointer-unstable-v1 protocol that sends finger-source axis frames and
# axis_stop, like a touchpad.
#
# Defines: $work $runtime $home $as_user $app_pid; start_sway [CONFIG_LINE…]; start_app APP
# [ENV=VALUE…]; swipe DELTA STEPS STOP_MS [SCREENSHOT]; start_input, then input COMMAND… (an
# input_client line: "key CHORD", "move X Y", "down B", …) and click X Y BUTTON; wait_for_log REGEX; accessible_tree (JSON
# from atspi_client.py dump); selected_tab (AT-SPI's selected tab); app_log. The virtual pointer
# clients are built into $work (input_client: a virtual pointer, touchpad and keyboard).
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
work=$(mktemp -d /tmp/ft-sway-XXXXXX)
chmod 755 "$work"
runtime=$work/runtime
home=$work/home
mkdir -p "$runtime" "$home" "$work/bin"
# The unprivileged side reads its programs from $work: a clone may sit in a folder only root can
# read (/root/…), where it could open neither the app nor the AT-SPI client.
cp "$here/atspi_client.py" "$work/atspi_client.py"
chmod 755 "$work/bin"
chmod 644 "$work/atspi_client.py"
as_user=()
if [ "$(id -u)" -eq 0 ]; then # the compositor and its clients run as an unprivileged user
    as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)
fi
pids=()
# Stops the processes given: SIGTERM, up to 2 s to exit, then SIGKILL.
stop_processes() {
    [ $# -eq 0 ] && return 0
    kill -TERM "$@" 2>/dev/null || true
    for _ in $(seq 40); do
        local alive=0
        for pid in "$@"; do kill -0 "$pid" 2>/dev/null && alive=1; done
        [ $alive -eq 0 ] && return 0
        sleep 0.05
    done
    kill -KILL "$@" 2>/dev/null || true
}
cleanup() {
    stop_processes "${pids[@]}"
    # What the session bus started for the app (the accessibility bus and registry outlive it):
    # every process whose environment names this run's runtime folder.
    local left=()
    for environ in /proc/[0-9]*/environ; do
        [ "$environ" = "/proc/$$/environ" ] && continue
        if tr '\0' '\n' 2>/dev/null < "$environ" | grep -qxF "XDG_RUNTIME_DIR=$runtime"; then
            pid=${environ#/proc/}
            left+=("${pid%/environ}")
        fi
    done
    stop_processes "${left[@]}"
    rm -rf "$work"
}
trap cleanup EXIT

start_sway() { # [CONFIG_LINE…]
    [ "$(id -u)" -eq 0 ] && chown -R 65534:65534 "$runtime" "$home"
    chmod 700 "$runtime"
    # The protocol clients, their protocol code generated from the protocols' XML with wayland-scanner.
    local compiler protocol
    compiler=$(command -v cc || command -v clang)
    for protocol in wlr-virtual-pointer-unstable-v1 virtual-keyboard-unstable-v1; do
        wayland-scanner client-header "$here/$protocol.xml" "$work/$protocol-client-protocol.h"
        wayland-scanner private-code "$here/$protocol.xml" "$work/$protocol-protocol.c"
    done
    "$compiler" -Wall -Wextra -Werror -I"$work" -o "$work/input_client" "$here/input_client.c" "$work/wlr-virtual-pointer-unstable-v1-protocol.c" \
        "$work/virtual-keyboard-unstable-v1-protocol.c" $(pkg-config --cflags --libs wayland-client xkbcommon)
    chmod 755 "$work/input_client"

    export XDG_RUNTIME_DIR=$runtime HOME=$home
    printf 'output * resolution 1280x800\ndefault_border none\n' > "$work/sway.config"
    for line in "$@"; do printf '%s\n' "$line" >> "$work/sway.config"; done
    WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman \
        "${as_user[@]}" sway -c "$work/sway.config" > "$work/sway.log" 2>&1 &
    pids+=($!)
    local socket=""
    for _ in $(seq 200); do
        socket=$(ls "$runtime" 2>/dev/null | grep -E '^wayland-[0-9]+$' | head -1 || true)
        [ -n "$socket" ] && break
        sleep 0.05
    done
    [ -n "$socket" ] || { echo "sway did not start:"; cat "$work/sway.log"; exit 1; }
    export WAYLAND_DISPLAY=$socket
    unset DISPLAY

    "${as_user[@]}" dbus-daemon --session --nofork --address="unix:path=$runtime/bus" > /dev/null 2>&1 &
    pids+=($!)
    for _ in $(seq 200); do [ -S "$runtime/bus" ] && break; sleep 0.05; done
    export DBUS_SESSION_BUS_ADDRESS="unix:path=$runtime/bus"
}

start_app() { # APP [ENV=VALUE…]
    local app="$work/bin/$(basename "$1")" # a copy the unprivileged user can run (see above)
    cp "$1" "$app"
    chmod 755 "$app"
    shift
    # Not the test run's GTK_A11Y=test (in-process checks, no AT-SPI) or G_DEBUG=fatal-criticals:
    # GTK 4.8 logs a critical of its own when a virtual pointer goes away.
    env -u GTK_A11Y -u G_DEBUG GDK_BACKEND=wayland GSK_RENDERER=cairo FLOATINGTABS_DEBUG=1 "$@" "${as_user[@]}" "$app" > "$work/app.log" 2>&1 &
    app_pid=$!
    pids+=($app_pid)
    # Started: the first folder listed, or what app_ready names (a restored session may show
    # another tab first: "debug: renderer " is logged once the window is presented).
    local ready=${app_ready:-"debug: listed "}
    for _ in $(seq 400); do grep -q "$ready" "$work/app.log" && break; sleep 0.05; done
    grep -q "$ready" "$work/app.log" || { echo "the app did not start:"; cat "$work/app.log"; exit 1; }
    # Wait until sway has mapped the window (its tree lists the app), so the pointer lands on it.
    local ipc
    ipc=$(ls "$runtime"/sway-ipc.*.sock 2>/dev/null | head -1 || true)
    for _ in $(seq 200); do
        "${as_user[@]}" swaymsg -s "$ipc" -t get_tree 2>/dev/null | grep -q '"app_id": "io.github.floatingtabs' && break
        sleep 0.05
    done
}

swipe() { # DELTA STEPS STOP_MS [SCREENSHOT]: pointer at the middle, half the deltas, a rest, the rest, a lift
    coproc CLIENT { "${as_user[@]}" "$work/input_client" 1280 800; }
    local line="" half=$(( $2 / 2 ))
    for command in "move 640 400" "fingers $1 $half" "hold $(awk "BEGIN { print $1 / 16 }")"; do
        echo "$command" >&"${CLIENT[1]}"
        read -r -t 20 line <&"${CLIENT[0]}" || true
        [ "$line" = "ok" ] || { echo "input client: $command: $line"; exit 1; }
    done
    if [ -n "${4:-}" ]; then
        sleep 0.1 # let a frame show the pages under the fingers; the screenshot is for people
        "${as_user[@]}" grim "$runtime/mid.png"
        cp "$runtime/mid.png" "$4"
    fi
    for command in "fingers $1 $(( $2 - half ))" "lift $3"; do
        echo "$command" >&"${CLIENT[1]}"
        read -r -t 20 line <&"${CLIENT[0]}" || true
        [ "$line" = "ok" ] || { echo "input client: $command: $line"; exit 1; }
    done
    local client=$CLIENT_PID
    eval "exec ${CLIENT[1]}>&-" # end of input: the client disconnects and exits
    wait "$client" 2>/dev/null || true
    echo "swipe client: done"
}

start_input() { # a virtual pointer and keyboard (input_client) for `input` and `click`
    coproc INPUT { "${as_user[@]}" "$work/input_client" 1280 800; }
}
input() { # COMMAND…: one input_client command, answered once sway has it
    echo "$*" >&"${INPUT[1]}"
    local answer=""
    read -r -t 10 answer <&"${INPUT[0]}" || true
    [ "$answer" = "ok" ] || { echo "input client: '$answer' for '$*'"; exit 1; }
}
click() { input move "$1" "$2"; input down "$3"; input up "$3"; } # X Y BUTTON, on the output

wait_for_log() { # EXTENDED_REGEX: until a line of the app's log matches, up to 10 s
    for _ in $(seq 200); do grep -qE "$1" "$work/app.log" && return 0; sleep 0.05; done
    return 1
}

accessible_tree() { "${as_user[@]}" /usr/bin/python3 "$work/atspi_client.py" floating-tabs dump; }

selected_tab() { "${as_user[@]}" /usr/bin/python3 "$work/atspi_client.py" floating-tabs selected 2>/dev/null; }

app_log() { cat "$work/app.log"; }
