#!/usr/bin/env bash
# Source discipline for the library: `swift format lint --strict` with the repository's
# .swift-format (which forbids force unwraps, force try and implicitly unwrapped optionals, and
# checks the layout), then a gate on the calls that crash on input, then the size of the core's
# public API (Scripts/public-api.sh).
#
#   bash Scripts/lint.sh
#
# Layout findings are fixed with `swift format format --in-place --recursive Sources Examples`.
set -euo pipefail
cd "$(dirname "$0")/.."

paths=(Sources Plugins)
[[ -d Examples ]] && paths+=(Examples)
status=0

echo "== swift format lint --strict ${paths[*]} =="
if ! swift format lint --strict --parallel --recursive "${paths[@]}"; then
    echo "lint: findings above; layout ones are fixed by: swift format format --in-place --recursive ${paths[*]}" >&2
    status=1
fi

echo "== no trap reachable from input in Sources/: fatalError, try!, as!, precondition =="
# Comment lines may name them; code may not.
pattern='fatalError\(|try!|as! |preconditionFailure\(|precondition\(|\.unsafelyUnwrapped'
if grep -rnE --include='*.swift' "$pattern" Sources | grep -vE '^[^:]+:[0-9]+:[[:space:]]*//'; then
    echo "lint: Sources/ must throw typed errors instead of trapping" >&2
    status=1
fi

echo "== public API of the core: lines declaring public or open =="
# The goal, 568, is the script's default and today's count, so that the count only goes down. It
# went up twice, from 450: by the four overloads that give `NavigationManaging` the manager's default
# arguments (a protocol requirement cannot declare defaults), so that modules holding
# `any NavigationManaging` call it as they would the manager, and by the one call that makes a
# manager over an enum of routes (`NavigationManager(routes:root:)`); and by the default of
# `NavigationContainer.settle()`, which lets containers that never move between steps leave it out;
# and by six for closing from inside: `ScreenHandle` (its entry, `close()`, its words), the
# factory context's `handle`, and `NavigationManager.close(_:)`; and by three for the defaults of
# `PushPresentContainer.pop()`, `dismiss()` and `selectTab(_:)`, which refuse by name, so that a
# container written as the design documents write it, with `push` and `present` only, compiles;
# and by one for `ScreenRegistry.register(navigator:)` given the navigator itself, so that a
# navigator that needs nothing from the container is registered once, not twice; and by
# seventeen for results: `ResultRoute` and its `Output`, `NavigationResult` (three cases, `value`,
# its words) and `ResultCancellation` (four reasons), `ResultRequest` (its outcome, number, result
# and the initializer test doubles need), `requestResult` by type and by id, `onResult`,
# `finish` on the manager and the handle (typed and by value), `resultMismatch` and three events;
# and by eight for the declarations of issue 36: a route's four (`constants`, `fragmentParameter`,
# `takesAllQueryItems`, `declinedQueryItems`), the policy's `webMirroringSchemes`, a link's
# `fragment`, and the typed origin a colliding parameter's build error names
# (`RouteTableError.ParameterOrigin`, its words); and by twenty-eight for sheets and popovers as
# state (issue 34): `SheetDetent` (four heights, its string form), `SheetOptions` (five options and
# their saved form), `PopoverAnchor`, `PopoverOptions`, the `popover` style, a layer's options and
# saved form, a descriptor's `detent` and `anchor`, a route's `sheet` and `popover`, the drag report,
# its two refusals, the unsupported detent and the test kit's `userDragsSheet(to:)`;
# and by twenty-three for windows (issue 35): `NavigationWindows` (its window hook, windows, connect, attach, activate, disconnect, the
# platform's refusal, a window's manager, four request spellings, saved states and restore),
# `AssembledApp.windows(openWindow:)`, `WindowID` (three), `WindowRefusal` (three), a route's
# `opensInOwnWindow`;
# and by twenty-six for dialogs and leave checks
# (issue 34): `NavigationDialog` (its style, title, message, buttons, problem and cancel button),
# `DialogButton` (its role, title, destination), the state's `dialog` and its `DialogLayer`, the
# two dialog steps, the dialog request and the user's answer, three rejections, a guard's `confirm`,
# an action's `ask`, `present(_:)` on the manager and on `NavigationManaging`, `LeaveCheck`,
# `LeaveDecision`, `LeaveContext`, `registerLeaveCheck`, `leaveRefused`, the `leaveAttempted` event
# and the assembly's two leave-check problems; and by twenty-one for the split-view root (issue 35):
# `SplitRoot` (its columns, stacks, width, collapsed stack and saved form), `SplitColumn`,
# `HorizontalSizeClass`, the root, stack location, step and size-class report for them, the state's
# `split`, `RouteDefinition.column`, `useSplitView`, a setup error and a restoration reason.
# It counts what apps use: the design documents' vocabulary
# (`NavigationManagerFactory`, `DeepLinkMapper`, `Navigator`, `resolve(type:)`), enum routes
# with `RoutePath`, the macro's reader and writer and the hooks `@Routes` fills, the typed
# identifiers (`RouteID`, `TabID`, `GuardID`, `ModuleID`, …), the hand-over of links from other
# threads (`submit` and its `NavigationTicket`: three lines), the errors apps see
# (`LinkRejection`, `RouteTableError`, `ResolutionError`, `AssemblyError`, …, each with its code,
# sentence and Foundation conformances, and typed reasons for a refused table, an unreadable route
# type and a dropped restoration entry), the protocols' default implementations, and the
# `Codable`, `Hashable` and `CustomStringConvertible` members of public types that synthesis
# cannot write. Each thing has one spelling (`context.match.parameters`, `init(rawValue:)`, one
# tab type). The pattern parser, the reducer, the screens entries show, the containers'
# machinery, reading a manifest back, a configuration's tab declarations and the errors that
# reach outcomes only as text are `package`.
if ! PUBLIC_API_BUDGET=${PUBLIC_API_BUDGET:-589} bash Scripts/public-api.sh; then
    status=1
fi

[[ $status -eq 0 ]] && echo "lint: clean"
exit "$status"
