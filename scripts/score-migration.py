#!/usr/bin/env python3
"""Scores `context-check migrate` over a folder of apps.

    scripts/score-migration.py [--binary PATH] [--no-build] [--json] [--show KIND] [--limit N]
                               [--timeout SECONDS] APPS [APP…]

APPS is a folder holding one folder per app (such as the apps exported from
../shared/apps/seen.tsv by ../shared/tools/materialize-apps; never commit them). Each app
folder is given to `context-check migrate --json` on its own; with APP names, only those apps
are run. The tool is built first (`swift build -c release --product context-check`) unless
--binary names a built one or --no-build is given.

Prints, per app and in total: prepare bodies read, branches found / converted / partly / left,
the conversion rate (converted / found), the handoff lines before and after when the JSON
reports them (`handoffLinesBefore`, `handoffLinesAfter`), the lines the diff removes and adds,
and the wall time; then the statements left by reason, in total and per app. `--show KIND`
lists the notes of that reason (at most --limit, default 40), to see what to convert next.
`--json` prints all of it as one JSON object instead. An app on which the tool fails (a crash,
an exit status other than 0, output that is not JSON, or a run longer than --timeout) is
listed with the failure, counts as an error in the totals, and makes the script exit 1.

Python 3 standard library only.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import time

COUNTS = ("bodies", "branchesFound", "branchesConverted", "branchesPartly", "branchesLeft", "statementsConverted")
OPTIONAL_COUNTS = ("handoffLinesBefore", "handoffLinesAfter")


def repository_root():
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build(root):
    """Builds the release tool and returns its path."""
    subprocess.run(
        ["swift", "build", "-c", "release", "--product", "context-check"], cwd=root, check=True,
        stdout=sys.stderr)
    output = subprocess.run(
        ["swift", "build", "-c", "release", "--show-bin-path"], cwd=root, check=True, capture_output=True, text=True)
    return os.path.join(output.stdout.strip(), "context-check")


def diff_lines(diff):
    """Lines the unified diff removes and adds (file headers and hunk headers aside)."""
    removed = added = 0
    for line in diff.splitlines():
        if line.startswith("--- a/") or line.startswith("+++ b/"):
            continue
        if line.startswith("-"):
            removed += 1
        elif line.startswith("+"):
            added += 1
    return removed, added


def score(binary, app, timeout):
    """Runs the tool on one app folder: its counts, reasons, notes and time, or its failure."""
    started = time.monotonic()
    try:
        run = subprocess.run(
            [binary, "migrate", "--json", app], capture_output=True, timeout=timeout, cwd=app)
    except subprocess.TimeoutExpired:
        return {"error": "timed out after %d s" % timeout, "seconds": time.monotonic() - started}
    seconds = time.monotonic() - started
    if run.returncode != 0:
        message = run.stderr.decode("utf-8", "replace").strip().splitlines()
        return {"error": "exit status %d%s" % (run.returncode, (": " + message[-1]) if message else ""),
                "seconds": seconds}
    try:
        plan = json.loads(run.stdout.decode("utf-8", "replace"))
    except ValueError as error:
        return {"error": "output is not JSON (%s)" % error, "seconds": seconds}
    result = {key: plan.get(key, 0) for key in COUNTS}
    for key in OPTIONAL_COUNTS:
        if key in plan:
            result[key] = plan[key]
    result["diffRemoved"], result["diffAdded"] = diff_lines(plan.get("diff", ""))
    result["reasons"] = dict(plan.get("reasons", {}))
    result["notes"] = plan.get("notes", [])
    result["seconds"] = seconds
    return result


def rate(converted, found):
    return "%.1f%%" % (100.0 * converted / found) if found else "-"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("apps", help="a folder holding one folder per app")
    parser.add_argument("only", nargs="*", help="run only these apps (folder names)")
    parser.add_argument("--binary", help="a built context-check (default: build it in release)")
    parser.add_argument("--no-build", action="store_true", help="use .build/release/context-check as it is")
    parser.add_argument("--json", action="store_true", help="print the scores as JSON")
    parser.add_argument("--show", metavar="KIND", action="append", default=[],
                        help="list the notes of this reason (repeatable)")
    parser.add_argument("--limit", type=int, default=40, help="notes listed per --show (default 40)")
    parser.add_argument("--top", type=int, default=15, help="message patterns listed (default 15)")
    parser.add_argument("--timeout", type=int, default=300, help="seconds per app (default 300)")
    arguments = parser.parse_args()

    root = repository_root()
    if arguments.binary:
        binary = os.path.abspath(arguments.binary)
    elif arguments.no_build:
        binary = os.path.join(root, ".build", "release", "context-check")
    else:
        binary = build(root)
    if not os.access(binary, os.X_OK):
        sys.exit("score-migration: no tool at %s. To fix, build it (swift build -c release --product "
                 "context-check) or pass --binary PATH" % binary)
    folder = os.path.abspath(arguments.apps)
    if not os.path.isdir(folder):
        sys.exit("score-migration: %s is not a folder. To fix, pass the folder that holds one folder per app "
                 "(../shared/tools/materialize-apps exports them)" % folder)
    apps = sorted(name for name in os.listdir(folder)
                  if os.path.isdir(os.path.join(folder, name)) and not name.startswith("."))
    if arguments.only:
        missing = [name for name in arguments.only if name not in apps]
        if missing:
            sys.exit("score-migration: no app %s in %s. To fix, name folders of it: %s"
                     % (", ".join(missing), folder, ", ".join(apps)))
        apps = [name for name in apps if name in arguments.only]

    started = time.monotonic()
    results = {name: score(binary, os.path.join(folder, name), arguments.timeout) for name in apps}
    wall = time.monotonic() - started

    total = {key: 0 for key in COUNTS + ("diffRemoved", "diffAdded")}
    reasons = {}
    has_handoff = {key: any(key in result for result in results.values()) for key in OPTIONAL_COUNTS}
    for key in OPTIONAL_COUNTS:
        if has_handoff[key]:
            total[key] = 0
    errors = 0
    for result in results.values():
        if "error" in result:
            errors += 1
            continue
        for key in total:
            total[key] += result.get(key, 0)
        for kind, count in result["reasons"].items():
            reasons[kind] = reasons.get(kind, 0) + count

    if arguments.json:
        output = {"binary": binary, "apps": {}, "total": dict(total, reasons=reasons, errors=errors, seconds=wall)}
        for name, result in results.items():
            output["apps"][name] = {key: value for key, value in result.items() if key != "notes"}
        print(json.dumps(output, indent=2, sort_keys=True))
        return 1 if errors else 0

    handoff = has_handoff["handoffLinesBefore"] and has_handoff["handoffLinesAfter"]
    header = ["app", "bodies", "found", "converted", "partly", "left", "rate"]
    header += ["handoff before", "handoff after"] if handoff else []
    header += ["diff -", "diff +", "seconds"]
    rows = []
    for name, result in results.items():
        if "error" in result:
            rows.append([name, "FAILED: " + result["error"]] + [""] * (len(header) - 3)
                        + ["%.2f" % result["seconds"]])
            continue
        row = [name, result["bodies"], result["branchesFound"], result["branchesConverted"],
               result["branchesPartly"], result["branchesLeft"],
               rate(result["branchesConverted"], result["branchesFound"])]
        if handoff:
            row += [result.get("handoffLinesBefore", "-"), result.get("handoffLinesAfter", "-")]
        row += [result["diffRemoved"], result["diffAdded"], "%.2f" % result["seconds"]]
        rows.append(row)
    row = ["total (%d apps%s)" % (len(apps), ", %d failed" % errors if errors else ""), total["bodies"],
           total["branchesFound"], total["branchesConverted"], total["branchesPartly"], total["branchesLeft"],
           rate(total["branchesConverted"], total["branchesFound"])]
    if handoff:
        row += [total["handoffLinesBefore"], total["handoffLinesAfter"]]
    row += [total["diffRemoved"], total["diffAdded"], "%.2f" % wall]
    rows.append(row)

    cells = [[str(cell) for cell in row] for row in [header] + rows]
    widths = [max(len(row[index]) for row in cells if index < len(row) and not row[1].startswith("FAILED"))
              for index in range(len(header))]
    for number, row in enumerate(cells):
        if len(row) > 1 and row[1].startswith("FAILED"):
            print(row[0].ljust(widths[0]) + "  " + row[1] + "  (" + row[-1] + " s)")
        else:
            print("  ".join(cell.ljust(widths[0]) if index == 0 else cell.rjust(widths[index])
                            for index, cell in enumerate(row)))
        if number == 0 or number == len(cells) - 2:
            print("  ".join("-" * width for width in widths))

    print()
    print("statements and branches left, by reason (all apps):")
    for kind, count in sorted(reasons.items(), key=lambda item: (-item[1], item[0])):
        print("  %5d  %s" % (count, kind))
    print()
    print("by reason, per app:")
    for name, result in results.items():
        if "error" in result or not result["reasons"]:
            continue
        listed = ", ".join("%s %d" % (kind, count)
                           for kind, count in sorted(result["reasons"].items(), key=lambda item: (-item[1], item[0])))
        print("  %s: %s" % (name, listed))

    patterns = {}
    for result in results.values():
        for note in result.get("notes", []):
            message = re.sub(r"[^\s'(]+\.(storyboard|swift|m|h)\b", "FILE", note.get("message", ""))
            pattern = re.sub(r"\d+", "N", re.sub(r"'[^']*'", "'…'", message))
            key = (note.get("kind", "?"), pattern)
            patterns[key] = patterns.get(key, 0) + 1
    print()
    print("the most frequent reasons left, as messages with names and numbers taken out (top %d):" % arguments.top)
    for (kind, pattern), count in sorted(patterns.items(), key=lambda item: (-item[1], item[0]))[:arguments.top]:
        print("  %5d  [%s] %s" % (count, kind, pattern))

    for kind in arguments.show:
        print()
        print("notes of reason %s (at most %d):" % (kind, arguments.limit))
        shown = 0
        for name, result in results.items():
            for note in result.get("notes", []):
                if note.get("kind") != kind or shown >= arguments.limit:
                    continue
                position = note.get("position", {})
                print("  %s/%s:%s:%s: %s" % (name, os.path.relpath(position.get("path", "?"), os.path.join(folder, name))
                                             if os.path.isabs(position.get("path", "")) else position.get("path", "?"),
                                             position.get("line", "?"), position.get("column", "?"),
                                             note.get("message", "")))
                shown += 1
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
