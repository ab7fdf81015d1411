#!/bin/sh
# What the iOS, tvOS and visionOS simulator jobs of .github/workflows/apple.yml build must be
# what can run there: every test target Package.swift declares on Apple platforms is built by
# `xcodebuild test`, and swift-testing has no exit tests (`#expect(processExitsWith:)`) there,
# nor Foundation a `Process`. Each use must sit inside `#if os(macOS) || os(Linux)` (the
# conditions that define neither iOS, tvOS nor visionOS). Linux cannot build for a simulator,
# so this reads the sources:
#
#     sh scripts/check-simulator-tests.sh
set -eu
cd "$(dirname "$0")/.."
python3 - <<'PY'
import pathlib, re, sys

# The test targets Package.swift declares outside `#if os(Linux)`: the ones a simulator builds.
targets = ["PreparedContextTests", "PreparedContextTestingTests", "ContextCheckTests", "DeviceTests", "Swift5ModeTests"]
unavailable = re.compile(r"processExitsWith|\bProcess\(\)|\bexit\(")
desktop_only = re.compile(r"^\s*#if\s+os\(macOS\)\s*\|\|\s*os\(Linux\)")
problems = []
for target in targets:
    for path in sorted(pathlib.Path("Tests", target).rglob("*.swift")):
        stack = []
        for number, line in enumerate(path.read_text().splitlines(), 1):
            stripped = line.strip()
            if stripped.startswith("#if"):
                stack.append(bool(desktop_only.match(line)))
            elif stripped.startswith("#else") or stripped.startswith("#elseif"):
                if stack:
                    stack[-1] = False
            elif stripped.startswith("#endif"):
                if stack:
                    stack.pop()
            elif unavailable.search(line) and not stripped.startswith("//") and not any(stack):
                problems.append(f"{path}:{number}: {stripped}")
if problems:
    print("error: used outside `#if os(macOS) || os(Linux)` in a target the simulator jobs build:")
    print("\n".join(problems))
    sys.exit(1)
print("every exit test, process and exit() in the simulators' test targets is guarded")
PY
