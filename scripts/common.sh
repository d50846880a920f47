# Shared helpers for the project's scripts. Source it; do not run it.

# Installs the Debian packages named as arguments that are not installed yet (apt-get update once).
ensure_packages() {
    local missing=()
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    echo "Installing missing packages: ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# Runs `swift build` with the arguments given, hiding SwiftPM's harmless "prohibited flag"
# warnings about pkg-config's flags; fails when the build fails (so nothing stale gets run), also
# in a caller without pipefail: the status is swift build's, not the filter's.
swift_build() {
    swift build "$@" 2>&1 | { grep -v "prohibited flag" || true; }
    return "${PIPESTATUS[0]}"
}

# Builds the given products the way users get them: optimised (`-c release`), exactly as
# scripts/run builds the app. The end-to-end tests launch these binaries, never the debug build,
# which keeps every value alive to the end of its scope and so hides lifetime bugs.
build_shipped() {
    local product
    for product in "$@"; do swift_build -c release --product "$product"; done
    compile_translations "$(shipped_bin_dir)"
}

# Compiles po/*.po where the app looks for its catalogs, <binary's folder>/../share/locale (as
# installed: <prefix>/bin and <prefix>/share/locale), so the app scripts/run starts speaks the
# user's language without an install.
compile_translations() {
    local language folder
    while read -r language; do
        [[ -z "$language" || "$language" == \#* ]] && continue
        folder="$1/../share/locale/$language/LC_MESSAGES"
        mkdir -p "$folder"
        msgfmt --check -o "$folder/floating-tabs.mo" "po/$language.po"
    done < po/LINGUAS
}

# Generates the locales named (ko_KR.UTF-8 …) that the system lacks. The translation tests run
# under real locales: glibc 2.41 (Debian 13) ignores LANGUAGE under C.UTF-8.
ensure_locales() {
    local locale sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    for locale in "$@"; do
        locale -a 2>/dev/null | grep -qix "${locale%%.*}.utf8" && continue
        $sudo localedef -i "${locale%%.*}" -f UTF-8 "$locale"
    done
}

# The folder build_shipped puts its binaries in.
shipped_bin_dir() { swift build -c release --show-bin-path; }

# Packages needed to build and run the app. librsvg2-common: the SVG loader for GdkPixbuf — the
# tab icons are SVG resources, and without it (a Recommends, so missing from minimal systems such
# as Debian 13 installed without recommends) every tab shows "image-missing".
BUILD_PACKAGES=(libgtk-4-dev pkg-config librsvg2-common gettext binutils) # gettext: msgfmt, for the catalogs; binutils: strip, for the installed binary
# Packages TabBench needs on top (its libadwaita baseline, its XTest/XDamage harness); the test
# suite builds it too.
BENCH_PACKAGES=(libadwaita-1-dev libxtst-dev libxdamage-dev python3-xlib gcc) # python3-xlib: scripts/xlatency, the plain X client; gcc: the C GtkStack example
# Packages the test suite needs on top (display, input, accessibility, install checks).
TEST_PACKAGES=(xvfb xauth x11-utils xdotool imagemagick dbus dbus-x11 libglib2.0-bin at-spi2-core python3-pyatspi python3-gi libgtk-4-bin
               gir1.2-atspi-2.0 meson ninja-build desktop-file-utils appstream gettext adwaita-icon-theme sway grim openbox xclip
               fonts-nanum shared-mime-info locales iproute2)
# libglib2.0-bin: gdbus, with which tests ask the app where it shows a label; fonts-nanum: Hangul,
# for the Korean run's screenshot; shared-mime-info: a test MIME type; locales: ko_KR.UTF-8 and
# ar_EG.UTF-8 for the translation and right-to-left runs; iproute2: the loopback of
# scripts/in-debian-root's network namespace.

# Starts a private Xvfb on a free display, with a screen of $1 (default 1280x800); sets DISPLAY
# and XVFB_PID. Stopped by stop_xvfb.
start_xvfb() {
    local fdfile
    fdfile=$(mktemp)
    Xvfb -displayfd 3 -screen 0 "${1:-1280x800}x24" -nolisten tcp 3>"$fdfile" >/dev/null 2>&1 &
    XVFB_PID=$!
    local deadline=$((SECONDS + 20))
    while [ ! -s "$fdfile" ]; do
        if [ $SECONDS -gt $deadline ] || ! kill -0 "$XVFB_PID" 2>/dev/null; then
            echo "Xvfb did not start" >&2
            return 1
        fi
        sleep 0.1
    done
    export DISPLAY=":$(head -n1 "$fdfile")"
    rm -f "$fdfile"
    xprop -root -remove AT_SPI_BUS 2>/dev/null || true
}

# Stops the Xvfb start_xvfb started and waits until it has gone (SIGKILL after 5 s).
stop_xvfb() {
    [ -n "${XVFB_PID:-}" ] || return 0
    kill "$XVFB_PID" 2>/dev/null || true
    local deadline=$((SECONDS + 5))
    while kill -0 "$XVFB_PID" 2>/dev/null; do
        [ $SECONDS -gt $deadline ] && { kill -KILL "$XVFB_PID" 2>/dev/null || true; break; }
        sleep 0.1
    done
    XVFB_PID=
}

# Prints the PIDs of the processes whose environment holds FT_TEST_RUN=$1 (what one test run
# started, at any depth, whoever they run as), except the PIDs given after it and this scan.
processes_of_run() {
    local marker="FT_TEST_RUN=$1" environ pid
    shift
    local except=" $* $BASHPID "
    for environ in /proc/[0-9]*/environ; do
        pid=${environ#/proc/}
        pid=${pid%/environ}
        [[ "$except" == *" $pid "* ]] && continue
        tr '\0' '\n' 2>/dev/null < "$environ" | grep -qxF "$marker" && echo "$pid"
    done
    return 0
}
