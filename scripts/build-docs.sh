#!/bin/sh
# Builds the DocC archive of PreparedContext the way CI does, into OUTPUT_DIR:
#
#     sh scripts/build-docs.sh OUTPUT_DIR
#
# Linux has no UIKit or AppKit, so the library's own symbol graph lacks the adapters
# (`PreparedViewController`, `PreparedStoryboard`, `performSegue(withIdentifier:context:sender:)`
# …). The harness modules compile the very same sources against the stubs (Package.swift):
# their symbol graphs, renamed to the PreparedContext module, are the archive's — the UIKit
# harness's whole, and the AppKit harness's symbols that UIKit has not (its window and tab
# view controllers, its toolbar and menu item hooks), whose links are checked with the rest.
# Warnings are errors. The AppKit classes named as UIKit's (PreparedViewController…) are
# documented once, from UIKit's declaration.
set -eu
[ $# -eq 1 ] || {
    echo "usage: sh scripts/build-docs.sh OUTPUT_DIR" >&2
    exit 2
}
mkdir -p "$1"
output=$(cd "$1" && pwd)
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The two harness modules and their symbol graphs, and nothing else: `swift package
# dump-symbol-graph` would build and extract every module, the test modules included, and fails
# on a fresh clone where the tests are not built yet.
graphs="$work/graphs"
mkdir -p "$graphs"
triple=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
for harness in PreparedContextUIKitHarness PreparedContextAppKitHarness; do
    swift build --target "$harness"
    swift-symbolgraph-extract -module-name "$harness" -target "$triple" -I "$(swift build --show-bin-path)/Modules" \
        -minimum-access-level public -output-dir "$graphs"
done
python3 - "$graphs" "$work" <<'PY'
import json, os, sys

graphs, work = sys.argv[1], sys.argv[2]
harnesses = {"UIKit": "PreparedContextUIKitHarness", "AppKit": "PreparedContextAppKitHarness"}


def renamed(path, harness):
    """A harness graph as the PreparedContext module's: its name and its mangled identifiers."""
    text = open(path).read()
    text = text.replace(f"{len(harness)}{harness}", "15PreparedContext").replace(harness, "PreparedContext")
    return json.loads(text)


def paths(graph):
    return {tuple(symbol["pathComponents"]) for symbol in graph["symbols"]}


uikit = renamed(os.path.join(graphs, f"{harnesses['UIKit']}.symbols.json"), harnesses["UIKit"])
appkit = renamed(os.path.join(graphs, f"{harnesses['AppKit']}.symbols.json"), harnesses["AppKit"])
known = paths(uikit)
added = [s for s in appkit["symbols"] if tuple(s["pathComponents"]) not in known]
ids = {s["identifier"]["precise"] for s in uikit["symbols"]} | {s["identifier"]["precise"] for s in added}
uikit["symbols"] += added
uikit["relationships"] += [
    r for r in appkit["relationships"]
    if r["source"] in ids and r["target"] in ids and r not in uikit["relationships"]
]
merged = os.path.join(work, "merged")
os.makedirs(merged)
json.dump(uikit, open(os.path.join(merged, "PreparedContext.symbols.json"), "w"))
# Extensions of other modules' types (`PreparedContext@UIKit`, `@AppKit`, `@Swift`).
for framework, harness in harnesses.items():
    for name in sorted(os.listdir(graphs)):
        if name.startswith(harness + "@"):
            extended = name[len(harness) + 1:]
            if framework == "AppKit" and extended != "AppKit":
                continue
            json.dump(renamed(os.path.join(graphs, name), harness),
                      open(os.path.join(merged, f"PreparedContext@{extended}"), "w"))
print(f"{len(uikit['symbols'])} symbols, {len(added)} of them AppKit's only")
PY
docc convert Sources/PreparedContext/PreparedContext.docc --additional-symbol-graph-dir "$work/merged" \
    --fallback-display-name PreparedContext --fallback-bundle-identifier org.preparedcontext.PreparedContext \
    --warnings-as-errors --output-path "$output/PreparedContext.doccarchive"
echo "DocC archive: $output/PreparedContext.doccarchive"
