#!/usr/bin/env bash
# Builds and runs Waypoint's libFuzzer targets.
#
#   bash Fuzz/run.sh                      every target, 20 seconds each
#   bash Fuzz/run.sh TARGET [SECONDS]     one target (default 20 seconds)
#   bash Fuzz/run.sh all SECONDS          every target, SECONDS each
#   bash Fuzz/run.sh TARGET SECONDS -jobs=2 ...   extra arguments go to libFuzzer
#   bash Fuzz/run.sh TARGET repro FILE    runs one saved input (a crash artifact) and exits
#
# Targets: see Fuzz/Targets/*.swift, each of which says what it checks. The library is compiled
# once, module by module, with `swiftc -sanitize=fuzzer,address` (coverage-guided, AddressSanitizer) into
# $FUZZ_BUILD_DIR (default .build-fuzz), and each target is linked against it; both are rebuilt
# only when their sources change. New inputs go to $FUZZ_BUILD_DIR/corpus/TARGET (the checked-in
# seeds in Fuzz/Corpus/TARGET are read, never written), crashes to
# $FUZZ_BUILD_DIR/artifacts/TARGET/, the log to $FUZZ_BUILD_DIR/logs/TARGET.log. (The Swift runtime's own
# backtracer is turned off: after an abort it would read memory AddressSanitizer watches.)
#
# With several targets, $FUZZ_JOBS of them (default: the number of processors) build and run at
# once, each in its own process.
#
# Exits non-zero when a target finds a crash or an invariant violation.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
OUT=${FUZZ_BUILD_DIR:-$ROOT/.build-fuzz}
case $OUT in /*) ;; *) OUT=$ROOT/$OUT ;; esac
DEFAULT_SECONDS=20

ALL_TARGETS=()
for file in "$ROOT"/Fuzz/Targets/*.swift; do ALL_TARGETS+=("$(basename "$file" .swift)"); done

SWIFT_FLAGS=(
    -sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6
    # As SwiftPM names it, so that `package` declarations compile (targets still see only `public`).
    -package-name Waypoint
    -enable-upcoming-feature ExistentialAny
    -enable-upcoming-feature MemberImportVisibility
    -enable-upcoming-feature InternalImportsByDefault
)
# lld links quietly where gold warns about every sanitizer symbol; use it when the toolchain has it.
LINK_FLAGS=()
if command -v ld.lld >/dev/null 2>&1; then LINK_FLAGS=(-use-ld=lld); fi

log() { printf '== fuzz: %s\n' "$*" >&2; }

fingerprint() {
    # Content, not timestamps: a fresh clone and an old build directory agree when nothing changed.
    { printf '%s\n' "${SWIFT_FLAGS[@]}" "$@"; swiftc --version 2>&1; cat "$@"; } | sha256sum | cut -d' ' -f1
}

library_sources() {
    (cd "$1" && find . -name '*.swift' | LC_ALL=C sort)
}

# The core's modules, in dependency order: each is compiled against the ones before it.
LIBRARY_MODULES=(WaypointInjection WaypointRouting Waypoint)

build_library() {
    local sources stamp=""
    for module in "${LIBRARY_MODULES[@]}"; do
        mapfile -t sources < <(library_sources "$ROOT/Sources/$module")
        stamp+=$(cd "$ROOT/Sources/$module" && fingerprint "${sources[@]}")
    done
    if [[ -f $OUT/lib/stamp && -f $OUT/lib/libWaypoint.a && $(cat "$OUT/lib/stamp") == "$stamp" ]]; then
        return
    fi
    # Compile a copy, so that editing a source while the library builds cannot fail the build.
    rm -rf "$OUT/lib"
    mkdir -p "$OUT/lib/src"
    for module in "${LIBRARY_MODULES[@]}"; do
        cp -R "$ROOT/Sources/$module" "$OUT/lib/src/$module"
        mapfile -t sources < <(library_sources "$OUT/lib/src/$module")
        log "building $module with -sanitize=fuzzer,address (${#sources[@]} files)"
        (
            cd "$OUT/lib/src/$module"
            swiftc "${SWIFT_FLAGS[@]}" -wmo -module-name "$module" \
                -emit-library -static -I "$OUT/lib" \
                -emit-module -emit-module-path "$OUT/lib/$module.swiftmodule" \
                -o "$OUT/lib/lib$module.a" "${sources[@]}"
        )
    done
    echo "$stamp" >"$OUT/lib/stamp"
}

build_target() {
    local target=$1
    local files=("$ROOT/Fuzz/Support/FuzzSupport.swift" "$ROOT/Fuzz/Targets/$target.swift")
    local stamp
    stamp=$( { cat "$OUT/lib/stamp"; fingerprint "${files[@]}"; } | sha256sum | cut -d' ' -f1)
    if [[ -f $OUT/bin/$target.stamp && $(cat "$OUT/bin/$target.stamp") == "$stamp" && -x $OUT/bin/$target ]]; then
        return
    fi
    log "building target $target"
    mkdir -p "$OUT/bin"
    swiftc "${SWIFT_FLAGS[@]}" "${LINK_FLAGS[@]}" -module-name "Fuzz_$target" \
        -I "$OUT/lib" -L "$OUT/lib" -lWaypoint -lWaypointRouting -lWaypointInjection "${files[@]}" -o "$OUT/bin/$target"
    echo "$stamp" >"$OUT/bin/$target.stamp"
}

dictionary_for() {
    case $1 in
        manifest | payload | restore) echo "$ROOT/Fuzz/json.dict" ;;
        *) echo "$ROOT/Fuzz/links.dict" ;;
    esac
}

run_target() {
    local target=$1 seconds=$2
    shift 2
    mkdir -p "$OUT/corpus/$target" "$OUT/artifacts/$target" "$OUT/logs"
    local seeds=("$ROOT/Fuzz/Corpus/$target")
    [[ -d ${seeds[0]} ]] || seeds=()
    local log_file=$OUT/logs/$target.log
    log "running $target for ${seconds}s (log: ${log_file#"$ROOT"/})"
    local status=0
    # detect_leaks=0: the Swift runtime keeps metadata caches for the process's lifetime, which
    # LeakSanitizer would report on exit; AddressSanitizer's memory errors are all still caught.
    SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no} ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} "$OUT/bin/$target" \
        -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -dict="$(dictionary_for "$target")" -artifact_prefix="$OUT/artifacts/$target/" \
        "$@" "$OUT/corpus/$target" "${seeds[@]}" >"$log_file" 2>&1 || status=$?
    summarize "$target" "$log_file" "$status"
    return "$status"
}

summarize() {
    local target=$1 log_file=$2 status=$3
    local runs rate done_line corpus_files
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log_file" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log_file" | tail -1)
    done_line=$(grep -E '^#[0-9]+[[:space:]]+(DONE|pulse|NEW|REDUCE|INITED)' "$log_file" | tail -1 || true)
    corpus_files=$(find "$OUT/corpus/$target" -type f | wc -l)
    local cov ft
    cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$done_line")
    ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$done_line")
    if [[ $status -eq 0 ]]; then
        printf '%-9s ok     runs=%s exec/s=%s cov=%s ft=%s corpus=%s\n' \
            "$target" "${runs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" "$corpus_files"
    else
        printf '%-9s FAILED (status %s); see %s and %s\n' "$target" "$status" \
            "${log_file#"$ROOT"/}" "${OUT#"$ROOT"/}/artifacts/$target/"
        grep -E 'INVARIANT VIOLATED|ERROR: (AddressSanitizer|libFuzzer)|Fatal error|SUMMARY|ParseDictionaryFile' "$log_file" | head -5 >&2 || true
    fi
}

usage() {
    echo "usage: bash Fuzz/run.sh [TARGET|all [SECONDS [libFuzzer arguments…]]]" >&2
    echo "       bash Fuzz/run.sh TARGET repro FILE" >&2
    echo "targets: ${ALL_TARGETS[*]}" >&2
    exit 2
}

main() {
    local which=${1:-all} seconds=${2:-$DEFAULT_SECONDS}
    [[ $# -gt 2 ]] && shift 2 || set --
    local targets=()
    if [[ $which == all ]]; then
        targets=("${ALL_TARGETS[@]}")
    elif [[ -f $ROOT/Fuzz/Targets/$which.swift ]]; then
        targets=("$which")
    else
        usage
    fi
    if [[ $seconds == repro ]]; then
        [[ ${#targets[@]} -eq 1 && $# -ge 1 ]] || usage
        build_library
        build_target "${targets[0]}"
        SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no} ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} \
            exec "$OUT/bin/${targets[0]}" "$@"
    fi
    [[ $seconds =~ ^[0-9]+$ ]] || usage
    build_library
    if [[ ${#targets[@]} -gt 1 ]]; then
        # One process per target, each building (if needed) and running its target.
        if ! printf '%s\n' "${targets[@]}" |
            xargs -P "${FUZZ_JOBS:-$(nproc)}" -I '{}' bash "$ROOT/Fuzz/run.sh" '{}' "$seconds" "$@"; then
            log "failed: see the targets marked FAILED above"
            exit 1
        fi
        return
    fi
    build_target "${targets[0]}"
    run_target "${targets[0]}" "$seconds" "$@"
}

main "$@"
