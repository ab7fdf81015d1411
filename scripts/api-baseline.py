#!/usr/bin/env python3
"""The public interface of PreparedContext and PreparedContextTesting, as committed text.

Extracts the symbol graph of each module the debug build made (`swift build --build-tests`
has run), reduces it to one sorted line per public declaration and per conformance, and
compares the result with the baseline in API/. See scripts/check-api-baseline.sh and
RELEASING.md; run it through that script.

Linux has no UIKit or AppKit, so a product's interface is the union of the builds that
compile its sources: the Linux build (the platform-neutral engine, as watchOS sees it), the
UIKit harness (iOS, iPadOS, tvOS, visionOS, Mac Catalyst) and the AppKit harness (macOS).
A line that not every build has starts with the builds that have it, e.g. `[UIKit]`.

The first lines of a baseline name the CHANGELOG section it was recorded under and a digest
of that section's text. `--update` refuses to record a changed interface unless the
changelog's top section is `Unreleased`, its text changed since the baseline was last
recorded, and it names the changed types or members: an interface change always comes with
its changelog entry (RELEASING.md).

    python3 scripts/api-baseline.py [--update] [--scratch-path DIR]
"""

import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The baseline's folder and the changelog; scripts/test-api-baseline.sh points them at copies.
API = os.environ.get("API_BASELINE_DIR", os.path.join(ROOT, "API"))
CHANGELOG = os.environ.get("API_BASELINE_CHANGELOG", os.path.join(ROOT, "CHANGELOG.md"))

# product -> [(build, module)]; the harnesses compile the product's own sources (Package.swift).
PRODUCTS = {
    "PreparedContext": [
        ("Linux", "PreparedContext"),
        ("UIKit", "PreparedContextUIKitHarness"),
        ("AppKit", "PreparedContextAppKitHarness"),
    ],
    "PreparedContextTesting": [
        ("Linux", "PreparedContextTesting"),
        ("UIKit", "PreparedContextTestingUIKitHarness"),
    ],
}
HARNESS_NAMES = {
    "PreparedContextTestingUIKitHarness": "PreparedContextTesting",
    "PreparedContextUIKitHarness": "PreparedContext",
    "PreparedContextAppKitHarness": "PreparedContext",
}


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(1)


def rename(text):
    for harness, name in HARNESS_NAMES.items():
        text = text.replace(harness, name)
    return text


def fragments(parts):
    return rename("".join(part["spelling"] for part in parts)).replace("\n", " ")


def constraints(items):
    spelled = [f"{item['lhs']} {'==' if item['kind'] == 'sameType' else ':'} {item['rhs']}" for item in items]
    return " where " + ", ".join(sorted(spelled)) if spelled else ""


def extension_constraints(symbol, declaration):
    """The constraints of the extension that declares `symbol`, where its declaration omits them."""
    if " where " in declaration:
        return ""
    return constraints(symbol.get("swiftExtension", {}).get("constraints", []))


def availability(symbol):
    spelled = []
    for item in symbol.get("availability", []):
        words = [item.get("domain", "*")]
        for key in ("introduced", "deprecated", "obsoleted"):
            if key in item:
                version = item[key]
                words.append(f"{key} {version['major']}.{version.get('minor', 0)}")
        if item.get("isUnconditionallyDeprecated"):
            words.append("deprecated")
        if item.get("isUnconditionallyUnavailable"):
            words.append("unavailable")
        if "message" in item:
            words.append(json.dumps(item["message"]))
        if "renamed" in item:
            words.append("renamed " + json.dumps(item["renamed"]))
        spelled.append(" ".join(words))
    return " @available(" + "; ".join(sorted(spelled)) + ")" if spelled else ""


def lines_of(graph_dir, module):
    """One line per public symbol and per conformance, from every graph of `module`."""
    lines = set()
    names = {}
    graphs = []
    for file in sorted(os.listdir(graph_dir)):
        if file == f"{module}.symbols.json" or file.startswith(f"{module}@"):
            with open(os.path.join(graph_dir, file), encoding="utf-8") as handle:
                graphs.append(json.load(handle))
    if not graphs:
        fail(f"error: no symbol graph for {module}")
    for graph in graphs:
        for symbol in graph["symbols"]:
            names[symbol["identifier"]["precise"]] = ".".join(symbol["pathComponents"])
    for graph in graphs:
        for symbol in graph["symbols"]:
            kind = symbol["kind"]["identifier"].removeprefix("swift.")
            path = ".".join(symbol["pathComponents"])
            declaration = fragments(symbol["declarationFragments"])
            lines.add(f"{kind} {path}: {declaration}{extension_constraints(symbol, declaration)}{availability(symbol)}")
        for relation in graph["relationships"]:
            if relation["kind"] not in ("conformsTo", "inheritsFrom"):
                continue
            source = names.get(relation["source"])
            if source is None:
                continue
            target = names.get(relation["target"]) or relation.get("targetFallback") or relation["target"]
            target = rename(target.split(".", 1)[1] if target.startswith(tuple(HARNESS_NAMES) + ("PreparedContext.",)) else target)
            where = ""
            if relation.get("swiftConstraints"):
                where = constraints(relation["swiftConstraints"])
            word = "conformance" if relation["kind"] == "conformsTo" else "inheritance"
            lines.add(f"{word} {source}: {target}{where}")
    return lines


def extract(bin_path, triple, work):
    """The normalised lines of each product: {product: [line]}."""
    products = {}
    for product, builds in PRODUCTS.items():
        present = {}
        for build, module in builds:
            if not os.path.exists(os.path.join(bin_path, "Modules", f"{module}.swiftmodule")):
                fail(f"error: {bin_path}/Modules has no {module}: build first (swift build --build-tests)")
            output = os.path.join(work, module)
            os.makedirs(output)
            command = ["swift-symbolgraph-extract", "-module-name", module, "-target", triple,
                       "-I", os.path.join(bin_path, "Modules"), "-minimum-access-level", "public",
                       "-skip-synthesized-members", "-output-dir", output]
            result = subprocess.run(command, capture_output=True, text=True)
            if result.returncode != 0:
                fail(result.stdout + result.stderr + f"error: swift-symbolgraph-extract failed on {module}")
            for line in lines_of(output, module):
                present.setdefault(line, set()).add(build)
        every = {build for build, _ in builds}
        rendered = []
        for line, where in present.items():
            prefix = "" if where == every else "[" + ", ".join(b for b, _ in builds if b in where) + "] "
            rendered.append((line, prefix + line))
        products[product] = [text for _, text in sorted(rendered)]
    return products


def changelog_top():
    """The name of the changelog's newest section and a digest of its text."""
    if not os.path.exists(CHANGELOG):
        fail("error: CHANGELOG.md is missing")
    with open(CHANGELOG, encoding="utf-8") as handle:
        text = handle.read()
    sections = re.split(r"(?m)^## ", text)[1:]
    if not sections:
        fail("error: CHANGELOG.md has no '## ' section")
    top = sections[0]
    heading, _, body = top.partition("\n")
    name = re.sub(r"^\[([^\]]+)\].*$", r"\1", heading.strip())
    # Reference-style links at the end of the file belong to no section.
    body = re.split(r"(?m)^\[[^\]]+\]: ", body)[0]
    names = [re.sub(r"^\[([^\]]+)\].*$", r"\1", part.partition("\n")[0].strip()) for part in sections]
    return name, hashlib.sha256(body.strip().encode()).hexdigest()[:16], body, names


def unnamed_changes(baseline, lines, section_text):
    """The declarations that changed and that the changelog section does not name.

    A changed line counts as named when the section mentions its type or its member (the base
    name, without the argument labels).
    """
    unnamed = set()
    for line in set(baseline) ^ set(lines):
        declaration = line.split("] ", 1)[1] if line.startswith("[") else line
        path = declaration.split(" ", 2)[1].rstrip(":")
        components = [re.split(r"[(<]", part)[0] for part in path.split(".")]
        if not any(component and component in section_text for component in components):
            unnamed.add(path)
    return sorted(unnamed)


def header(product, section, digest):
    return [
        f"# The public interface of {product}: scripts/check-api-baseline.sh --update writes this file.",
        f"# changelog-section: {section}",
        f"# changelog-digest: {digest}",
    ]


def read_baseline(product):
    path = os.path.join(API, f"{product}.txt")
    if not os.path.exists(path):
        return None, None, None
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    meta = {}
    for line in lines:
        match = re.match(r"# (changelog-section|changelog-digest): (.*)$", line)
        if match:
            meta[match.group(1)] = match.group(2)
    body = [line for line in lines if not line.startswith("#") and line]
    return body, meta.get("changelog-section"), meta.get("changelog-digest")


def main():
    arguments = sys.argv[1:]
    update = "--update" in arguments
    arguments = [arg for arg in arguments if arg != "--update"]
    scratch = []
    if len(arguments) == 2 and arguments[0] == "--scratch-path":
        scratch = arguments
    elif arguments:
        fail("usage: sh scripts/check-api-baseline.sh [--update] [--scratch-path DIR]")
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"] + scratch, cwd=ROOT, capture_output=True,
                              text=True, check=True).stdout.strip()
    info = json.loads(subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True,
                                     check=True).stdout)
    with tempfile.TemporaryDirectory() as work:
        products = extract(bin_path, info["target"]["triple"], work)
    section, digest, section_text, sections = changelog_top()
    failures = []
    for product, lines in products.items():
        baseline, recorded_section, recorded_digest = read_baseline(product)
        changed = baseline != lines
        if update:
            if changed and baseline is not None:
                if section != "Unreleased":
                    fail(f"error: the interface of {product} changed, and CHANGELOG.md's newest section is "
                         f"'{section}', a released version. Add a '## [Unreleased]' section at the top of "
                         "CHANGELOG.md that says what changed, then run --update again.")
                if recorded_section == section and recorded_digest == digest:
                    fail(f"error: the interface of {product} changed, and the '## [Unreleased]' section of "
                         "CHANGELOG.md has not changed since the baseline was last recorded. Add an entry "
                         "that says what changed (Added, Changed, Removed), then run --update again.")
                unnamed = unnamed_changes(baseline, lines, section_text)
                if unnamed:
                    fail(f"error: the interface of {product} changed, and the '## [Unreleased]' section of "
                         "CHANGELOG.md names none of " + ", ".join(f"`{name}`" for name in unnamed)
                         + ". Say in an entry what changed, then run --update again.")
            if changed or recorded_section != section or baseline is None:
                os.makedirs(API, exist_ok=True)
                with open(os.path.join(API, f"{product}.txt"), "w", encoding="utf-8") as handle:
                    handle.write("\n".join(header(product, section, digest) + lines) + "\n")
                print(f"wrote API/{product}.txt ({len(lines)} lines, CHANGELOG section {section})")
            else:
                print(f"API/{product}.txt is up to date ({len(lines)} lines)")
            continue
        if baseline is None:
            failures.append(f"API/{product}.txt is missing")
            continue
        if changed:
            removed = sorted(set(baseline) - set(lines))
            added = sorted(set(lines) - set(baseline))
            print(f"The public interface of {product} differs from API/{product}.txt:")
            for line in removed:
                print(f"- {line}")
            for line in added:
                print(f"+ {line}")
            kind = ("a breaking change (removed or changed declarations): the next release is a major version"
                    if removed else "an addition: the next release is a minor version")
            failures.append(f"the interface of {product} changed: {kind}")
        elif recorded_section not in sections:
            failures.append(f"API/{product}.txt was recorded under the CHANGELOG section '{recorded_section}', "
                            "which CHANGELOG.md no longer has (a release renames '[Unreleased]': run --update)")
    if failures:
        for failure in failures:
            print(f"error: {failure}.", file=sys.stderr)
        fail("To fix: if the change is meant, add an entry to the '## [Unreleased]' section at the top of "
             "CHANGELOG.md and run `sh scripts/check-api-baseline.sh --update` (after swift build --build-tests), "
             "then commit API/ and CHANGELOG.md together. If it is not meant, restore the declaration. "
             "See RELEASING.md.")
    if not update:
        print("the public interface matches API/ " + ", ".join(f"({p}: {len(l)} lines)" for p, l in products.items()))


if __name__ == "__main__":
    main()
