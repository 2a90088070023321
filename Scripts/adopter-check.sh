#!/usr/bin/env bash
# A newcomer's first build, checked: a fresh package that depends on Waypoint by the README's
# install lines (the repository as a local path instead of the URL) builds, runs the README's
# "from routes to a running app" example and shows a screen; every line it prints is quoted in
# the README.
#
#   bash Scripts/adopter-check.sh
#
# The package is written to .build-adopter/ (ignored by git), next to a link named `Waypoint`
# to this repository, so the package identity is `Waypoint` whatever the checkout's folder is
# called. Reruns reuse its build folder.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
url='https://github.com/waypoint-swift/Waypoint'

fail() { echo "adopter-check: $*" >&2; exit 1; }

# The README's own lines, not copies of them.
package_line=$(grep -m1 -F ".package(url: \"$url\"" README.md) || fail "README.md has no .package(url: \"$url\", …) line"
product_line=$(grep -m1 -oF '.product(name: "Waypoint", package: "Waypoint")' README.md) \
    || fail "README.md has no .product(name: \"Waypoint\", package: \"Waypoint\") line"
local_line=$(sed -E "s|url: \"$url\", from: \"[^\"]+\"|path: \"../Waypoint\"|" <<<"$package_line")
[[ $local_line == *'path: "../Waypoint"'* ]] || fail "cannot turn the README's line into a path dependency: $package_line"

work="$repo/.build-adopter"
app="$work/Adopter"
mkdir -p "$app/Sources/Adopter"
ln -sfn "$repo" "$work/Waypoint"
cp Examples/Adopter/main.swift "$app/Sources/Adopter/main.swift"
cat >"$app/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Adopter",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [
$local_line
    ],
    targets: [
        .executableTarget(name: "Adopter", dependencies: [$product_line]),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST

echo "== adopter: the README's lines, as a path dependency =="
sed -n '/dependencies: \[/,/^    \],/p' "$app/Package.swift"
started=$SECONDS
swift build --package-path "$app" -Xswiftc -warnings-as-errors
echo "adopter: built in $((SECONDS - started)) s"

output=$("$app/.build/debug/Adopter")
printf '%s\n' "$output"
grep -q '^shows   Product #42' <<<"$output" || fail "the example did not show the product screen"
while IFS= read -r line; do
    grep -qxF -- "$line" README.md || fail "the README does not quote this output line: $line"
done <<<"$output"
echo "adopter: the README's install lines build and show a screen"
