#!/usr/bin/env bash
# The Search tab through a real Wayland compositor (see sway_session.sh), as a screen reader and
# the keyboard meet it. Home holds Documents/Quarterly/report-2025.txt and misc/misc-report.txt.
# In order: AT-SPI clicks the tab named "Search"; the roles in the panel it controls; "report"
# typed on the virtual keyboard; the reachable names once report-2025.txt is among them; Escape
# twice (clears the field, then back to Files); AT-SPI's selected tab then. Each step is printed
# after a "--- " marker; the app's log comes last.
#
# usage: sway_search.sh APP_BINARY
set -euo pipefail
source "$(dirname "$0")/sway_session.sh"
mkdir -p "$home/Documents/Quarterly" "$home/misc"
echo q3 > "$home/Documents/Quarterly/report-2025.txt"
: > "$home/misc/misc-report.txt"
start_sway
start_app "$1"
start_input
atspi() { "${as_user[@]}" /usr/bin/python3 "$work/atspi_client.py" floating-tabs "$@" 2>/dev/null || true; }
until_atspi() { # EXPECTED ARGS…: until the AT-SPI client's answer to ARGS contains EXPECTED, up to 10 s; prints the last answer
    local expected=$1 answer=""
    shift
    for _ in $(seq 100); do
        answer=$(atspi "$@")
        [[ "$answer" == *"$expected"* ]] && break
        sleep 0.1
    done
    echo "$answer"
}
echo "--- click Search"
until_atspi clicked click Search
wait_for_log "selected search \(" || echo "(not selected)"
echo "--- panel roles"
until_atspi panel panel-roles Search
echo "--- typed"
for key in r e p o r t; do input key "$key"; done
until_atspi report-2025.txt dump > "$work/results.json"
cat "$work/results.json"
echo "--- escape twice"
input key Escape
input key Escape
wait_for_log "selected files \(" || echo "(Files not selected)"
until_atspi Files selected
echo "--- app log"
app_log
