#!/usr/bin/env python3
"""Scores list-viewer's reading of labelled logs, as issue 41's point 7 does.

For each SYSTEM.log with SYSTEM.labels.jsonl beside it (one object per line: "content", the
message as labelled, and "event", the true event), runs `list-viewer SYSTEM.log --export` and
prints, per system: the share of lines whose exported `message` is exactly the labelled
content, the share with a `time`, and the grouping accuracy of the exported `pattern`s (a line
counts when the lines sharing its pattern are exactly those sharing its event; Zhu et al.,
ICSE-SEIP 2019). Then the number of systems at 90 % or more and the average accuracy.

It reads Loghub's layout too (https://github.com/logpai/loghub): SYSTEM_2k.log with
SYSTEM_2k.log_structured.csv beside it (`LineId`, `Content`, `EventId`), to measure on logs
nobody here wrote. Their labels only measure; nothing in list-viewer is learnt from them.

usage: evaluate.py LIST_VIEWER DIRECTORY [SYSTEM ...]
"""
import collections
import csv
import json
import os
import subprocess
import sys
import tempfile


def grouping_accuracy(truth, found):
    by_truth = collections.defaultdict(set)
    by_found = collections.defaultdict(set)
    for index, (event, pattern) in enumerate(zip(truth, found)):
        by_truth[event].add(index)
        by_found[pattern].add(index)
    right = sum(1 for index, event in enumerate(truth) if by_truth[event] == by_found[found[index]])
    return right / len(truth) if truth else 1.0


def labelled(directory, system):
    """The log's path and its labels (line, content, event), ours or Loghub's."""
    ours = os.path.join(directory, system + ".labels.jsonl")
    if os.path.exists(ours):
        return os.path.join(directory, system + ".log"), [json.loads(line) for line in open(ours, encoding="utf-8")]
    rows = csv.DictReader(open(os.path.join(directory, system + "_2k.log_structured.csv"), encoding="utf-8", errors="replace"))
    labels = [{"line": int(row["LineId"]), "content": row["Content"], "event": row["EventId"]} for row in rows]
    return os.path.join(directory, system + "_2k.log"), labels


def score(viewer, directory, system):
    log, labels = labelled(directory, system)
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "out.jsonl")
        subprocess.run([viewer, log, "--format", "text", "--export", out], check=True)
        records = [json.loads(line) for line in open(out, encoding="utf-8")]
    by_line = {record["line"]: record for record in records}
    found = [by_line.get(label["line"], {}) for label in labels]
    messages = sum(1 for label, record in zip(labels, found) if record.get("message") == label["content"])
    times = sum(1 for record in found if record.get("time"))
    accuracy = grouping_accuracy([label["event"] for label in labels],
                                 [record.get("pattern", "no pattern %d" % index) for index, record in enumerate(found)])
    return messages / len(labels), times / len(labels), accuracy


def main():
    viewer, directory = sys.argv[1], sys.argv[2]
    systems = sys.argv[3:] or sorted(name[:-len(".labels.jsonl")] for name in os.listdir(directory)
                                     if name.endswith(".labels.jsonl")) or sorted(
        name[:-len("_2k.log_structured.csv")] for name in os.listdir(directory) if name.endswith("_2k.log_structured.csv"))
    results = {system: score(viewer, directory, system) for system in systems}
    print("%-12s %8s %6s %8s" % ("system", "message", "time", "grouping"))
    for system, (message, time, accuracy) in results.items():
        print("%-12s %8.3f %6.3f %8.3f" % (system, message, time, accuracy))
    print("message >= 90%%: %d of %d; time >= 90%%: %d of %d; grouping accuracy average %.3f" % (
        sum(1 for m, _, _ in results.values() if m >= 0.9), len(results),
        sum(1 for _, t, _ in results.values() if t >= 0.9), len(results),
        sum(a for _, _, a in results.values()) / len(results)))


if __name__ == "__main__":
    main()
