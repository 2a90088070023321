import Waypoint

extension RouteLinter {
    /// Sheets and popovers a manifest declares that no container can show as declared: the sheet
    /// rules the navigation state's own check applies to a presented layer (`SheetOptions`'s broken
    /// rules, reused as they are), a popover with no anchor, and options the route's presentation
    /// never uses.
    func presentationFindings() -> [LintFinding] {
        var findings: [LintFinding] = []
        for entry in manifest.routes {
            let style: ModalStyle? = if case .modal(let style) = entry.presentation { style } else { nil }
            for rule in entry.sheet?.brokenRules ?? [] {
                let (code, fix) = Self.codeAndFix(for: rule)
                findings.append(
                    LintFinding(
                        .error, code, routes: [entry.id], "route \(reference(entry)): its sheet \(rule); \(fix)"))
            }
            if style == .popover, entry.popover?.anchor == nil {
                // Links carry no anchor: only an in-app request that names one can show the popover
                // (a restored one keeps the anchor it was shown with).
                let linkSources = entry.sources.filter {
                    [.universalLink, .customScheme, .pushNotification].contains($0)
                }
                findings.append(
                    LintFinding(
                        linkSources.isEmpty ? .warning : .error, .popoverWithoutAnchor, routes: [entry.id],
                        "route \(reference(entry)) is a popover with no anchor, so "
                            + (linkSources.isEmpty
                                ? "only a request naming one (DeepLinkDescriptor.anchor) shows it"
                                : "every link to it is refused (\(linkSources.map(\.rawValue).joined(separator: ", ")))")
                            + "; declare popover.anchor"))
            }
            let usesSheet = style == .sheet || style == .popover
            let unused =
                (entry.sheet != nil && !usesSheet ? ["sheet"] : [])
                + (entry.popover != nil && style != .popover ? ["popover"] : [])
            if !unused.isEmpty {
                findings.append(
                    LintFinding(
                        .warning, .unusedPresentationOptions, routes: [entry.id],
                        "route \(reference(entry)) declares \(unused.joined(separator: " and ")) options but is shown as \(entry.presentation); present it as \(unused.contains("popover") ? "modal:popover" : "modal:sheet or modal:popover"), or remove them"
                    ))
            }
        }
        return findings
    }

    private static func codeAndFix(for rule: SheetOptions.BrokenRule) -> (LintFinding.Code, String) {
        switch rule {
        case .noDetents: (.noDetents, "list at least one in sheet.detents, or leave them out for large")
        case .unshowableDetent: (.unshowableDetent, "use a fraction above 0 and at most 1, or a height above 0")
        case .duplicateDetent: (.duplicateDetent, "list each detent once")
        case .detentNotOffered: (.detentNotOffered, "add it to sheet.detents, or name one of them")
        }
    }
}
