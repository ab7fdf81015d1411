#!/usr/bin/env bash
# Proves that depending on the PreparedContext library does not resolve swift-syntax (or any
# other package): the checker and its swift-syntax dependency live in their own package.
# Writes a throwaway consumer package that depends on this repository by path, uses the
# PreparedContext product only, resolves and builds it, and fails if anything remote was
# resolved or checked out.
#
#     ContextCheck/scripts/library-resolves-alone.sh
set -euo pipefail
repository="$(cd "$(dirname "$0")/../.." && pwd)"
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
(cd "$consumer" && swift build > build.log 2>&1) || { cat "$consumer/build.log"; exit 1; }
if [ -f "$consumer/Package.resolved" ] || [ -n "$(ls -A "$consumer/.build/checkouts" 2>/dev/null)" ]; then
    echo "a package depending on the PreparedContext library resolved other packages:"
    cat "$consumer/Package.resolved" 2>/dev/null || ls "$consumer/.build/checkouts"
    exit 1
fi
(cd "$consumer" && swift package show-dependencies)
echo "ok: the PreparedContext library resolves and builds without swift-syntax or any other package"
