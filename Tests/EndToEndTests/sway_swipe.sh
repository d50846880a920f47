#!/usr/bin/env bash
# End-to-end touchpad swipe through a real Wayland compositor (see sway_session.sh). Two swipes:
# the first lifts the fingers 50 ms after the last movement (the compositor's axis_stop reaches
# GTK as scroll-end), the second at once (GTK 4.8 merges the stop into the last delta and drops
# it; the app releases after a silence). Takes a screenshot mid-way through the first with grim.
# Prints the app's log at the end.
#
# usage: sway_swipe.sh APP_BINARY SCREENSHOT.png
set -euo pipefail
source "$(dirname "$0")/sway_session.sh"
start_sway
start_app "$1" GTK_A11Y=none
swipe 15 30 50 "$2"
wait_for_log "selected recent \(swipe\)" || true
swipe 15 30 0
wait_for_log "selected notes \(swipe\)" || true
echo "--- app log"
app_log
