#!/usr/bin/env python3
"""Tests scripts/check-api-baseline.sh against the interface the build has: CI runs it after
the check itself (`swift build --build-tests` has run).

    python3 scripts/test-api-baseline.py

Each case gives the checker copies of API/ and CHANGELOG.md (API_BASELINE_DIR and
API_BASELINE_CHANGELOG) in which one declaration differs from what the build declares, as
when a commit changes a public signature and forgets the baseline, and expects the checker's
verdict and message:

- a changed declaration fails, prints the old and the new line, calls it a breaking change
  and says how to fix it (the changelog entry, `--update`, RELEASING.md);
- a declaration missing from the baseline fails as an addition (a minor version);
- `--update` refuses a changed interface under a released changelog section, and under an
  `[Unreleased]` section that does not name the changed declaration;
- `--update` records it under an `[Unreleased]` section that names it, after which the
  check passes, and so does the unchanged baseline.

The comparison is symmetric (a line of the baseline the build lacks, a line the build has
that the baseline lacks), so changing the baseline's copy exercises exactly what a changed
source does, without a second build. Python 3 standard library only.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
failures = []


def run(api, changelog, *arguments):
    environment = dict(os.environ, API_BASELINE_DIR=api, API_BASELINE_CHANGELOG=changelog)
    process = subprocess.run(["sh", os.path.join(ROOT, "scripts/check-api-baseline.sh"), *arguments],
                             cwd=ROOT, env=environment, capture_output=True, text=True)
    return process.returncode, process.stdout + process.stderr


def expect(name, condition, output):
    if not condition:
        failures.append(f"{name}:\n{output}")


def copies(work, name):
    folder = os.path.join(work, name)
    shutil.copytree(os.path.join(ROOT, "API"), os.path.join(folder, "API"))
    # The copy starts at its last release: an [Unreleased] section of the repository's own
    # changelog (entries for other changes) is left out, so that each case writes its own.
    with open(os.path.join(ROOT, "CHANGELOG.md"), encoding="utf-8") as handle:
        text = handle.read()
    text = re.sub(r"\n## \[Unreleased\]\n.*?(?=\n## )", "", text, count=1, flags=re.S)
    with open(os.path.join(folder, "CHANGELOG.md"), "w", encoding="utf-8") as handle:
        handle.write(text)
    return os.path.join(folder, "API"), os.path.join(folder, "CHANGELOG.md")


def edit_baseline(api, change):
    """Applies `change` to the first method with an argument label in PreparedContext's baseline
    (`method Type.name(label:): func name(label value: …)`); returns the line as the build
    declares it and as the copy now has it."""
    path = os.path.join(api, "PreparedContext.txt")
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    index = next(i for i, line in enumerate(lines) if re.match(r"^method \w+\.\w+\(\w+:", line))
    original = lines[index]
    lines[index:index + 1] = change(original)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    return original, lines[index] if index < len(lines) else None


def renamed(line):
    """The line with its first argument label spelled otherwise: an older signature."""
    return [re.sub(r"\((\w+)", r"(old\1", line)]


def with_unreleased(changelog, entry):
    with open(changelog, encoding="utf-8") as handle:
        text = handle.read()
    first = text.index("\n## ")
    with open(changelog, "w", encoding="utf-8") as handle:
        handle.write(text[:first] + f"\n## [Unreleased]\n\n### Changed\n\n- {entry}\n" + text[first:])


def main():
    with tempfile.TemporaryDirectory() as work:
        api, changelog = copies(work, "unchanged")
        status, output = run(api, changelog)
        expect("the unchanged baseline passes", status == 0 and "matches API/" in output, output)

        api, changelog = copies(work, "changed")
        original, old = edit_baseline(api, renamed)
        status, output = run(api, changelog)
        expect("a changed signature fails", status == 1, output)
        expect("it shows the old and the new line", f"- {old}" in output and f"+ {original}" in output, output)
        expect("it is called a breaking change", "a breaking change" in output and "major version" in output, output)
        expect("it says what to update", "To fix" in output and "--update" in output and "CHANGELOG.md" in output
               and "RELEASING.md" in output, output)

        status, output = run(api, changelog, "--update")
        expect("--update refuses under a released section", status == 1 and "a released version" in output, output)
        name = re.match(r"^method \w+\.(\w+)", original).group(1)
        with_unreleased(changelog, "Nothing that names the change.")
        status, output = run(api, changelog, "--update")
        expect("--update refuses an entry that names nothing", status == 1 and "names none of" in output, output)
        with_unreleased(changelog, f"`{name}` takes its first argument under a new label.")
        status, output = run(api, changelog, "--update")
        expect("--update records a named change", status == 0 and "wrote API/PreparedContext.txt" in output, output)
        status, output = run(api, changelog)
        expect("the recorded baseline passes", status == 0, output)

        api, changelog = copies(work, "added")
        edit_baseline(api, lambda line: [])
        status, output = run(api, changelog)
        expect("a declaration the baseline lacks fails as an addition", status == 1
               and "an addition: the next release is a minor version" in output, output)
    if failures:
        sys.exit("error: the API baseline check did not do what it promises:\n\n" + "\n\n".join(failures)
                 + "\n\nTo fix: correct scripts/api-baseline.py (or this test, if its promise changed).")
    print("the API baseline check fails on a changed or added declaration, and --update asks for its "
          "changelog entry (6 cases)")


if __name__ == "__main__":
    main()
