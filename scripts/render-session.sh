#!/usr/bin/env bash
# Renders a session page (or any HTML or SVG file) to a PNG with headless Chromium, for people
# to look at: the README's picture of the demo's session is made this way.
#
#   scripts/render-session.sh                      # record the demo's session, render docs/session.png
#   scripts/render-session.sh PAGE.html OUT.png    # render a page you already have
#   WIDTH=1600 HEIGHT=1000 scripts/render-session.sh PAGE.html OUT.png
#
# Chromium is optional: nothing in the build or the tests needs it. When it is not installed the
# script says so and exits 3 without writing anything (on Debian or Ubuntu:
# `apt-get install chromium`). Set CHROMIUM to use a particular browser binary.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
width="${WIDTH:-1440}"
height="${HEIGHT:-900}"

browser="${CHROMIUM:-}"
if [[ -z "$browser" ]]; then
    for candidate in chromium chromium-browser google-chrome google-chrome-stable; do
        if command -v "$candidate" >/dev/null 2>&1; then
            browser="$(command -v "$candidate")"
            break
        fi
    done
fi
if [[ -z "$browser" ]]; then
    echo "render-session: Chromium is not installed, so no PNG was made." >&2
    echo "render-session: install it (apt-get install chromium) or set CHROMIUM=/path/to/chrome;" >&2
    echo "render-session: the page itself needs no browser to be written or tested." >&2
    exit 3
fi

if [[ $# -ge 1 ]]; then
    page="$1"
    out="${2:-${page%.*}.png}"
else
    page="$(mktemp -d)/session.html"
    out="$root/docs/session.png"
    echo "render-session: recording the demo's session into $page" >&2
    (cd "$root" && swift run --quiet interpose-demo record --html "$page" --out /dev/null)
fi
if [[ ! -f "$page" ]]; then
    echo "render-session: $page: no such file" >&2
    exit 2
fi

mkdir -p "$(dirname "$out")"
page_url="file://$(cd "$(dirname "$page")" && pwd)/$(basename "$page")"
out_path="$(cd "$(dirname "$out")" && pwd)/$(basename "$out")"
# --no-sandbox: Chromium refuses to start its sandbox as root, as in containers.
"$browser" --headless=new --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --window-size="$width,$height" --screenshot="$out_path" "$page_url" >/dev/null 2>&1
if [[ ! -s "$out_path" ]]; then
    echo "render-session: $browser wrote no picture for $page" >&2
    exit 1
fi
echo "render-session: wrote $out_path (${width}x${height})"
