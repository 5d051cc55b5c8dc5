#!/usr/bin/env bash
# Type-checks each snippet here against the debug build's modules and checks that every line
# marked `// expected-error: TEXT` gets an error containing TEXT on that very line, and that
# no other line gets one. Run after `swift build` (CI runs it after `swift test`).
set -euo pipefail
cd "$(dirname "$0")/../.."
modules="$(swift build --show-bin-path)/Modules"
# The core's C module (reader marks), which the modules above import.
readers="$(pwd)/Sources/CInterposeReaders/include"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
status=0
for snippet in Tests/Diagnostics/*.swift.snippet; do
    name="$(basename "$snippet" .snippet)"
    cp "$snippet" "$work/$name"
    output="$(cd "$work" && swiftc -typecheck -I "$modules" -I "$readers" "$name" 2>&1 || true)"
    errors="$(printf '%s\n' "$output" | grep -E "^$name:[0-9]+:[0-9]+: error:" || true)"
    expected_lines=""
    while IFS=: read -r line text; do
        text="${text#*expected-error: }"
        expected_lines="$expected_lines $line"
        if ! printf '%s\n' "$errors" | grep -E "^$name:$line:" | grep -qF "$text"; then
            echo "$snippet:$line: expected an error containing \"$text\" on this line"
            status=1
        fi
    done < <(grep -n "expected-error:" "$snippet" | sed -E 's/^([0-9]+):.*expected-error: (.*)$/\1:expected-error: \2/')
    while IFS= read -r error; do
        [ -z "$error" ] && continue
        line="$(printf '%s' "$error" | cut -d: -f2)"
        case " $expected_lines " in
            *" $line "*) ;;
            *) echo "$snippet: unexpected: $error"; status=1 ;;
        esac
    done <<< "$errors"
    [ "$status" -eq 0 ] && echo "$snippet: every diagnostic on its own line"
done
exit "$status"
