#!/usr/bin/env bash
# Proves that depending on this repository by path (as an app does by URL) resolves no other
# package, that the PreparedContext library builds alone, and that the same dependency gives
# the app the static check: `swift package context-check` (the command plugin) passes on a
# clean folder and fails on the fixture app's errors.
#
#     scripts/library-resolves-alone.sh
set -euo pipefail
repository="$(cd "$(dirname "$0")/.." && pwd)"
consumer="$(mktemp -d)"
trap 'rm -rf "$consumer"' EXIT
mkdir -p "$consumer/Sources/App"
cat > "$consumer/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "LibraryUser",
    dependencies: [.package(name: "PreparedContext", path: "$repository")],
    targets: [
        .executableTarget(name: "App", dependencies: [.product(name: "PreparedContext", package: "PreparedContext")])
    ]
)
MANIFEST
printf 'import PreparedContext\nprint("PreparedContext only")\n' > "$consumer/Sources/App/main.swift"
(cd "$consumer" && swift build --product App > build.log 2>&1) || { cat "$consumer/build.log"; exit 1; }
if [ -f "$consumer/Package.resolved" ] || [ -n "$(ls -A "$consumer/.build/checkouts" 2>/dev/null)" ]; then
    echo "a package depending on the PreparedContext library resolved other packages:"
    cat "$consumer/Package.resolved" 2>/dev/null || ls "$consumer/.build/checkouts"
    exit 1
fi
(cd "$consumer" && swift package show-dependencies)
echo "ok: the PreparedContext library resolves and builds without any other package"

(cd "$consumer" && swift package --disable-sandbox context-check Sources > check.log 2>&1) \
    || { cat "$consumer/check.log"; echo "context-check should pass on a folder without storyboards"; exit 1; }
if (cd "$consumer" && swift package --disable-sandbox context-check \
    "$repository/Tests/ContextCheckTests/Fixtures/App" > check.log 2>&1); then
    cat "$consumer/check.log"
    echo "context-check should fail on the fixture app's errors"
    exit 1
fi
grep -q "context-check found errors" "$consumer/check.log" || { cat "$consumer/check.log"; exit 1; }
tail -n 3 "$consumer/check.log"
echo "ok: a package depending on PreparedContext runs swift package context-check"
