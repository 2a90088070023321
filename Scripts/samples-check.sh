#!/usr/bin/env bash
# The documentation's Swift, checked where a user pastes it: every ```swift block in the README,
# the DocC articles and docs/*.md says on the line before it what it is, and every complete program
# among them is compiled (warnings are errors) and run by a fresh package that depends on Waypoint
# as an app does, by the README's install line with the repository as a local path. Inside this
# package a sample sees `package` API and the package's settings; outside it does not, which is
# what is checked.
#
#   <!-- sample: program NAME -->     a complete program, or its first part
#   <!-- sample: continues NAME -->   the next part of program NAME, in the order of the text
#   <!-- sample: fragment -->         a piece of something larger (a method, a manifest excerpt);
#                                     the text around it says what it belongs to; not compiled
#   <!-- sample: output NAME -->      before a plain ``` block: exactly what program NAME prints
#
#   bash Scripts/samples-check.sh
#
# The README's program `Adopter` is `Examples/Adopter/main.swift`, and its products line is the one
# the manifest below spells: so this is also a newcomer's first build, by the README's install lines.
#
# The package is written to .build-samples/ (ignored by git), next to a link named `Waypoint` to
# this repository; one executable target per program, so Waypoint is compiled once for all of them.
# Reruns reuse its build folder.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
url='https://github.com/waypoint-swift/Waypoint'

fail() { echo "samples-check: $*" >&2; exit 1; }

package_line=$(grep -m1 -F ".package(url: \"$url\"" README.md) || fail "README.md has no .package(url: \"$url\", …) line"
grep -qF '.product(name: "Waypoint", package: "Waypoint")' README.md \
    || fail "README.md has no .product(name: \"Waypoint\", package: \"Waypoint\") line"
local_line=$(sed -E "s|url: \"$url\", from: \"[^\"]+\"|path: \"../Waypoint\"|" <<<"$package_line")
[[ $local_line == *'path: "../Waypoint"'* ]] || fail "cannot turn the README's line into a path dependency: $package_line"

work="$repo/.build-samples"
samples="$work/Samples"
extracted="$work/extracted"
rm -rf "$extracted" "$samples/Sources"
mkdir -p "$extracted" "$samples/Sources"
ln -sfn "$repo" "$work/Waypoint"

documents=(README.md Sources/*/Documentation.docc/*.md docs/*.md)

# Splits the documents' blocks by their markers: programs into NAME.swift (parts appended in
# order), expected output into NAME.expected; prints one line per block that breaks the rules.
problems=$(awk -v out="$extracted" '
    function problem(text) { printf "%s:%d: %s\n", FILENAME, FNR, text }
    FNR == 1 { marker = ""; inblock = 0 }
    inblock && /^```[[:space:]]*$/ { inblock = 0; if (target != "") close(target); next }
    inblock { if (target != "") print >> target; next }
    /^```/ {
        inblock = 1; target = ""
        language = substr($0, 4)
        n = split(marker, word, " ")
        kind = (n >= 4 && word[1] == "<!--" && word[2] == "sample:") ? word[3] : ""
        name = (kind == "fragment") ? "" : word[4]
        if (language == "swift") {
            fragments += (kind == "fragment")
            if (kind == "program") {
                if (name in programs) problem("program " name " is declared twice")
                programs[name] = FILENAME; target = out "/" name ".swift"
            } else if (kind == "continues") {
                if (!(name in programs)) problem("continues " name ", which no earlier block starts")
                else if (programs[name] != FILENAME) problem("continues " name " from another document")
                else target = out "/" name ".swift"
            } else if (kind != "fragment") {
                problem("a Swift block without a <!-- sample: program|continues|fragment --> line before it")
            }
        } else if (kind == "output") {
            if (!(name in programs)) problem("output of " name ", which no earlier block starts")
            else target = out "/" name ".expected"
        }
        next
    }
    !/^[[:space:]]*$/ { marker = $0 }
    END { printf "%d fragments\n", fragments > (out "/fragments") }
' "${documents[@]}")
[[ -z $problems ]] || fail $'the documents\' Swift blocks are not all marked:\n'"$problems"

diff "$extracted/Adopter.swift" Examples/Adopter/main.swift \
    || fail "the README's program Adopter is not Examples/Adopter/main.swift"

names=()
for file in "$extracted"/*.swift; do
    name=$(basename "$file" .swift)
    names+=("$name")
    mkdir -p "$samples/Sources/$name"
    cp "$file" "$samples/Sources/$name/main.swift"
done
[[ ${#names[@]} -gt 0 ]] || fail "no document declares a program"

targets=''
for name in "${names[@]}"; do
    targets+="        .executableTarget(name: \"$name\", dependencies: products),"$'\n'
done
cat >"$samples/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

// An app's own settings: Swift 6, no upcoming features, nothing of Waypoint's but its products.
let products: [Target.Dependency] = [
    .product(name: "Waypoint", package: "Waypoint"),
    .product(name: "WaypointTesting", package: "Waypoint"),
]

let package = Package(
    name: "Samples",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [
$local_line
    ],
    targets: [
$targets    ],
    swiftLanguageModes: [.v6]
)
MANIFEST

echo "== samples: ${names[*]} ($(cat "$extracted/fragments") marked as such, not compiled) =="
started=$SECONDS
swift build --package-path "$samples" -Xswiftc -warnings-as-errors
echo "samples: built in $((SECONDS - started)) s"

for name in "${names[@]}"; do
    output=$("$samples/.build/debug/$name") || fail "program $name exited with status $?"
    if [[ -f "$extracted/$name.expected" ]]; then
        diff <(printf '%s\n' "$output") "$extracted/$name.expected" \
            || fail "program $name does not print the output its document shows"
        echo "samples: $name runs and prints what its document shows"
    else
        echo "samples: $name runs"
    fi
done
