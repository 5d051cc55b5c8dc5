#!/usr/bin/env python3
"""The runner's targets, measured on the release build of interpose-demo.

Scaling: a folder of small scripts played with --workers 2 against --workers 1 (target: at
most 0.65x the wall time, on a machine with two cores or more). Start-up: a worker's time from
being started to saying `ready` (target: under 50 ms, the median of 20). Memory: the
coordinating process's peak resident memory playing 1,000 scripts against 100 (target: within
1.2x, flat in the number of scripts), read from /proc while it runs, so the workers' memory is
not counted.

usage: python3 Benchmarks/runner.py [--quick]     (run from the package root; --quick: 200 scripts)
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
    start = time.monotonic()
    process = subprocess.Popen(
        [DEMO, "play", folder, "--workers", str(workers)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
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
        sys.exit(f"play {folder} --workers {workers} exited with {process.returncode}")
    return wall, peak


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
        print(f"runner, {SCRIPTS} scripts, {cores} cores")
        print(f"  --workers 1: {one:.2f} s wall, coordinator peak {peak_one / 1024:.1f} MiB")
        print(f"  --workers 2: {two:.2f} s wall, coordinator peak {peak_two / 1024:.1f} MiB ({two / one:.2f}x)")
        print(f"  {SCRIPTS // 10} scripts, --workers 2: coordinator peak {peak_few / 1024:.1f} MiB")
        print(f"  worker start-up: median {statistics.median(starts) * 1000:.1f} ms, "
              f"fastest {starts[0] * 1000:.1f} ms, slowest {starts[-1] * 1000:.1f} ms")
        if cores >= 2:
            verdict(two <= 0.65 * one, f"{SCRIPTS} scripts with --workers 2 in at most 0.65x the wall time of --workers 1")
        else:
            print("  [not measured] scaling needs two cores")
        verdict(statistics.median(starts) < 0.05, "worker start-up under 50 ms")
        verdict(peak_two <= 1.2 * peak_few,
                f"the coordinator's memory at {SCRIPTS} scripts within 1.2x of its memory at {SCRIPTS // 10}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
