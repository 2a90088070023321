#!/usr/bin/env bash
# The hardening gates: every fuzz target briefly, the hardening suites (hostile-link corpus,
# allowlisted URLs, regressions, memory, stress), the stress suites under ThreadSanitizer (links
# submitted from other threads among them), and the source lint. Every gate named runs; the script
# fails if any failed.
#
#   bash Scripts/hardening-ci.sh                    all four gates
#   bash Scripts/hardening-ci.sh fuzz tsan lint     the ones named (.ci/run leaves out `suites`:
#                                                   its `swift test` step has run them already)
#
# FUZZ_SECONDS (default 5) sets each fuzz target's time. HARDENING_SCRATCH (default .build)
# is shared with `swift test`, so after `swift test` nothing is built twice;
# HARDENING_TSAN_SCRATCH (default .build-tsan) holds the ThreadSanitizer build of the core alone.
set -uo pipefail
cd "$(dirname "$0")/.."

FUZZ_SECONDS=${FUZZ_SECONDS:-5}
SCRATCH=${HARDENING_SCRATCH:-.build}
TSAN_SCRATCH=${HARDENING_TSAN_SCRATCH:-.build-tsan}
gates=("$@")
[[ ${#gates[@]} -gt 0 ]] || gates=(fuzz suites tsan lint)
failed=()
started=$SECONDS

gate() {
    local name=$1
    shift
    local began=$SECONDS
    echo
    echo "== hardening: $name =="
    if "$@"; then
        echo "== hardening: $name passed in $((SECONDS - began))s"
    else
        echo "== hardening: $name FAILED after $((SECONDS - began))s" >&2
        failed+=("$name")
    fi
}

for name in "${gates[@]}"; do
    case $name in
        fuzz) gate "fuzz every target for ${FUZZ_SECONDS}s" bash Fuzz/run.sh all "$FUZZ_SECONDS" ;;
        suites) gate "hardening suites" swift test --scratch-path "$SCRATCH" --filter Hardening ;;
        # The core-only package graph (see Package.swift): the sanitized build leaves out swift-syntax.
        tsan)
            gate "stress suites under ThreadSanitizer" \
                env WAYPOINT_CORE_ONLY=1 swift test --sanitize=thread --scratch-path "$TSAN_SCRATCH" \
                --filter "HardeningStress|HardeningSubmissionStress|ManagerSubmission|KeptResolvers|SingletonPublication|Concurrency"
            ;;
        lint) gate "lint" bash Scripts/lint.sh ;;
        *)
            echo "hardening-ci: no gate '$name' (fuzz, suites, tsan, lint)" >&2
            exit 2
            ;;
    esac
done

echo
if [[ ${#failed[@]} -gt 0 ]]; then
    echo "hardening: ${#failed[@]} gate(s) failed after $((SECONDS - started))s: ${failed[*]}" >&2
    exit 1
fi
echo "hardening: every gate named passed in $((SECONDS - started))s"
