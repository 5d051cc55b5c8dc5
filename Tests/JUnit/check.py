"""Reads the JUnit files Tests/JUnit/check.sh wrote with junitparser and checks what they say."""
import sys

from junitparser import Error, Failure, JUnitXml, Skipped


def cases(path):
    """Each test case of the file at `path`: (suite, name, file, line, kind, message, text)."""
    found = []
    for suite in JUnitXml.fromfile(path):
        counted = (int(suite.tests), int(suite.failures), int(suite.skipped))
        seen = [0, 0, 0]
        for case in suite:
            seen[0] += 1
            kind, message, text = "passed", None, None
            for result in case.result:
                if isinstance(result, (Failure, Error)):
                    kind, message, text = type(result).__name__.lower(), result.message, result.text
                    seen[1] += isinstance(result, Failure)
                elif isinstance(result, Skipped):
                    kind, message = "skipped", result.message
                    seen[2] += 1
            found.append((suite.name, case.name, case._elem.get("file"), case._elem.get("line"), kind, message, text))
        assert tuple(seen) == counted, f"{path}: {suite.name} says {counted}, holds {tuple(seen)}"
    return found


def check(condition, what):
    if not condition:
        sys.exit(f"junit check: {what}")


one, suite, many, merged = (cases(path) for path in sys.argv[1:5])

check([c[4] for c in one] == ["passed", "failure", "skipped"], f"one script: {[c[4] for c in one]}")
failure = one[1]
check(failure[1] == "line 2: Button nothere Tap %timeout=100", f"a case named by line and command: {failure[1]}")
check((failure[2], failure[3]) == ("tests/fail.mt", "2"), f"a case's file and line: {failure[2:4]}")
check(failure[5].startswith('no Button "nothere" on screen'), f"the failure's message: {failure[5]}")
check("\non screen:\n" in failure[6] and "\n? " in failure[6], "the failure's body holds the screen, candidates marked")
check(one[2][5].startswith("playback stopped at the failure"), f"not run is skipped, saying why: {one[2][5]}")

check([c[0] for c in suite] == [f"tests/rows.mts › tests/row.mt[@{row}]" for row in (1, 1, 2, 2)], f"{suite}")
check(all(c[4] == "passed" for c in suite), "every row passed")

check(len({c[0] for c in many}) == 6, f"a suite per script and per row: {sorted({c[0] for c in many})}")
snapshot = [c for c in many if c[0] == "tests/snap.mt"][0]
check(snapshot[4] == "failure" and "\n-Label login-message: Welcome\n+Label login-message: \"\"\n" in snapshot[6],
      f"a snapshot's diff, line by line: {snapshot[6]!r}")
check(sorted(merged) == sorted(many), "the shards merged are the run")
print(f"junit check: {len(one) + len(suite) + len(many) + len(merged)} test cases read back with junitparser")
