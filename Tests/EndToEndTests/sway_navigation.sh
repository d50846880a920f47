#!/usr/bin/env bash
# Back swipes and what a screen reader meets, through a real Wayland compositor (see
# sway_session.sh). The app restores Files two levels deep (Documents > Reports) and runs with
# AT-SPI. In order: an AT-SPI dump at depth 2; a short slow swipe toward back (springs back); a
# slow full one (pops to Documents; grim screenshot mid-gesture); another (pops to the root);
# a swipe toward forward at the root (switches to Recent); an AT-SPI dump there. Each step is
# printed after a "--- " marker; the app's log comes last.
#
# usage: sway_navigation.sh APP_BINARY SCREENSHOT.png
set -euo pipefail
source "$(dirname "$0")/sway_session.sh"
mkdir -p "$home/Documents/Reports" "$home/Music" "$home/.local/state/io.github.floatingtabs.FloatingTabs"
echo q3 > "$home/Documents/Reports/summary.txt"
echo hi > "$home/Documents/readme.txt"
cat > "$home/.local/state/io.github.floatingtabs.FloatingTabs/state.json" <<JSON
{"version": 1, "selectedTab": "files", "extras": {},
 "paths": [{"tab": "files", "routes": [{"folder": {"_0": "$home/Documents"}}, {"folder": {"_0": "$home/Documents/Reports"}}]}]}
JSON
start_sway
start_app "$1"
wait_for_log "listed $home/Documents/Reports: " || { echo "Reports was not restored"; app_log; exit 1; }
sleep 0.5 # the accessibility tree follows the first frames
echo "--- atspi depth 2"
accessible_tree
echo "--- short slow swipe toward back"
swipe -2 30 50 # 60 px at 0.25 px/ms: short of half way, slow
sleep 0.6
grep "debug: path files:" "$work/app.log" | tail -1 || echo "(no path change)"
echo "--- slow full swipe toward back"
swipe -4 60 50 "$2" # 240 px of 400 at 0.5 px/ms
wait_for_log "debug: path files: folder $home/Documents$" || true
grep "debug: path files:" "$work/app.log" | tail -1 || true
echo "--- second slow full swipe toward back"
swipe -4 60 50
wait_for_log "debug: path files: *$" || true
grep "debug: path files:" "$work/app.log" | tail -1 || true
echo "--- swipe toward forward at the root"
swipe 15 30 50
wait_for_log "selected recent \(swipe\)" || true
sleep 0.5
echo "--- atspi recent"
accessible_tree
echo "--- app log"
app_log
