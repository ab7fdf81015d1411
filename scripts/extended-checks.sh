#!/usr/bin/env bash
# The checks CI runs a slice of, run whole: before merging a change to the migration
# (Sources/ContextCheckCore/Migration), the readers (Sources/ContextCheckCore/Reading), the engine
# or the adapters, run this and attach its last lines to the change. About 40 minutes on two cores.
#
#     scripts/extended-checks.sh              # everything below
#     scripts/extended-checks.sh differential # some: differential, fuzz, sanitizers, benchmarks
#
# - differential: the whole migration differential, seed 27 and 240 (840 cases in every section),
#   the seed its list of known findings (Tests/MigrationDifferential/known-differences.txt) is for;
#   CI runs 126 cases under the commit's seed.
# - fuzz: every fuzz target for FUZZ_SECONDS (default 300) each; CI fuzzes 12 s each.
# - sanitizers: every test target under the thread and the address sanitizer; CI leaves out the
#   suites that have no unsafe code or concurrency of their own (see .ci/run).
# - benchmarks: the benchmark package in release, a short pass of the wall-clock benchmarks
#   (read, never asserted) and the instruction counts of every scenario; CI counts the warm one.
# A finding in any of them fails the script, as it would fail CI.
set -euo pipefail
cd "$(dirname "$0")/.."
parts=${*:-differential fuzz sanitizers benchmarks}

for part in $parts; do
    start=$SECONDS
    echo "== extended: $part"
    case $part in
    differential)
        swift build --build-tests
        python3 scripts/migration-differential.py --seed 27 --count 240
        ;;
    fuzz)
        scripts/fuzz.sh "${FUZZ_SECONDS:-300}"
        ;;
    sanitizers)
        swift test --sanitize=thread --scratch-path .build-tsan
        ASAN_OPTIONS=detect_leaks=0 swift test --sanitize=address --scratch-path .build-asan
        ;;
    benchmarks)
        (cd Benchmarks && swift package --disable-sandbox benchmark \
            --filter "PreparedContext-warm,50-stored,10-context" --no-progress)
        (cd Benchmarks && N=100 sh count-instructions.sh)
        ;;
    *)
        echo "extended-checks: no part named $part. To fix, name one of: differential fuzz sanitizers benchmarks"
        exit 2
        ;;
    esac
    echo "-- extended: $part, $((SECONDS - start)) s"
done
