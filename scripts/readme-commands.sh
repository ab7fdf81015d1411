#!/usr/bin/env bash
# Runs every command the README shows, as written, in the order a reader types them: each line of
# each ```sh block of README.md. CI runs it first, on a fresh clone, so that no earlier step has
# built what a command needs.
#
#     scripts/readme-commands.sh [LOG_DIR]     # each command's output in LOG_DIR (default: a temporary folder)
#
# Where each runs:
# - `swift package context-check …` is what an app that depends on PreparedContext types: these
#   lines run in a scratch app package (one target, App, holding a copy of the migration's idiom
#   fixture: a storyboard and its screens), which depends on this repository by path and is a git
#   repository of its own, so that `… migrate | git apply` rewrites that app and nothing here.
#   That package's build is then handed to scripts/library-resolves-alone.sh.
# - Every other line runs at the repository's root. The files a line writes into the repository
#   (`map.dot`, `docs/context-map.svg`) are put back as they were afterwards.
# - The documentation command runs first: it once failed on a fresh clone because it needed what
#   `swift test` builds, and CI ran it after the tests. The rest follow in the README's order.
#
# - `scripts/extended-checks.sh` is the one line not run: it is the whole of what CI runs a slice
#   of (40 minutes), and CI runs those slices itself.
#
# A command that fails fails the script, with its output. After the commands, what they made is
# checked: the DocC archive holds the UIKit and AppKit API, `migrate | git apply` changed the app,
# which the check still passes, and the map is a Graphviz graph. Each command's output stays in
# LOG_DIR/command-N.log: `.ci/run` reads the compiler's warnings there.
set -euo pipefail
repository="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repository"
logs=${1:-$(mktemp -d)}
mkdir -p "$logs"
logs=$(cd "$logs" && pwd)

commands=$(awk '/^```sh$/ { inside = 1; next } /^```/ { inside = 0 } inside && NF' README.md)
[ -n "$commands" ] || { echo "README.md shows no \`\`\`sh block"; exit 1; }
documentation=$(grep '^sh scripts/build-docs.sh' <<< "$commands" || true)
commands=$( (printf '%s\n' "$documentation"; grep -v '^sh scripts/build-docs.sh' <<< "$commands") | awk NF)

# What the README's commands need besides Swift: Graphviz's dot (from the system's packages, bounded)
# and valgrind (for the instruction counts).
if ! command -v dot > /dev/null 2>&1; then
    as_root=$([ "$(id -u)" -eq 0 ] || echo sudo)
    timeout 300 $as_root apt-get update -qq > /dev/null
    timeout 600 $as_root apt-get install -y -qq graphviz > /dev/null
fi
command -v valgrind > /dev/null || { echo "readme-commands: valgrind is missing. To fix, install it (apt-get install valgrind)"; exit 1; }

app=$(mktemp -d)
written=$(mktemp -d)
trap 'rm -rf "$app" "$written"' EXIT
mkdir -p "$app/Sources/App"
cp Tests/ContextCheckTests/Fixtures/Migrate/Idioms/* "$app/Sources/App/"
cat > "$app/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "App",
    dependencies: [.package(name: "PreparedContext", path: "$repository")],
    targets: [
        .target(
            name: "App", dependencies: [.product(name: "PreparedContext", package: "PreparedContext")],
            resources: [.copy("Main.storyboard")])
    ]
)
MANIFEST
printf '.build/\n' > "$app/.gitignore"
git -C "$app" init --quiet
git -C "$app" add -A
git -C "$app" -c user.name=CI -c user.email=ci@localhost commit --quiet -m "The app before the migration"

# The repository's files a command overwrites, kept to be put back.
for file in docs/context-map.svg; do
    mkdir -p "$written/$(dirname "$file")"
    cp "$file" "$written/$file"
done

docs_existed=$([ -e /tmp/PreparedContextDocs ] && echo yes || true)
number=0
while IFS= read -r command; do
    case "$command" in
    scripts/extended-checks.sh*)
        echo "\$ $command    (not run: CI runs its slices in steps of their own)"
        continue
        ;;
    "swift package context-check"*) where=$app ;;
    *) where=$repository ;;
    esac
    number=$((number + 1))
    log="$logs/command-$number.log"
    echo "\$ $command    (in $([ "$where" = "$app" ] && echo "an app that depends on PreparedContext" || echo "the repository"))"
    start=$SECONDS
    if ! (cd "$where" && bash -euo pipefail -c "$command") < /dev/null > "$log" 2>&1; then
        tail -n 60 "$log"
        echo "readme-commands: the README's command failed: $command (its whole output: $log)"
        exit 1
    fi
    echo "  ok, $((SECONDS - start)) s"
done <<< "$commands"

expect() {  # what, then the test
    local what=$1
    shift
    "$@" || { echo "readme-commands: $what"; exit 1; }
}
for symbol in preparedviewcontroller preparedstoryboard preparedwindowcontroller; do
    expect "the DocC archive has no $symbol" \
        test -e "/tmp/PreparedContextDocs/PreparedContext.doccarchive/data/documentation/preparedcontext/$symbol.json"
done
expect "\`swift package context-check migrate | git apply\` changed nothing in the app" \
    test -n "$(git -C "$app" status --porcelain -- Sources)"
expect "the migrated app no longer passes the check" \
    bash -c "cd '$app' && swift package context-check > /dev/null 2>&1"
expect "the app's map.dot is not a Graphviz graph" grep -q "^digraph" "$app/map.dot"
expect "the fixture's map.dot is not a Graphviz graph" grep -q "^digraph" map.dot
echo "ok: $number README commands; the migration changed $(git -C "$app" diff --numstat | wc -l) file(s) of the app"

rm -f map.dot
[ -n "$docs_existed" ] || rm -rf /tmp/PreparedContextDocs
cp -R "$written/." "$repository/"

# The same dependency, built once: the library alone, the command plugin and the build plugin.
SCRATCH_PATH="$app/.build" scripts/library-resolves-alone.sh
