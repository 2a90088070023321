#!/usr/bin/env bash
# The package plugins, on a package that uses them (Tests/PluginFixture):
#
# - the build-tool plugin lints a target's routes.json in its build: the Shop's manifest builds,
#   and a manifest with an unreachable route and a missing parent fails the build with both
#   findings as errors at their routes' lines;
# - the command plugin runs `waypoint lint`, `graph`, `docs` and `aasa` on the package's manifests.
#
#   bash Scripts/plugins-check.sh
#
# The fixture is copied to .build-plugins/ (ignored by git), with the Shop's current routes.json,
# next to a link named `Waypoint` to this repository; reruns reuse its build folder. The plugins build only the core and the
# `waypoint` executable, never swift-syntax.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
work="$repo/.build-plugins"
fixture="$work/PluginFixture"

fail() { echo "plugins-check: $*" >&2; exit 1; }

mkdir -p "$fixture"
ln -sfn "$repo" "$work/Waypoint"
rm -rf "$fixture/Sources"
cp -R Tests/PluginFixture/. "$fixture/"
# The Shop's manifest as the Shop exports it today, so that the fixture never tests a stale copy.
cp Examples/Shop/routes.json "$fixture/Sources/ShopRoutesManifest/routes.json"
shop_routes=$(grep -c '"id" :' Examples/Shop/routes.json)
started=$SECONDS

echo "== build-tool plugin: a clean manifest builds =="
if ! swift build --package-path "$fixture" --target ShopRoutesManifest -j 2 >"$work/clean.log" 2>&1; then
    cat "$work/clean.log"
    fail "the clean manifest did not build"
fi
tail -1 "$work/clean.log"

echo "== build-tool plugin: a broken manifest fails the build at its routes' lines =="
if swift build --package-path "$fixture" --target BrokenRoutes -j 2 >"$work/broken.log" 2>&1; then
    cat "$work/broken.log"
    fail "the broken manifest built"
fi
manifest="$fixture/Sources/BrokenRoutes/routes.json"
shadowed_line=$(grep -n '"id": "promo.any"' "$manifest" | cut -d: -f1)
parent_line=$(grep -n '"id": "orders.detail"' "$manifest" | cut -d: -f1)
grep -F "routes.json:$shadowed_line:" "$work/broken.log" | grep -F 'error: [shadowedRoute]' \
    || { cat "$work/broken.log"; fail "no shadowedRoute error at line $shadowed_line"; }
grep -F "routes.json:$parent_line:" "$work/broken.log" | grep -F 'error: [unknownParent]' \
    || { cat "$work/broken.log"; fail "no unknownParent error at line $parent_line"; }

echo "== command plugin: swift package waypoint lint|graph|docs|aasa =="
# Each run's output goes to a file first: a reader that stops early (`head`) would fail the pipe.
plugin() { swift package --package-path "$fixture" waypoint "$@" >"$work/out.txt" 2>"$work/err.txt"; }
expect() { grep -F -- "$1" "$work/out.txt" >/dev/null || { cat "$work/out.txt" "$work/err.txt"; fail "$2"; }; }
plugin lint --target ShopRoutesManifest || fail "lint of the Shop's manifest"
expect "no problems in $shop_routes routes" "lint"
if plugin lint --target BrokenRoutes; then fail "lint of the broken manifest succeeded"; fi
expect "error[shadowedRoute]" "lint of the broken manifest"
plugin graph --target ShopRoutesManifest --format mermaid || fail "graph"
expect "flowchart LR" "graph"
plugin docs --target ShopRoutesManifest || fail "docs"
expect "# Routes" "docs"
plugin aasa --target ShopRoutesManifest --app-id ABCDE12345.com.example.shop || fail "aasa"
expect '"applinks"' "aasa"
ls "$fixture"/.build/plugins/outputs/*/ShopRoutesManifest/*/WaypointLintPlugin/WaypointLint-routes.swift >/dev/null \
    || fail "the build did not run the lint"

echo "plugins-check: both plugins work ($((SECONDS - started))s)"
