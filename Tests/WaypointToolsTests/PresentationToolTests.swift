import Foundation
import Testing
import Waypoint
import WaypointTools

@Suite("tools: sheet and popover declarations, from a hand-written manifest to resolve and lint")
struct PresentationToolTests {
    /// One route of a hand-written manifest: `extra` holds its `sheet` / `popover` keys.
    static func route(
        _ id: String, _ pattern: String, presentation: String, sources: String = #""in-app", "universal-link""#,
        extra: String = ""
    ) -> String {
        """
        {"id": "\(id)", "pattern": "\(pattern)", "module": "Catalog", "parameters": [],
         "sources": [\(sources)], "guards": [], "presentation": "\(presentation)", "kind": "screen"\(extra)}
        """
    }

    static func manifest(_ routes: [String]) -> String {
        """
        {"version": 1, "links": {"customSchemes": [], "universalLinkHosts": ["shop.example.com"]},
         "routes": [\(routes.joined(separator: ",\n"))]}
        """
    }

    static let shown = manifest([
        route(
            "catalog.sizes", "/sizes", presentation: "modal:sheet",
            extra:
                #", "sheet": {"detents": ["medium", "large"], "selectedDetent": "medium", "showsGrabber": true, "allowsSwipeToDismiss": false, "largestUndimmedDetent": "medium"}"#
        ),
        route(
            "product.share", "/share", presentation: "modal:popover",
            extra: #", "popover": {"anchor": "share", "compactAdaptation": "fullScreen"}"#),
        route("catalog.home", "/", presentation: "modal:sheet"),
    ])

    @Test("resolve names the matched route's sheet and popover options, and nothing for the defaults")
    func resolveHuman() throws {
        let path = try TemporaryFile.write(Self.shown)
        let sizes = ResolveCommand(manifestPath: path, link: "/sizes").run()
        #expect(sizes.exitCode == 0, "\(sizes.standardOutput)")
        #expect(
            sizes.standardOutput.contains(
                "  sheet         detents medium large, at medium, grabber, no swipe to dismiss, undimmed up to medium\n"
            ),
            "\(sizes.standardOutput)")
        let share = ResolveCommand(manifestPath: path, link: "/share").run()
        #expect(
            share.standardOutput.contains("  popover       anchor 'share', compact fullScreen\n"),
            "\(share.standardOutput)")
        let home = ResolveCommand(manifestPath: path, link: "/").run()
        #expect(!home.standardOutput.contains("sheet  ") && !home.standardOutput.contains("popover  "))
    }

    @Test("resolve's JSON gives every sheet and popover option of a route that declares them")
    func resolveJSON() throws {
        let path = try TemporaryFile.write(Self.shown)
        let sizes = ResolveCommand(manifestPath: path, link: "/sizes", json: true).run()
        #expect(
            sizes.standardOutput.contains(
                #""sheet":{"detents":["medium","large"],"selectedDetent":"medium","showsGrabber":true,"allowsSwipeToDismiss":false,"largestUndimmedDetent":"medium"}"#
            ), "\(sizes.standardOutput)")
        let share = ResolveCommand(manifestPath: path, link: "/share", json: true).run()
        #expect(
            share.standardOutput.contains(#""popover":{"anchor":"share","compactAdaptation":"fullScreen"}"#),
            "\(share.standardOutput)")
        #expect(!share.standardOutput.contains(#""sheet""#))
        let home = ResolveCommand(manifestPath: path, link: "/", json: true).run()
        #expect(!home.standardOutput.contains(#""sheet""#) && !home.standardOutput.contains(#""popover""#))
    }

    @Test("resolve says a popover route without an anchor leaves it to the request")
    func resolveAnchorless() throws {
        let path = try TemporaryFile.write(
            Self.manifest([
                Self.route(
                    "product.share", "/share", presentation: "modal:popover",
                    extra: #", "popover": {"compactAdaptation": "popover"}"#)
            ]))
        let share = ResolveCommand(manifestPath: path, link: "/share").run()
        #expect(
            share.standardOutput.contains(
                "  popover       no anchor, compact popover (each request names one: DeepLinkDescriptor.anchor)\n"),
            "\(share.standardOutput)")
        let json = ResolveCommand(manifestPath: path, link: "/share", json: true).run()
        #expect(
            json.standardOutput.contains(#""popover":{"anchor":null,"compactAdaptation":"popover"}"#),
            "\(json.standardOutput)")
    }

    /// One row per rule: the route's presentation, its sources, its declarations, and the findings.
    static let lintRows: [(String, String, String, [(LintFinding.Severity, LintFinding.Code)])] = [
        ("modal:sheet", #""in-app""#, #", "sheet": {"detents": []}"#, [(.error, .noDetents)]),
        ("modal:sheet", #""in-app""#, #", "sheet": {"detents": ["fraction:1.5"]}"#, [(.error, .unshowableDetent)]),
        ("modal:sheet", #""in-app""#, #", "sheet": {"detents": ["height:0", "large"]}"#, [(.error, .unshowableDetent)]),
        ("modal:sheet", #""in-app""#, #", "sheet": {"detents": ["medium", "medium"]}"#, [(.error, .duplicateDetent)]),
        ("modal:sheet", #""in-app""#, #", "sheet": {"selectedDetent": "medium"}"#, [(.error, .detentNotOffered)]),
        (
            "modal:sheet", #""in-app""#, #", "sheet": {"detents": ["large"], "largestUndimmedDetent": "fraction:0.3"}"#,
            [(.error, .detentNotOffered)]
        ),
        ("modal:popover", #""in-app", "universal-link""#, "", [(.error, .popoverWithoutAnchor)]),
        ("modal:popover", #""in-app", "restoration""#, "", [(.warning, .popoverWithoutAnchor)]),
        ("push", #""in-app""#, #", "sheet": {"showsGrabber": true}"#, [(.warning, .unusedPresentationOptions)]),
        (
            "modal:sheet", #""in-app""#, #", "popover": {"anchor": "share", "compactAdaptation": "sheet"}"#,
            [(.warning, .unusedPresentationOptions)]
        ),
        (
            "modal:fullScreen", #""in-app""#, #", "sheet": {"detents": ["medium"]}"#,
            [(.warning, .unusedPresentationOptions)]
        ),
        (
            "modal:popover", #""in-app""#,
            #", "sheet": {"detents": ["medium"]}, "popover": {"anchor": "share", "compactAdaptation": "sheet"}"#, []
        ),
        ("modal:sheet", #""in-app""#, #", "sheet": {"detents": ["fraction:0.3", "height:240", "large"]}"#, []),
    ]

    @Test(
        "lint reports each sheet the container cannot show, each anchorless popover, each unused option",
        arguments: lintRows.indices)
    func lint(_ row: Int) throws {
        let (presentation, sources, extra, expected) = Self.lintRows[row]
        let text = Self.manifest([
            Self.route("catalog.sheet", "/sheet", presentation: presentation, sources: sources, extra: extra)
        ])
        let findings = try RouteLinter(manifest: ManifestFile(path: TemporaryFile.write(text)).manifest).findings()
        #expect(findings.map(\.severity) == expected.map(\.0), "\(findings)")
        #expect(findings.map(\.code) == expected.map(\.1), "\(findings)")
        for finding in findings {
            #expect(finding.routes == ["catalog.sheet"])
            #expect(finding.detail.contains("'catalog.sheet' (/sheet, module Catalog)"), "\(finding.detail)")
        }
    }

    @Test("lint's messages name the broken detent and the fix")
    func lintMessages() throws {
        let text = Self.manifest([
            Self.route(
                "catalog.sheet", "/sheet", presentation: "modal:sheet",
                extra: #", "sheet": {"detents": ["medium"], "selectedDetent": "large"}"#),
            Self.route("product.share", "/share", presentation: "modal:popover"),
        ])
        let path = try TemporaryFile.write(text)
        let details = try RouteLinter(manifest: ManifestFile(path: path).manifest).findings().map(\.detail)
        #expect(
            details == [
                "route 'catalog.sheet' (/sheet, module Catalog): its sheet names the detent 'large', which it does not offer; add it to sheet.detents, or name one of them",
                "route 'product.share' (/share, module Catalog) is a popover with no anchor, so every link to it is refused (universal-link); declare popover.anchor",
            ], "\(details)")
        let lint = LintCommand(manifestPath: path).run()
        #expect(lint.exitCode == 1)
        #expect(lint.standardOutput.contains("error[popoverWithoutAnchor]"), "\(lint.standardOutput)")
    }
}
