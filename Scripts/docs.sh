#!/usr/bin/env bash
# Builds the DocC catalogs of the documented targets with warnings as errors: a broken symbol
# link, an undocumented parameter or a missing article fails the run.
#
#   bash Scripts/docs.sh                 # scratch path .build-docs
#   SCRATCH_PATH=.build-ci bash Scripts/docs.sh
#
# The archives land in <scratch>/plugins/Swift-DocC/outputs/<Target>.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="${SCRATCH_PATH:-.build-docs}"
targets=(WaypointRouting WaypointInjection Waypoint WaypointTesting)

# One run of the plugin for every target: the package is loaded and the targets built once.
options=()
for target in "${targets[@]}"; do options+=(--target "$target"); done
echo "== documentation: ${targets[*]} =="
swift package --scratch-path "$scratch" generate-documentation "${options[@]}" --warnings-as-errors
