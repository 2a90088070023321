#!/usr/bin/env bash
# WaypointSwiftUI's scenarios (Tests/SwiftUIScenarios), run against the behavioural model of
# SwiftUI beside this checkout, on both of the adapter's code paths:
#
# - as it compiles on Linux, which is its iOS 16 path (a timer ends each step, `tabItem`);
# - compiled as on iOS (`--ios`), its iOS 17/18 path (withAnimation's completion, `Tab`).
#
#   bash Scripts/swiftui-scenarios.sh                  # both paths, 1,000 random-walk steps each
#   bash Scripts/swiftui-scenarios.sh --steps 20000 --seed 7      # a longer walk, another seed
#   bash Scripts/swiftui-scenarios.sh --completion-waits          # the other withAnimation reading
#
# Arguments go to the scenario program. Each path prints one line per scenario and ends with
# `N passed, N failed`; the script fails when either path fails. SWIFTUI_SCENARIOS_WORKDIR=DIR
# keeps the builds in DIR (and DIR-ios) for incremental reruns; SWIFTUI_SCENARIOS_RUNNER names
# the runner (default: ../shared/apple/run-swiftui-scenarios). A cold build takes a few minutes
# per path; the runs themselves take seconds.
set -uo pipefail
cd "$(dirname "$0")/.."
runner=${SWIFTUI_SCENARIOS_RUNNER:-../shared/apple/run-swiftui-scenarios}
[ -f "$runner" ] || { echo "swiftui-scenarios: no scenario runner at $runner" >&2; exit 2; }

status=0
for path in linux ios; do
    flag=()
    [ "$path" = ios ] && flag=(--ios)
    echo "== SwiftUI scenarios, adapter compiled as on $path"
    start=$(date +%s)
    bash "$runner" "${flag[@]}" Tests/SwiftUIScenarios -- "$@"
    result=$?
    echo "== $path: exit $result, $(( $(date +%s) - start )) s"
    [ $result -eq 0 ] || status=1
done
exit $status
