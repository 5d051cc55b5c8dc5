#!/usr/bin/env bash
# Compiles every ```swift block of README.md and of the three DocC catalogs, and runs every one
# not marked as a fragment: Tests/DocExamples/extract.py writes a package with a test target for
# the README and one per catalog into .build-doc-examples/package, compiled against this
# package's debug build (built first if need be: nothing to do after `swift build` or
# `swift test`); it is built and its tests run. A block the API no longer accepts fails with the
# compiler's error at the document's line; an example that throws or whose #expect fails fails
# its document's test.
#
# Marking a block (an HTML comment on the line before it, which GitHub and DocC do not show):
#   <!-- doc-example fragment: REASON -->    compiled, not run
#   <!-- doc-example unchecked: REASON -->   not compiled
# extract.py says how the blocks of one document share declarations.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.build-doc-examples
started=$SECONDS

swift build --target InterposeTesting >/dev/null
python3 Tests/DocExamples/extract.py "$out/package" "$(swift build --show-bin-path)"

# The test bundle links this package's objects, which its build does not track: link it anew.
rm -rf "$out"/package/.build/*/debug/DocExamplesPackageTests.xctest
# The compiler's errors and the failed tests are printed; the rest of the output is kept in
# the logs beside the package.
if ! swift build --build-tests --package-path "$out/package" >"$out/build.log" 2>&1; then
    # Each error once (the compiler repeats some), named by the document's line.
    grep -E '^[^ ]+:[0-9]+:[0-9]+: error:' "$out/build.log" | awk '!seen[$0]++' | grep . || tail -20 "$out/build.log"
    echo "doc examples: the build failed (the whole log: $out/build.log)"
    exit 1
fi
if ! swift test --skip-build --package-path "$out/package" >"$out/test.log" 2>&1; then
    grep -E '✘|error:|Fatal error|Recorded an issue|Expectation failed|Caught error' "$out/test.log" \
        || tail -40 "$out/test.log"
    echo "doc examples: an example failed when run (the whole log: $out/test.log)"
    exit 1
fi
echo "doc examples: every block compiled, and every block not a fragment ran ($((SECONDS - started)) s)"
