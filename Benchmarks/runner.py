#!/usr/bin/env python3
"""The runner's targets, measured on the release build of interpose-demo.

Scaling: a folder of small scripts played with --workers 2 against --workers 1 (target: at
most 0.65x the wall time, on a machine with two cores or more). Start-up: a worker's time from
being started to saying `ready` (target: under 50 ms, the median of 20). Memory: the
coordinating process's peak resident memory playing 1,000 scripts against 100 (target: within
1.2x, flat in the number of scripts), read from /proc while it runs, so the workers' memory is
not counted. A long script: one script of 100,000 `Slide` commands played by `play FILE`, as
text and as JSON (target: under 100 MB peak, memory flat in the script's length). Reports: a
passing run of 1,000 scripts with JSON, JUnit and an HTML page writes those three files and no
file per script (target), and its wall time beside the text alone's is printed. (What each
format costs a script is the benchmark package's `reporting` group.)

usage: python3 Benchmarks/runner.py [--quick]
(run from the package root; --quick: 200 scripts, and a long script of 10,000 commands)
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

QUICK = "--quick" in sys.argv
SCRIPTS = 200 if QUICK else 1000
LONG = 10_000 if QUICK else 100_000
DEMO = os.path.join(".build", "release", "interpose-demo")
# A small script: a few taps and a check on the sample app, as a recorded session's smallest test.
SCRIPT = "Button settings Tap\nButton login Tap\nButton LOGIN Verify\nButton forms Tap\n"


def make_scripts(folder, count):
    os.makedirs(folder, exist_ok=True)
    for index in range(count):
        with open(os.path.join(folder, f"s{index:04d}.mt"), "w") as file:
            file.write(SCRIPT)


def play(folder, workers):
    """Wall seconds of `play folder --workers N`, and the coordinator's peak resident KiB."""
    return measure([DEMO, "play", folder, "--workers", str(workers)])


def measure(command):
    """Wall seconds of `command`, and its peak resident KiB (its own, not its children's)."""
    start = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    peak = 0
    while process.poll() is None:
        try:
            with open(f"/proc/{process.pid}/status") as status:
                for line in status:
                    if line.startswith("VmHWM:"):
                        peak = max(peak, int(line.split()[1]))
        except OSError:
            pass
        time.sleep(0.01)
    wall = time.monotonic() - start
    if process.returncode != 0:
        sys.exit(f"{' '.join(command)} exited with {process.returncode}")
    return wall, peak


def reports(folder, out):
    """The wall seconds of `play folder --workers 2` with JSON, JUnit and an HTML page, and the
    files it left beside them."""
    os.makedirs(out, exist_ok=True)
    files = [f"--reporter=json={out}/run.json", f"--reporter=junit={out}/run.xml", f"--reporter=html={out}/run.html"]
    wall, _ = measure([DEMO, "play", folder, "--workers", "2", "--reporter", "text"] + files)
    return wall, sorted(os.listdir(out))


def long_script(path):
    """A script that opens the profile screen and slides its volume slider LONG times."""
    with open(path, "w") as file:
        file.write("TabBar tabs Select settings\nTableView settings Select 0\n")
        file.writelines(f"Slider volume Slide 0.{index % 10}\n" for index in range(LONG))


def start_up():
    """Seconds from starting a worker to its `ready` line."""
    start = time.monotonic()
    process = subprocess.Popen([DEMO, "worker"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    line = process.stdout.readline()
    elapsed = time.monotonic() - start
    process.stdin.close()
    process.wait()
    if line != b"ready\n":
        sys.exit(f"the worker said {line!r}, not ready")
    return elapsed


def verdict(met, text):
    print(f"  [{'met' if met else 'MISSED'}] {text}")


def main():
    subprocess.run(["swift", "build", "-c", "release", "--product", "interpose-demo"], check=True,
                   stdout=subprocess.DEVNULL)
    cores = os.cpu_count() or 1
    work = tempfile.mkdtemp(prefix="interpose-runner-")
    try:
        many, few = os.path.join(work, "many"), os.path.join(work, "few")
        make_scripts(many, SCRIPTS)
        make_scripts(few, SCRIPTS // 10)
        play(few, 1)  # warm the file cache and the binary
        one, peak_one = play(many, 1)
        two, peak_two = play(many, 2)
        _, peak_few = play(few, 2)
        starts = sorted(start_up() for _ in range(20))
        report_wall, left = reports(many, os.path.join(work, "out"))
        long = os.path.join(work, "long.mt")
        long_script(long)
        long_text, long_text_peak = measure([DEMO, "play", long])
        long_json, long_json_peak = measure([DEMO, "play", long, "--json"])
        print(f"runner, {SCRIPTS} scripts, {cores} cores")
        print(f"  --workers 1: {one:.2f} s wall, coordinator peak {peak_one / 1024:.1f} MiB")
        print(f"  --workers 2: {two:.2f} s wall, coordinator peak {peak_two / 1024:.1f} MiB ({two / one:.2f}x)")
        print(f"  {SCRIPTS // 10} scripts, --workers 2: coordinator peak {peak_few / 1024:.1f} MiB")
        print(f"  worker start-up: median {statistics.median(starts) * 1000:.1f} ms, "
              f"fastest {starts[0] * 1000:.1f} ms, slowest {starts[-1] * 1000:.1f} ms")
        print(f"  --workers 2 with JSON, JUnit and an HTML page too: {report_wall:.2f} s wall "
              f"({report_wall / two:.2f}x the text alone), leaving {', '.join(left)}")
        print(f"  one script of {LONG:,} commands: text {long_text:.1f} s, peak {long_text_peak / 1024:.1f} MiB; "
              f"--json {long_json:.1f} s, peak {long_json_peak / 1024:.1f} MiB")
        if cores >= 2:
            verdict(two <= 0.65 * one, f"{SCRIPTS} scripts with --workers 2 in at most 0.65x the wall time of --workers 1")
        else:
            print("  [not measured] scaling needs two cores")
        verdict(statistics.median(starts) < 0.05, "worker start-up under 50 ms")
        verdict(peak_two <= 1.2 * peak_few,
                f"the coordinator's memory at {SCRIPTS} scripts within 1.2x of its memory at {SCRIPTS // 10}")
        verdict(left == ["run.html", "run.json", "run.xml"], f"a passing run of {SCRIPTS} scripts writes no file per script")
        verdict(max(long_text_peak, long_json_peak) < 100 * 1000,
                f"one script of {LONG:,} commands played in under 100 MB, as text and as JSON")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
