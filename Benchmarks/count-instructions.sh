#!/bin/sh
# Counts instructions, retains, releases and allocations per propagation with callgrind, the
# repeatable measure on a shared machine: the same figures under any load.
#
#     cd Benchmarks && sh count-instructions.sh                 # every scenario
#     cd Benchmarks && sh count-instructions.sh warm routes     # some
#
# Each scenario runs twice, with N and 2N propagations, counting only inside `measured(_:)`;
# the difference divided by N is one propagation, without the setup. Scenarios, at 50 stored /
# 10 context properties: hand-written (the baseline), warm, routes (key paths), routes-closures,
# routes-body (the routes written as one body), chain (slots to slots), containers (a tab bar of
# five navigation stacks), failing-key (one type mismatch logged).
set -eu
cd "$(dirname "$0")"
command -v valgrind > /dev/null || { echo "error: valgrind is not installed" >&2; exit 2; }
build_log=$(mktemp)
swift build -c release --product InstructionCounts > "$build_log" 2>&1 || {
    cat "$build_log" >&2
    echo "error: the InstructionCounts build failed" >&2
    exit 1
}
rm -f "$build_log"
binary=$(swift build -c release --show-bin-path)/InstructionCounts
scenarios=${*:-hand-written warm routes routes-closures routes-body chain containers failing-key}
n=${N:-500}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Prints "instructions retains releases mallocs" counted inside measured(_:) for $1 propagations.
count() {
    scenario=$1 propagations=$2
    out="$work/$scenario.$propagations.out"
    valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect='*measured*' \
        "$binary" "$scenario" "$propagations" > /dev/null 2> "$work/valgrind.log" || {
        cat "$work/valgrind.log" >&2
        exit 1
    }
    python3 - "$out" <<'PYTHON'
import re, sys
# The totals line gives the instructions; call counts come from the cfn=/calls= pairs.
names = {}
calls = {"retain": 0, "release": 0, "malloc": 0}
instructions = 0
current = None
with open(sys.argv[1]) as f:
    for line in f:
        if line.startswith("totals:") or line.startswith("summary:"):
            instructions = int(line.split()[1])
        m = re.match(r"c?fn=\((\d+)\)(?: (.*))?", line)
        if m and line.startswith("cfn="):
            if m.group(2):
                names[m.group(1)] = m.group(2).strip()
            current = names.get(m.group(1), "")
            continue
        if m and line.startswith("fn=") and m.group(2):
            names[m.group(1)] = m.group(2).strip()
        if line.startswith("calls=") and current is not None:
            n = int(line.split()[0].split("=")[1])
            if current in ("swift_retain", "swift_bridgeObjectRetain", "swift_unknownObjectRetain", "swift_retain_n"):
                calls["retain"] += n
            elif current in ("swift_release", "swift_bridgeObjectRelease", "swift_unknownObjectRelease", "swift_release_n"):
                calls["release"] += n
            elif current == "malloc":
                calls["malloc"] += n
            current = None
print(instructions, calls["retain"], calls["release"], calls["malloc"])
PYTHON
}

# The targets of the specialised copies (Performance.md says why those missed are missed).
target() {
    case $1 in
        warm) echo 8 ;;
        routes | routes-closures | routes-body) echo 2 ;;
        chain) echo 10 ;;
        *) echo "" ;;
    esac
}

printf '%-16s %14s %8s %10s %10s %8s  %s\n' scenario instructions ratio retains releases mallocs target
baseline=""
done_list=""
for scenario in hand-written $scenarios; do
    case " $done_list " in *" $scenario "*) continue ;; esac
    done_list="$done_list $scenario"
    set -- $(count "$scenario" "$n")
    i1=$1 r1=$2 l1=$3 m1=$4
    set -- $(count "$scenario" $((2 * n)))
    per=$(python3 -c "print(f'{($1 - $i1) / $n:.0f} {($2 - $r1) / $n:.1f} {($3 - $l1) / $n:.1f} {($4 - $m1) / $n:.2f}')")
    set -- $per
    [ -n "$baseline" ] || baseline=$1
    ratio=$(python3 -c "print(f'{$1 / $baseline:.1f}x')")
    goal=$(target "$scenario")
    verdict=""
    if [ -n "$goal" ]; then
        verdict=$(python3 -c "print(f'<= {$goal}x ' + ('met' if $1 <= $goal * $baseline else 'missed'))")
    fi
    printf '%-16s %14s %8s %10s %10s %8s  %s\n' "$scenario" "$1" "$ratio" "$2" "$3" "$4" "$verdict"
done
