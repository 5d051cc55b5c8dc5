#!/usr/bin/env bash
# Builds the three DocC catalogs (Interpose, Components, Plugins) with the toolchain's `docc`,
# each from its own module's symbol graph, and fails on any warning: a link that does not
# resolve, an ambiguous one, a parameter documented under the wrong name. Links to another
# module's symbols cannot resolve this way, so the catalogs name those in code voice.
#
# Builds the three modules (nothing to do after `swift build` or `swift test`), extracts their
# symbol graphs into .build-docc/graphs and writes the archives to .build-docc. About 20 s
# once the modules are built.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.build-docc
modules=(Interpose Components Plugins)

swift build --target Plugins >/dev/null
bin="$(swift build --show-bin-path)"
triple="$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"

status=0
for module in "${modules[@]}"; do
    graphs="$out/graphs/$module"
    rm -rf "$graphs" "$out/$module.doccarchive"
    mkdir -p "$graphs"
    swift symbolgraph-extract -module-name "$module" -target "$triple" -I "$bin/Modules" -I "$bin" \
        -I Sources/CInterposeReaders/include \
        -minimum-access-level public -skip-synthesized-members -output-dir "$graphs"
    log="$out/$module.log"
    if ! docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.interpose.$module" \
        --output-path "$out/$module.doccarchive" >"$log" 2>&1; then
        echo "$module: docc convert failed"
        status=1
    fi
    count="$(grep -cE '^(warning|error):' "$log" || true)"
    if [ "$count" -gt 0 ]; then
        echo "$module: $count warnings"
        grep -E -A4 '^(warning|error):' "$log"
        status=1
    else
        echo "$module: no warnings"
    fi
done
exit $status
