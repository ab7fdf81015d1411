#!/usr/bin/env bash
# Fuzzes the static check's readers with libFuzzer: the Swift reader, the Objective-C reader, the
# storyboard reader, the project readers (project.pbxproj and Package.swift) and the migration assistant (its prepare-body reader and planner), each for a bounded time, starting from the corpus in Fuzz/Corpus/<target>.
#
#   scripts/fuzz.sh [seconds per target, default 60]          build and fuzz every target
#   scripts/fuzz.sh --seed                                     rebuild the corpora from the fixtures and
#                                                              ../shared/storyboards, minimized (-merge=1)
#   FUZZ_TARGETS="FuzzSwiftReader" scripts/fuzz.sh 30          one target
#   FUZZ_SEED=1234 scripts/fuzz.sh 20                          libFuzzer's seed (CI's is the commit's)
#
# The targets are compiled with swiftc, not SwiftPM: SwiftPM renames an executable's entry point,
# which keeps libFuzzer's `main` from linking. The library and the check's core are compiled from the
# root package's sources into static libraries, so the root package's products are unchanged.
# A crash, a trap, a memory error, an input taking over FUZZ_TIMEOUT seconds or over FUZZ_RSS_MB of
# memory fails the run; libFuzzer saves the input in .build-fuzz/artifacts. Keep it as a regression
# input in Fuzz/Regressions/<target>/ (the tests and this script replay every file there).
set -euo pipefail
cd "$(dirname "$0")/.."

targets=${FUZZ_TARGETS:-"FuzzSwiftReader FuzzObjectiveCReader FuzzStoryboardReader FuzzProjectReader FuzzMigration"}
timeout=${FUZZ_TIMEOUT:-10}
rss=${FUZZ_RSS_MB:-2048}
build=.build-fuzz
mkdir -p "$build/artifacts"

# -O: unoptimized, the build takes 25 s instead of about 200, but fuzzes 3 to 9 times fewer inputs
# a second (measured 2026-12-06), so even CI's 20-second slices cover more with -O.
flags=(-parse-as-library -O -j2 -sanitize=fuzzer,address -swift-version 6 -package-name PreparedContext
    -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault)

library() {
    local name=$1 folder=$2
    shift 2
    local sources
    sources=$(find "$folder" -name '*.swift' -not -path '*.docc/*' | sort)
    # shellcheck disable=SC2086
    swiftc "${flags[@]}" -emit-library -static -emit-module -module-name "$name" -I "$build" -L "$build" "$@" \
        -emit-module-path "$build/$name.swiftmodule" -o "$build/lib$name.a" $sources
}

if [ -z "${FUZZ_SKIP_BUILD:-}" ]; then
    echo "fuzz: building the readers with -sanitize=fuzzer,address"
    library PreparedContext Sources/PreparedContext
    library ContextCheckCore Sources/ContextCheckCore
    for target in $targets; do
        # gold warns once per sanitizer helper symbol; those lines are noise.
        swiftc "${flags[@]}" -I "$build" -L "$build" -lContextCheckCore -lPreparedContext \
            -o "$build/$target" "Fuzz/Targets/$target/$target.swift" 2>&1 | { grep -v "Cannot export local symbol" || true; }
        [ -x "$build/$target" ] || { echo "fuzz: $target did not build"; exit 1; }
    done
fi

if [ "${1:-}" = "--seed" ]; then
    for target in $targets; do
        seeds=$(mktemp -d)
        case $target in
        FuzzSwiftReader) find Tests/ContextCheckTests -name '*.swift' -exec cp {} "$seeds/" \; ;;
        FuzzMigration) find Tests/ContextCheckTests/Fixtures/Migrate Tests/DocumentationExampleTests -name '*.swift' \
            -exec cp --backup=numbered {} "$seeds/" \; ;;
        FuzzObjectiveCReader) find Tests/ContextCheckTests/Fixtures ../shared/storyboards \( -name '*.h' -o -name '*.m' \) \
            -exec cp --backup=numbered {} "$seeds/" \; 2>/dev/null || true ;;
        FuzzProjectReader) find Tests/ContextCheckTests/Fixtures \( -name project.pbxproj -o -name Package.swift \) \
            -exec cp --backup=numbered {} "$seeds/" \; ;;
        FuzzStoryboardReader) find Tests/ContextCheckTests/Fixtures ../shared/storyboards -name '*.storyboard' \
            -exec cp --backup=numbered {} "$seeds/" \; 2>/dev/null || true ;;
        esac
        rm -rf "Fuzz/Corpus/$target.new" && mkdir -p "Fuzz/Corpus/$target.new" "Fuzz/Corpus/$target"
        "$build/$target" -merge=1 -max_len=4096 "Fuzz/Corpus/$target.new" "Fuzz/Corpus/$target" "$seeds"
        rm -rf "Fuzz/Corpus/$target" "$seeds" && mv "Fuzz/Corpus/$target.new" "Fuzz/Corpus/$target"
    done
    exit 0
fi

seconds=${1:-60}
# FUZZ_SEED fixes libFuzzer's random seed (CI takes it from the commit); unset, libFuzzer picks one.
seed=(${FUZZ_SEED:+-seed="$FUZZ_SEED"})
for target in $targets; do
    echo "fuzz: $target, regression inputs then ${seconds}s of fuzzing"
    regressions=(Fuzz/Regressions/"$target"/*)
    if [ -e "${regressions[0]}" ]; then
        "$build/$target" -timeout="$timeout" -rss_limit_mb="$rss" "${regressions[@]}"
    fi
    # New inputs go to a scratch folder; the corpus in the repository is read, never written.
    scratch=$(mktemp -d)
    "$build/$target" "${seed[@]}" -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb="$rss" -max_len=4096 \
        -print_final_stats=1 -artifact_prefix="$build/artifacts/$target-" "$scratch" "Fuzz/Corpus/$target"
    rm -rf "$scratch"
done
