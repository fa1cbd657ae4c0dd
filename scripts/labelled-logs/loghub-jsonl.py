#!/usr/bin/env python3
"""Writes a JSON Lines log of real messages, for `list-bench file-index FILE`: a log that
list-bench did not generate and nothing in list-viewer was tuned to.

Each record is a line of one of Loghub's 2,000-line samples (https://github.com/logpai/loghub,
SYSTEM_2k.log_structured.csv), the sixteen systems drawn at random and interleaved: `ts` (ISO
8601, milliseconds, rising by 0–40 ms), `level` (the sample's, in lower case, else a common
one), `system`, `component` and `pid` where the sample has them, `msg` (the labelled content),
and on one record in twenty a nested `ctx` object with the event's id and template.

usage: loghub-jsonl.py LOGHUB_DIRECTORY OUTPUT [BYTES]   (BYTES: 1.2 GB by default)
"""
import csv
import datetime
import glob
import json
import os
import random
import sys

LEVELS = {"INFO": "info", "WARN": "warn", "WARNING": "warn", "ERROR": "error", "FATAL": "fatal", "DEBUG": "debug",
          "E": "error", "W": "warn", "I": "info", "D": "debug", "V": "trace", "error": "error", "notice": "info"}


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    directory, output = sys.argv[1], sys.argv[2]
    target = int(sys.argv[3]) if len(sys.argv) == 4 else 1_200_000_000
    random.seed(7)
    rows = []
    for path in sorted(glob.glob(os.path.join(directory, "*_structured.csv"))):
        system = os.path.basename(path).split("_")[0]
        with open(path, newline="", encoding="utf-8", errors="replace") as structured:
            rows += [(system, row) for row in csv.DictReader(structured)]
    if not rows:
        sys.exit(f"no SYSTEM_2k.log_structured.csv in {directory}")
    time = datetime.datetime(2026, 3, 1)
    written = 0
    with open(output, "w", encoding="utf-8") as out:
        while written < target:
            system, row = random.choice(rows)
            time += datetime.timedelta(microseconds=random.randint(0, 40_000))
            record = {"ts": time.strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z",
                      "level": LEVELS.get(row.get("Level", ""), random.choice(["info", "info", "info", "debug", "warn"])),
                      "system": system}
            component = row.get("Component") or row.get("Process") or row.get("Node")
            if component:
                record["component"] = component
            pid = row.get("Pid") or row.get("PID")
            if pid and pid.isdigit():
                record["pid"] = int(pid)
            record["msg"] = row["Content"]
            if random.random() < 0.05:
                record["ctx"] = {"event": row.get("EventId"), "template": row.get("EventTemplate"), "attempt": random.randint(1, 5)}
            line = json.dumps(record, ensure_ascii=False) + "\n"
            out.write(line)
            written += len(line.encode())


if __name__ == "__main__":
    main()
