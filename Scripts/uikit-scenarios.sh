#!/usr/bin/env bash
# Runs the UIKit container's scenario programs (Tests/UIKitScenarios) against the executable
# model of UIKit beside the project (../shared/apple/uikit-sim): the real adapter sources and a
# real NavigationManager, the user's gestures, virtual time, and a check of the window against
# the manager's state after every quiescent point. Arguments go to the program:
#
#   bash Scripts/uikit-scenarios.sh                          every scenario and a 2,000-step walk
#   bash Scripts/uikit-scenarios.sh --walk-steps 20000 --seed 7
#   bash Scripts/uikit-scenarios.sh --only "More" --trace
set -euo pipefail
cd "$(dirname "$0")/.."
harness=../shared/apple/run-uikit-scenarios
[ -x "$harness" ] || [ -f "$harness" ] || { echo "uikit-scenarios: no $harness (the shared folder beside the project)" >&2; exit 2; }
bash "$harness" Tests/UIKitScenarios -- "$@"
