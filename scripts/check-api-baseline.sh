#!/bin/sh
# Checks that the public interface of PreparedContext and PreparedContextTesting is the one
# committed in API/ (the Linux build, the UIKit and AppKit harnesses: what users see on every
# platform). Run after `swift build --build-tests`, which made the modules it reads:
#
#     sh scripts/check-api-baseline.sh            # fails, with the diff, when the interface changed
#     sh scripts/check-api-baseline.sh --update   # records the interface, with its CHANGELOG entry
#     sh scripts/check-api-baseline.sh --scratch-path DIR   # reads the build in DIR, not .build
#
# --update refuses a changed interface unless CHANGELOG.md starts with a `## [Unreleased]`
# section that changed since the last record and names what changed (see RELEASING.md).
set -eu
cd "$(dirname "$0")/.."
exec python3 scripts/api-baseline.py "$@"
