#!/usr/bin/env bash
# The JUnit XML that play and merge-reports write, read by junitparser, the library GitHub's
# test-report actions (publish-unit-test-result-action) read it with: a script played here, a
# suite of data rows, a run of many in workers and its shards merged; passed, failed, skipped
# and not-run commands, a failure's screen and a snapshot's diff of several lines.
#
#   bash Tests/JUnit/check.sh        (needs the debug build; installs junitparser with pip when missing)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
demo="$root/.build/debug/interpose-demo"
[[ -x "$demo" ]] || { echo "junit check: build first (swift build)" >&2; exit 1; }
python3 -c "import junitparser" 2>/dev/null || python3 -m pip install --quiet junitparser

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
mkdir -p tests
printf 'Button settings Tap\nButton login Tap\n' > tests/pass.mt
printf 'Button settings Tap\nButton nothere Tap %%timeout=100\nButton login Tap %%ignore=true\n' > tests/fail.mt
printf 'Label login-message VerifySnapshot\n' > tests/snap.mt
printf 'Vars * Define name=nobody\nTextField username EnterText ${name}\n' > tests/row.mt
printf 'Test row.mt RunWith rows.csv\n' > tests/rows.mts
printf 'name\nada\ngrace\n' > tests/rows.csv
"$demo" play tests/snap.mt --update-snapshots > /dev/null
printf 'Label login-message: "Welcome"\n' > tests/snap.mt.snapshots/login-message.txt

"$demo" play tests/fail.mt --junit one.xml --stop-on-failure > /dev/null 2>&1 || true
"$demo" play tests/rows.mts --junit suite.xml > /dev/null 2>&1
"$demo" play tests --workers 2 --junit many.xml > /dev/null 2>&1 || true
for shard in 1 2; do "$demo" play tests --shard "$shard/2" --json > "shard-$shard.json" 2> /dev/null || true; done
"$demo" merge-reports shard-1.json shard-2.json --junit merged.xml > /dev/null 2>&1 || true

python3 "$root/Tests/JUnit/check.py" one.xml suite.xml many.xml merged.xml
