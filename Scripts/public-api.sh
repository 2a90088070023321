#!/usr/bin/env bash
# The size of the core's public API: the lines that declare something `public` or `open` in the
# three core modules' Swift sources, per module and in total. Fails when the total is above the
# budget (491 by default), so that machinery the adapters and tests share stays `package`.
#
#   bash Scripts/public-api.sh                # the counts; exit 1 above the budget
#   PUBLIC_API_BUDGET=400 bash Scripts/public-api.sh
#   bash Scripts/public-api.sh --list Waypoint   # the counted lines of one module
#
# Only `.swift` files count: code samples in the DocC catalogs declare nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(WaypointRouting WaypointInjection Waypoint)
budget=${PUBLIC_API_BUDGET:-491}
pattern='^[[:space:]]*(@[A-Za-z]+ )*(public|open) '

if [[ ${1:-} == --list ]]; then
    grep -rnE --include='*.swift' "$pattern" "Sources/${2:?usage: public-api.sh --list MODULE}"
    exit 0
fi

total=0
for module in "${modules[@]}"; do
    count=$(grep -rE --include='*.swift' "$pattern" "Sources/$module" | wc -l)
    printf '%-20s %4d\n' "$module" "$count"
    total=$((total + count))
done
printf '%-20s %4d (budget %d)\n' total "$total" "$budget"

if ((total > budget)); then
    echo "public-api: $total public lines, above the budget of $budget; give machinery 'package' access" >&2
    exit 1
fi
