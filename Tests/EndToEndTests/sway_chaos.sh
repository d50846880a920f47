#!/usr/bin/env bash
# The chaos session on Wayland (see sway_session.sh and ChaosInput.swift): the app floats at the
# output's top-left corner and gets the inputs of INPUTS, one a line: "click X Y BUTTON", "key
# CHORD", "drag X1 Y1 X2 Y2", "resize WIDTH HEIGHT", or "check N". Positions are thousandths of the
# window's size, below its 60 px title bar. Pointer and keys go through a virtual pointer and a
# virtual keyboard with a US keymap (input_client), resizes through swaymsg. At "check N" the app
# must be running and AT-SPI's selected tab must be the one the app's log last selected (polled up
# to 10 s): prints "check N ok" or why not. A window the inputs closed (the keyboard reaches its
# header bar as a user's does) is started again, as on X11, and the run goes on. At the end: the
# app's other windows closed with Escape, Escape twice in the main window, Ctrl+Q, "quit ok" when
# the app exits within 10 s; then the app's logs (of every start) after "--- app log". With
# FT_CHAOS_TRACE set, prints each input with the time of day first (to match inputs with the app's
# messages).
# First, under the same sway, the plain GTK program popover_reproducer.c opens a menu from the
# keyboard and a popover from a click, which moves; a click outside closes each; then it drags
# selected spaces out of a text view and an entry; its log follows
# "--- reproducer log" (what GTK itself logs on this compositor), and the chaos session's lines
# follow "--- chaos".
#
# usage: sway_chaos.sh APP_BINARY INPUTS
set -euo pipefail
source "$(dirname "$0")/sway_session.sh"
app_id=io.github.floatingtabs.FloatingTabs
start_sway "xwayland disable" "for_window [app_id=\"$app_id\"] floating enable, move position 0 0" \
    'for_window [app_id="popover_reproducer"] floating enable, move position 0 0'
ipc=$(ls "$runtime"/sway-ipc.*.sock | head -1)
sway() { "${as_user[@]}" swaymsg -s "$ipc" "$@"; }

start_input

"$(command -v cc || command -v clang)" -Wall -Wextra -Werror -o "$work/popover_reproducer" "$here/popover_reproducer.c" $(pkg-config --cflags --libs gtk4)
chmod 755 "$work/popover_reproducer"
start_sway_client() { # LOG PROGRAM…: a client of sway, without the test run's GTK debugging
    local log=$1
    shift
    env -u GTK_A11Y -u G_DEBUG GDK_BACKEND=wayland GSK_RENDERER=cairo "${as_user[@]}" "$@" > "$log" 2>&1 &
}
start_sway_client "$work/reproducer.log" "$work/popover_reproducer"
reproducer=$!
for _ in $(seq 200); do sway -t get_tree | grep -q '"app_id": "popover_reproducer"' && break; sleep 0.05; done
sleep 0.5
wait_for() { for _ in $(seq 200); do grep -q "$1" "$work/reproducer.log" && return 0; sleep 0.05; done; echo "reproducer: no '$1'"; }
click 300 340 3 # a right click on the label (nothing happens)
input key space # the focused menu button opens its menu
wait_for "menu shown"
sleep 0.5
click 300 340 1 # the label, outside the menu: the menu closes
sleep 0.5
click 300 150 1 # the big button: its popover opens near its top-left corner, then moves
wait_for moved
sleep 0.5
click 300 340 1 # the label, outside the popover: it closes
sleep 0.5
drag_onto_label() { # X Y: press there, glide in 10 px steps (as a hand does; GTK 4.18 cancels jumps) to the label
    local x=$1 y=$2
    input move "$x" "$y"
    input down 1
    while [ "$x" -ne 300 ] || [ "$y" -ne 340 ]; do
        x=$((x + (300 - x > 10 ? 10 : (300 - x < -10 ? -10 : 300 - x))))
        y=$((y + (340 - y > 10 ? 10 : (340 - y < -10 ? -10 : 340 - y))))
        input move "$x" "$y"
    done
    input up 1
    sleep 0.5
}
drag_onto_label 200 192 # the text view's selected spaces
click 200 261 1 # the entry: its spaces selected by keys, then dragged
for chord in Home Right shift+End shift+Left; do input key "$chord"; done
sleep 0.3
drag_onto_label 120 261
stop_processes "$reproducer"
wait "$reproducer" 2>/dev/null || true
echo "--- reproducer log"
cat "$work/reproducer.log"
echo "--- chaos"

start_app "$1"
window_size() { # "WIDTH HEIGHT" of the app's window, from sway's tree
    sway -t get_tree | python3 -c '
import json, sys
def walk(node):
    if node.get("app_id") == sys.argv[1]:
        print(node["rect"]["width"], node["rect"]["height"]); sys.exit(0)
    for child in node.get("nodes", []) + node.get("floating_nodes", []): walk(child)
walk(json.load(sys.stdin))' "$app_id"
}
read -r width height < <(window_size)
echo "window ${width}x$height"
closes=0
started_again_if_closed() { # as on X11: a window the inputs closed (a user can) is started again
    grep -q "debug: window closed" "$work/app.log" || return 0
    for _ in $(seq 200); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.05; done
    local status=0
    wait "$app_pid" 2>/dev/null || status=$?
    [ "$status" -eq 0 ] || { echo "the app exited with status $status after its window closed"; return 1; }
    cat "$work/app.log" >> "$work/earlier-app.log"
    closes=$((closes + 1))
    echo "window closed by the inputs, started again ($closes)"
    app_ready="debug: renderer " start_app "$1" # the session restored may show any tab
    read -r width height < <(window_size)
}
move() { input move $(($1 * (width - 1) / 1000)) $((60 + $2 * (height - 61) / 1000)); }
check() { # N
    local shown="" model=""
    for _ in $(seq 100); do
        kill -0 "$app_pid" 2>/dev/null || { echo "check $1: the app exited"; return 1; }
        shown=$(selected_tab || true)
        # The tab's id in "selected <id> (<reason>)" or "restored <id>: …"; a pinned folder's tab
        # ("pinned:<path>") is named by its folder, a built-in tab by its id capitalised.
        model=$(grep -E 'debug: (selected [^ ]+ \(|restored [^ ]+: )' "$work/app.log" | tail -1 |
            sed -E 's/.*debug: (selected|restored) ([^ ]+)( \(|: ).*/\2/' || true)
        model=${model:-files}
        case $model in pinned:*) model=${model##*/} ;; *) model=${model^} ;; esac
        [ "$shown" = "$model" ] && { echo "check $1 ok"; return 0; }
        sleep 0.1
    done
    echo "check $1 failed: AT-SPI shows '$shown', the model '$model'"
}
while read -r command a b c d; do
    started_again_if_closed "$1" || break
    [ -n "${FT_CHAOS_TRACE:-}" ] && echo "$(date +%T.%3N) input: $command $a $b $c $d"
    case $command in
        click)
            move "$a" "$b"
            if [ "$c" -ge 4 ]; then input wheel "$c"; else input down "$c"; input up "$c"; fi ;;
        key) input key "$a" ;;
        drag) move "$a" "$b"; input down 1; move "$c" "$d"; input up 1 ;;
        resize)
            sway "[app_id=\"$app_id\"] resize set $a $b, move position 0 0" > /dev/null || true
            read -r width height < <(window_size) || true ;; # none while a closed window's app exits
        check) check "$a" || break ;;
    esac
    sleep 0.03 # about xdotool's pace on X11: the app handles most inputs before the next
done < "$2"
if kill -0 "$app_pid" 2>/dev/null; then
    # As a user would: each other window of the app (the shortcuts window, the About dialog; a
    # modal one takes the main window's keys) is focused and gets Escape three times (the first
    # may only end a search), then the main window twice (an open menu), then Ctrl+Q.
    # The app's windows are found by process: the shortcuts window has an app_id of its own.
    for id in $(sway -t get_tree | python3 -c '
import json, sys
def walk(node):
    if node.get("pid") == int(sys.argv[1]) and node.get("type") in ("con", "floating_con") and node.get("name") != "FloatingTabs": print(node["id"])
    for child in node.get("nodes", []) + node.get("floating_nodes", []): walk(child)
walk(json.load(sys.stdin))' "$app_pid"); do
        sway "[con_id=$id] focus" > /dev/null || true
        sleep 0.2
        input key Escape; input key Escape; input key Escape
    done
    sway "[app_id=\"$app_id\" title=\"^FloatingTabs$\"] focus" > /dev/null || true
    sleep 0.2
    input key Escape
    input key Escape
    sleep 0.3
    input key ctrl+q
    for _ in $(seq 200); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.05; done
    kill -0 "$app_pid" 2>/dev/null && echo "quit failed" || echo "quit ok"
fi
echo "--- app log"
cat "$work/earlier-app.log" 2>/dev/null || true
app_log
