#!/usr/bin/env python3
"""The migration differential: generated prepare bodies, migrated, compiled and run before and after.

    swift build --build-tests            # the UIKit stub, the harness and context-check, in .build/debug
    scripts/migration-differential.py [--seed 27] [--count 240] [--show CASE] [--record] [--keep DIR]

scripts/generate-migration-differential.py writes the cases (an app's Swift file and storyboard
each, and its scenarios). Each case is migrated on its own with `context-check migrate --write` (with
`--partial-branches always` for the even cases, the default for the odd ones: see --partial-branches);
then every case before the migration and every case after it are compiled, against the UIKit
stub and the library's UIKit harness (as Package.swift builds them), into two programs, and
each case's scenarios run in both: every destination's values, the presenter's side effects,
what a second presenter, a coordinator or an unwind leaves. The two outputs must be the same.

Whatever the migration refuses is fine. A finding is a case whose migrated code
- `differs`: prints something else (or crashes) where the original did not;
- `does-not-compile`: fails to type-check against the stubs;
- `warns`: compiles with a warning the original had not (a -warnings-as-errors build breaks).

Findings listed in Tests/MigrationDifferential/known-differences.txt (one `CASE KIND` a line,
`#` comments; its first line names the seed and count it was recorded with, and a run with any
other seed or count expects no finding at all) are reported as known; any other finding, or a known one that no longer occurs
(remove it from the list), makes the script exit 1. `--record` rewrites that list and
Tests/MigrationDifferential/KnownDifferences.md (each finding's case: tags, source, diff, first
differences) from this run. `--show CASE` prints one case: source, migration, outputs.
Exit status: 0 as expected, 1 findings other than the known ones, 2 the differential cannot run.

Python 3 standard library only.
"""

import argparse
import concurrent.futures
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KNOWN = os.path.join(ROOT, "Tests", "MigrationDifferential", "known-differences.txt")
DETAILS = os.path.join(ROOT, "Tests", "MigrationDifferential", "KnownDifferences.md")


def fail(message):
    sys.stderr.write("migration-differential: %s\n" % message)
    sys.exit(2)


def compile_program(build, sources, output):
    """Compiles sources with the UIKit stub and harness; returns (ok, compiler output)."""
    objects = sorted(glob.glob(os.path.join(build, "PreparedContextUIKitHarness.build", "*.o"))
                     + glob.glob(os.path.join(build, "UIKit.build", "*.o")))
    command = ["swiftc", "-swift-version", "6", "-Onone", "-continue-building-after-errors", "-module-name", "Differential",
               "-module-alias", "PreparedContext=PreparedContextUIKitHarness",
               "-I", os.path.join(build, "Modules"), "-Xfrontend", "-disable-cross-import-overlays",
               "-o", output] + sources + objects
    run = subprocess.run(command, capture_output=True, text=True)
    return run.returncode == 0, run.stdout + run.stderr


def diagnostics(output, kind):
    """Compiler diagnostics of a kind, by case: {case: [message without line numbers]}."""
    found = {}
    for line in output.splitlines():
        match = re.match(r"^(.*?/([A-Z]\d+)(?:Run)?\.swift):(\d+):(\d+): %s: (.*)$" % kind, line)
        if match:
            found.setdefault(match.group(2), []).append(match.group(5))
    return found


def driver(cases, path):
    lines = ["// The differential's driver: runs one case's scenarios, named by the first argument.", "import UIKit", "",
             "let cases: [String: @MainActor () -> [String]] = ["]
    lines += ['    "%s": run%s,' % (name, name) for name in cases]
    lines += ["]", "if CommandLine.arguments.count > 1, let run = cases[CommandLine.arguments[1]] {",
              "    for line in run() { print(line) }", "}"]
    with open(path, "w") as handle:
        handle.write("\n".join(lines) + "\n")


def build_side(name, work, build, cases, folder_of):
    """Compiles one side, leaving out cases that do not compile: (program, {case: errors}, warnings)."""
    excluded = {}
    for _ in range(20):
        included = [case for case in cases if case not in excluded]
        sources = []
        for case in included:
            sources.append(os.path.join(folder_of(case), case + ".swift"))
            sources.append(os.path.join(work, "cases", case, case + "Run.swift"))
        main = os.path.join(work, name + "-main", "main.swift")
        os.makedirs(os.path.dirname(main), exist_ok=True)
        driver(included, main)
        program = os.path.join(work, name + "-program")
        ok, output = compile_program(build, sources + [main], program)
        if ok:
            return program, excluded, diagnostics(output, "warning")
        errors = diagnostics(output, "error")
        if not errors:
            fail("the %s program does not compile, and not because of a case:\n%s" % (name, output[-4000:]))
        for case, messages in errors.items():
            excluded[case] = messages
    fail("the %s program still does not compile after leaving out %d cases" % (name, len(excluded)))


def run_case(program, case):
    try:
        run = subprocess.run([program, case], capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return "timed out"
    if run.returncode != 0:
        lines = run.stderr.strip().splitlines()
        fatal = [line for line in lines if "Fatal error" in line or "error:" in line]
        return "crashed (status %d): %s" % (run.returncode, (fatal or lines[-1:] or [""])[0][:400])
    # An object printed by its default description shows its address, which differs from one
    # process to the next: the two programs are compared without them.
    return [re.sub(r"0x[0-9a-fA-F]{6,}", "0x…", line) for line in run.stdout.splitlines()]


def migrate(binary, folder, partial):
    run = subprocess.run([binary, "migrate", "--write", "--partial-branches", partial, folder],
                         capture_output=True, text=True, cwd=folder)
    summary = run.stderr.strip().splitlines()[-1] if run.stderr.strip() else ""
    return run.returncode, summary, run.stderr


def read_known(seed, count):
    """The known findings, if the list was recorded for this seed and count: a case name means
    another case under another seed, so a run with a rotating seed (CI's) expects none."""
    known = set()
    if os.path.exists(KNOWN):
        with open(KNOWN) as handle:
            recorded = re.search(r"--seed (\d+) --count (\d+)", handle.readline())
            if not recorded or (int(recorded.group(1)), int(recorded.group(2))) != (seed, count):
                return known
            for line in handle:
                line = line.split("#")[0].strip()
                if line:
                    case, kind = line.split()[:2]
                    known.add((case, kind))
    return known


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=27)
    parser.add_argument("--count", type=int, default=240)
    parser.add_argument("--build", default=os.path.join(ROOT, ".build", "debug"),
                        help="the build folder holding the stub, the harness and context-check")
    parser.add_argument("--binary", help="context-check (default: BUILD/context-check)")
    parser.add_argument("--show", metavar="CASE", help="print one case: its source, its migration, both outputs")
    parser.add_argument("--only", metavar="PREFIX", help="run only the cases whose name starts with PREFIX (S: sender "
                        "and state conditions), while developing; the full run is the proof")
    parser.add_argument("--record", action="store_true", help="rewrite the known list from this run")
    parser.add_argument("--keep", metavar="DIR", help="work in DIR and keep it")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--partial-branches", choices=["alternate", "always", "shorter"], default="alternate",
                        help="migrate's --partial-branches: alternate (default) gives always to the even cases, which "
                        "tests partial conversions as such, and the default, shorter, to the odd ones")
    arguments = parser.parse_args()

    started = time.monotonic()
    build = os.path.abspath(arguments.build)
    binary = os.path.abspath(arguments.binary or os.path.join(build, "context-check"))
    for needed in [binary, os.path.join(build, "Modules", "UIKit.swiftmodule"),
                   os.path.join(build, "Modules", "PreparedContextUIKitHarness.swiftmodule")]:
        if not os.path.exists(needed):
            fail("%s is missing. To fix, build first: swift build --build-tests" % needed)

    work = os.path.abspath(arguments.keep) if arguments.keep else tempfile.mkdtemp(prefix="migration-differential-")
    try:
        if os.path.exists(os.path.join(work, "cases")):
            shutil.rmtree(os.path.join(work, "cases"))
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "generate-migration-differential.py"),
                        "--seed", str(arguments.seed), "--count", str(arguments.count), os.path.join(work, "cases")],
                       check=True)
        cases = sorted(os.listdir(os.path.join(work, "cases")))
        if arguments.only:
            cases = [case for case in cases if case.startswith(arguments.only)]
        if arguments.show:
            if arguments.show not in cases:
                fail("no case %s. To fix, name one of C000…C%03d" % (arguments.show, len(cases) - 1))
            cases = [arguments.show]

        # Migrate each case on its own.
        def migrated_folder(case):
            return os.path.join(work, "migrated", case)

        def prepare(case):
            folder = migrated_folder(case)
            if os.path.exists(folder):
                shutil.rmtree(folder)
            os.makedirs(folder)
            for extension in (".swift", ".storyboard"):
                shutil.copy(os.path.join(work, "cases", case, case + extension), folder)
            partial = arguments.partial_branches
            if partial == "alternate":
                partial = "always" if int(re.sub(r"\D", "", case) or 0) % 2 == 0 else "shorter"
            return case, migrate(binary, folder, partial)

        with concurrent.futures.ThreadPoolExecutor(arguments.jobs) as pool:
            migration = dict(pool.map(prepare, cases))
        changed = set()
        for case in cases:
            status, _, stderr = migration[case]
            if status != 0:
                fail("context-check migrate --write failed on %s (status %d):\n%s" % (case, status, stderr))
            with open(os.path.join(work, "cases", case, case + ".swift")) as before, \
                    open(os.path.join(migrated_folder(case), case + ".swift")) as after:
                if before.read() != after.read():
                    changed.add(case)

        before_program, before_errors, before_warnings = build_side(
            "before", work, build, cases, lambda case: os.path.join(work, "cases", case))
        if before_errors:
            fail("generated cases do not compile before the migration (a generator bug): %s\n%s"
                 % (", ".join(sorted(before_errors)), "\n".join(before_errors[sorted(before_errors)[0]])))
        after_cases = [case for case in cases if case in changed]
        after_program, after_errors, after_warnings = build_side("after", work, build, after_cases, migrated_folder)

        findings = {}  # case: [(kind, detail)]
        for case, messages in after_errors.items():
            findings.setdefault(case, []).append(("does-not-compile", messages[0]))
        for case in after_cases:
            new = [message for message in after_warnings.get(case, []) if message not in before_warnings.get(case, [])]
            if new and case not in after_errors:
                findings.setdefault(case, []).append(("warns", new[0]))
        runnable = [case for case in cases if case not in after_errors]

        def compare(case):
            before = run_case(before_program, case)
            if isinstance(before, str):
                return case, None, "the case %s %s before the migration (a generator bug)" % (case, before)
            after = run_case(after_program, case) if case in changed else before
            return case, before, after

        outputs = {}
        with concurrent.futures.ThreadPoolExecutor(arguments.jobs) as pool:
            for case, before, after in pool.map(compare, runnable):
                if before is None:
                    fail(after)
                outputs[case] = (before, after)
                if before != after:
                    if isinstance(after, str):
                        detail = after
                    else:
                        pairs = [(b, a) for b, a in zip(before, after) if b != a]
                        detail = ("before: %s\n    after:  %s" % pairs[0]) if pairs else "%d lines, then %d" % (
                            len(before), len(after))
                    findings.setdefault(case, []).append(("differs", detail))

        if arguments.only:
            cases = [case for case in cases if case.startswith(arguments.only)]
        if arguments.show:
            case = arguments.show
            print(open(os.path.join(work, "cases", case, case + ".swift")).read())
            print(open(os.path.join(work, "cases", case, case + ".storyboard")).read())
            diff = subprocess.run(["diff", "-u", os.path.join(work, "cases", case, case + ".swift"),
                                   os.path.join(migrated_folder(case), case + ".swift")], capture_output=True, text=True)
            print(diff.stdout or "(the migration changes nothing)")
            print(migration[case][2])
            if case in outputs:
                before, after = outputs[case]
                print("before:\n  " + "\n  ".join(before))
                print("after:\n  " + ("\n  ".join(after) if isinstance(after, list) else after))
            for kind, detail in findings.get(case, []):
                print("FINDING %s: %s" % (kind, detail))
            return 0

        # Report.
        known = read_known(arguments.seed, arguments.count)
        found = {(case, kind) for case, items in findings.items() for kind, _ in items}
        unexpected = sorted(found - known)
        fixed = sorted(known - found)
        elapsed = time.monotonic() - started
        by_kind = {}
        for _, kind in found:
            by_kind[kind] = by_kind.get(kind, 0) + 1
        print("migration differential (seed %d): %d cases, %d changed by the migration and run before and after, "
              "%d left as they were; findings: %s; %.0f s"
              % (arguments.seed, len(cases), len(changed), len(cases) - len(changed),
                 ", ".join("%d %s" % (count, kind) for kind, count in sorted(by_kind.items())) or "none", elapsed))
        tags = {}
        for case in cases:
            with open(os.path.join(work, "cases", case, case + ".swift")) as handle:
                first = handle.readline()
            tags[case] = first.split(": ", 1)[1].strip() if ": " in first else ""
        for case, kind in sorted(found):
            detail = next(d for k, d in findings[case] if k == kind)
            print("%s %s %s [%s]\n    %s" % ("known" if (case, kind) in known else "NEW", case, kind, tags[case], detail))
        for case, kind in fixed:
            print("FIXED %s %s: remove it from %s" % (case, kind, os.path.relpath(KNOWN, ROOT)))

        if arguments.record:
            with open(KNOWN, "w") as handle:
                handle.write("# Findings of scripts/migration-differential.py --seed %d --count %d that the migration\n"
                             "# still has (see KnownDifferences.md): CASE KIND. Rewritten with --record.\n"
                             % (arguments.seed, arguments.count))
                for case, kind in sorted(found):
                    handle.write("%s %s  # %s\n" % (case, kind, tags[case]))
            with open(DETAILS, "w") as handle:
                handle.write("# Known findings of the migration differential\n\n"
                             "Generated by `scripts/migration-differential.py --seed %d --count %d --record`: each case "
                             "the migration gets wrong today, with its source, the migration's diff and what differs. "
                             "`--show CASE` prints one again.\n" % (arguments.seed, arguments.count))
                for case in sorted({case for case, _ in found}):
                    handle.write("\n## %s: %s\n\n" % (case, ", ".join(k for k, _ in findings[case])))
                    handle.write("Tags: %s\n\n" % tags[case])
                    for kind, detail in findings[case]:
                        handle.write("- %s: `%s`\n" % (kind, detail.replace("`", "'").replace("\n", " ")))
                    diff = subprocess.run(
                        ["diff", "-u", "--label", "before/%s.swift" % case, "--label", "after/%s.swift" % case,
                         os.path.join(work, "cases", case, case + ".swift"),
                         os.path.join(migrated_folder(case), case + ".swift")], capture_output=True, text=True)
                    handle.write("\n```diff\n%s```\n" % diff.stdout)
            print("recorded %d findings in %s" % (len(found), os.path.relpath(KNOWN, ROOT)))
            return 0
        if unexpected or fixed:
            print("%d new finding(s), %d known one(s) fixed: update %s (scripts/migration-differential.py --record) "
                  "once they are understood" % (len(unexpected), len(fixed), os.path.relpath(KNOWN, ROOT)))
            return 1
        return 0
    finally:
        if not arguments.keep:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
