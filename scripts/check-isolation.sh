#!/bin/sh
# Compile check for issue #17 item 1: the engine's isolation contract is enforced by the
# compiler. Propagation reads and writes stored properties inside the runtime's value
# witnesses, where the thread sanitizer sees nothing, so a call from off the main actor must
# not compile. Run after `swift build --build-tests` (it type-checks against the built module):
#
#     sh scripts/check-isolation.sh
set -eu
cd "$(dirname "$0")/.."
modules=.build/debug/Modules
test -e "$modules/PreparedContext.swiftmodule" || {
    echo "error: build first: swift build --build-tests" >&2
    exit 2
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# On the main actor, every entry point compiles without a warning.
cat >"$work/MainActorCaller.swift" <<'SWIFT'
import PreparedContext
final class Source { let prepCtxName = "Ada" }
final class Destination { @Prepared var prepCtxName: String? }
@MainActor func prepare() throws {
    _ = try ContextPropagation.propagate(from: Source(), to: Destination())
    _ = try ContextPropagation.propagate(from: Source() as Any, to: Destination())
    _ = ContextPropagation.missingRequiredValues(in: Destination())
}
SWIFT
output=$(swiftc -typecheck -swift-version 6 -I "$modules" "$work/MainActorCaller.swift" 2>&1) || {
    echo "$output" >&2
    echo "error: a main-actor caller does not compile" >&2
    exit 1
}
if echo "$output" | grep -q "warning"; then
    echo "$output" >&2
    echo "error: a main-actor caller gets a warning" >&2
    exit 1
fi

# Off the main actor — a background thread's closure, a nonisolated function, an actor's own
# method — each call is an error, not a warning.
check_rejected() {
    name=$1
    cat >"$work/$name.swift"
    if output=$(swiftc -typecheck -swift-version 6 -I "$modules" "$work/$name.swift" 2>&1); then
        echo "$output" >&2
        echo "error: $name compiles; a propagation off the main actor must not" >&2
        exit 1
    fi
    echo "$output" | grep -q "error: .*main actor-isolated" || {
        echo "$output" >&2
        echo "error: $name fails for another reason than main-actor isolation" >&2
        exit 1
    }
}
check_rejected Nonisolated <<'SWIFT'
import PreparedContext
final class Destination { @Prepared var prepCtxName: String? }
func prepare(_ source: AnyObject) throws {
    _ = try ContextPropagation.propagate(from: source, to: Destination())
}
SWIFT
check_rejected ActorMethod <<'SWIFT'
import PreparedContext
final class Destination { @Prepared var prepCtxName: String? }
actor Store {
    var prepCtxName = "Ada"
    func handOver(to destination: Destination) throws {
        _ = try ContextPropagation.propagate(from: self, to: destination)
    }
}
SWIFT
check_rejected MissingValuesOffMain <<'SWIFT'
import PreparedContext
final class Destination { @Prepared var prepCtxName: String }
func check(_ destination: Destination) -> Int {
    ContextPropagation.missingRequiredValues(in: destination).count
}
SWIFT

# A slot belongs to its owner's isolation: in Swift 6 mode no Sendable class holds one.
check_slot_rejected() {
    name=$1
    pattern=$2
    cat >"$work/$name.swift"
    if output=$(swiftc -typecheck -swift-version 6 -I "$modules" "$work/$name.swift" 2>&1); then
        echo "$output" >&2
        echo "error: $name compiles; a slot shared across threads must not" >&2
        exit 1
    fi
    echo "$output" | grep -q "$pattern" || {
        echo "$output" >&2
        echo "error: $name fails for another reason than the slot's isolation" >&2
        exit 1
    }
}
check_slot_rejected SendableOwner "'Sendable'-conforming class 'Shared'" <<'SWIFT'
import PreparedContext
final class Shared: Sendable { @Prepared var prepCtxName: String? }
SWIFT
echo "isolation check passed"
