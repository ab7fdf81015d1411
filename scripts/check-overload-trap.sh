#!/bin/sh
# Compile check for issue #12 item 12 (the overload trap), on Linux against the UIKit stubs.
#
# `prepareContext(for: segue, sender:)` must pick the view-controller overload, silently, in a
# view controller that adopts SegueContext, and the deprecated overload for a SegueContext that
# is not a view controller — never the `AnyObject` overload, which would treat the segue object
# as the destination. Run after `swift build --build-tests` (it type-checks against the built
# harness modules):
#
#     sh scripts/check-overload-trap.sh
set -eu
cd "$(dirname "$0")/.."
modules=.build/debug/Modules
test -e "$modules/PreparedContextUIKitHarness.swiftmodule" || {
    echo "error: build first: swift build --build-tests" >&2
    exit 2
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat >"$work/Trap.swift" <<'SWIFT'
import PreparedContext
import UIKit

@MainActor final class Model: SegueContext {
    var ambientContext = ContextValues()
}

@MainActor final class Screen: UIViewController, SegueContext {
    var ambientContext = ContextValues()
    let model = Model()
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        let forController: PreparationReport = prepareContext(for: segue, sender: sender)  // LINE-CONTROLLER
        let forModel: PreparationReport = model.prepareContext(for: segue, sender: sender)  // LINE-MODEL
        _ = (forController, forModel)
    }
}
SWIFT
output=$(swiftc -typecheck -swift-version 6 -I "$modules" \
    -module-alias PreparedContext=PreparedContextUIKitHarness "$work/Trap.swift" 2>&1) || {
    echo "$output" >&2
    echo "error: the snippet does not compile" >&2
    exit 1
}
controller_line=$(grep -n 'LINE-CONTROLLER' "$work/Trap.swift" | cut -d: -f1)
model_line=$(grep -n 'LINE-MODEL' "$work/Trap.swift" | cut -d: -f1)
if echo "$output" | grep -q "Trap.swift:$controller_line:.*warning"; then
    echo "$output" >&2
    echo "error: a view controller's call warns; it must pick the view-controller overload" >&2
    exit 1
fi
echo "$output" | grep -q "Trap.swift:$model_line:.*warning: 'prepareContext(for:sender:)' is deprecated: this SegueContext is not a view controller.*To fix" || {
    echo "$output" >&2
    echo "error: a model object's call does not pick the deprecated overload with its fix" >&2
    exit 1
}
echo "overload trap check passed"
