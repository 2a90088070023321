import Foundation
import Testing
import Waypoint
import WaypointTools

@Suite("lint: problems in a route manifest, one line each")
struct LintTests {
    typealias Route = ManifestBuilder.Route

    private func lint(_ routes: [Route], guards: [String] = [], json: Bool = false, hosts: [String]? = ["shop.example.com"]) throws -> ToolOutput {
        try LintCommand(manifestPath: ManifestBuilder(routes, hosts: hosts).write(), knownGuards: guards, json: json).run()
    }

    private func findings(_ routes: [Route], guards: Set<String>? = nil) throws -> [LintFinding] {
        let file = try ManifestFile(data: ManifestBuilder(routes).jsonData())
        return RouteLinter(manifest: file.manifest, knownGuards: guards).findings()
    }

    @Test("the Shop manifest is clean")
    func shopIsClean() {
        let output = LintCommand(manifestPath: ShopManifest.path).run()
        #expect(output == ToolOutput(standardOutput: "no problems in 20 routes\n"))
    }

    @Test("what the route table refuses is reported as errors, all at once, with exit 1")
    func tableProblems() throws {
        var cycleA = Route("cycle.a", "/cycle/a")
        cycleA.parent = "cycle.b"
        var cycleB = Route("cycle.b", "/cycle/b")
        cycleB.parent = "cycle.a"
        var orphan = Route("orphan", "/orphan")
        orphan.parent = "nowhere"
        let output = try lint([
            Route("one", "/same"), Route("two", "/same"),
            Route("by.id", "/p/{id}", module: "Profile"), Route("by.name", "/p/{name}", module: "Social"),
            cycleA, cycleB, orphan, Route("bad", "/x/{unclosed"),
        ])
        #expect(output.exitCode == 1)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        for code in ["duplicateRoute", "ambiguousRoutes", "parentCycle", "unknownParent", "invalidPattern"] {
            #expect(lines.contains { $0.hasPrefix("error[\(code)]: ") }, "\(code)")
        }
        #expect(lines.contains("error[ambiguousRoutes]: routes 'by.id' (/p/{id}, module Profile) and 'by.name' (/p/{name}, module Social) match the same links with equal precedence"))
        #expect(lines.last == "6 errors, 0 warnings in 8 routes")
    }

    static let shadowCases: [(patterns: [String], shadowed: [String])] = [
        (["/a/{x}", "/a/*"], ["/a/*"]),
        (["/a/{x}/b", "/a/*/b"], ["/a/*/b"]),
        (["/a/{x}/b", "/a/*/c"], []),
        (["/a/{x: int}", "/a/*"], []),
        (["/a/{x: int}", "/a/{y: uuid}", "/a/{z: bool}", "/a/*"], []),
        (["/b/{flag: bool}", "/b/true", "/b/false"], ["/b/{flag: bool}"]),
        (["/b/{flag: bool}", "/b/true"], []),
        (["/c/{n: int}", "/c/*", "/c/{s}"], ["/c/*"]),
        (["/help/{a}", "/help/{a}/{b…}", "/help/{rest…}"], ["/help/{rest…}"]),
        (["/help/{a}", "/help/{rest…}"], []),
        (["/help/{a}", "/help/{a}/{b}", "/help/{rest…}"], []),
        (["/{x}", "/{x}/{y…}", "/a/{rest…}"], []),
        (["/{x}", "/{x}/{y…}", "/*/{rest…}"], ["/*/{rest…}"]),
        (["/a/{x}", "shop://a/*"], ["shop://a/*"]),
        (["https://shop.example.com/a/{x}", "/a/*"], []),
        (["/a/{x: sku}", "/a/*"], []),
        (["/a/{x}", "/a/{y: sku}"], []),
        (["/files/{name}", "/files/{id: int}", "/files/readme"], []),
    ]

    @Test("every code the route table reports has a lint code of the same name")
    func tableCodesAreLintCodes() {
        for code in RouteTableError.Code.allCases {
            #expect(LintFinding.Code(rawValue: code.rawValue)?.rawValue == code.rawValue)
        }
    }

    @Test("a route is shadowed only when higher-precedence routes take every link it matches", arguments: shadowCases)
    func shadowed(patterns: [String], shadowed: [String]) throws {
        let routes = patterns.enumerated().map { Route("r\($0.offset)", $0.element) }
        let found = try findings(routes).filter { $0.code == .shadowedRoute }
        let ids = found.compactMap { $0.routes.first }.map { patterns[Int($0.rawValue.dropFirst()) ?? 0] }
        #expect(ids == shadowed)
        #expect(found.allSatisfy { $0.severity == .error })
    }

    /// Competitors are found through an index of the patterns' prefixes, not by comparing every pair:
    /// in a large table, each finding must still name exactly the routes that take the links.
    @Test("in a table of 3,000 routes each shadowed route is found, with exactly the routes that take its links")
    func shadowedAtScale() throws {
        let routes = (0..<1_000).flatMap { n in
            [Route("any\(n)", "/r\(n)/*/x"), Route("one\(n)", "/r\(n)/{s}/x"), Route("id\(n)", "/r\(n)/{id: int}")]
        } + [Route("root", "/{section}/y")]
        let found = try findings(routes)
        #expect(found.count == 1_000 && found.allSatisfy { $0.code == .shadowedRoute })
        for finding in found {
            guard let shadowed = finding.routes.first else { continue }
            let n = shadowed.rawValue.dropFirst(3)
            #expect(finding.routes == [shadowed, RouteID(rawValue: "one\(n)")], "\(finding)")
        }
    }

    @Test("a shadowed route's finding names the routes that take its links")
    func shadowedDetail() throws {
        let output = try lint([Route("files.one", "/files/{name}", module: "Files"), Route("files.any", "/files/*", module: "Help")])
        #expect(output.standardOutput.hasPrefix("error[shadowedRoute]: route 'files.any' (/files/*, module Help) can never be reached: every link it matches goes to 'files.one' (/files/{name}, module Files), whose patterns take precedence\n"))
        #expect(output.exitCode == 1)
    }

    @Test("a route with no sources, or scoped to a scheme or host the policy refuses, can never be opened")
    func unreachableByPolicy() throws {
        var closed = Route("closed", "/closed")
        closed.sources = []
        let found = try findings([closed, Route("other", "other://x"), Route("evil", "https://evil.example/x")])
        #expect(found.map(\.code) == [.noSources, .scopeNotAllowed, .scopeNotAllowed])
        #expect(found.allSatisfy { $0.severity == .error })
        #expect(found[1].detail.contains("scoped to host 'evil.example', which the link policy refuses (allowed: shop.example.com)"))
        #expect(found[2].detail.contains("scoped to scheme 'other', which the link policy refuses (allowed: shop)"))
    }

    @Test("with known guard names, any other name is an error with a suggestion")
    func knownGuards() throws {
        var typo = Route("orders", "/orders")
        typo.guards = ["signedin"]
        var fine = Route("basket", "/basket")
        fine.guards = ["signedIn"]
        let output = try lint([typo, fine], guards: ["signedIn", "featureFlag"])
        #expect(output.exitCode == 1)
        #expect(output.standardOutput.hasPrefix("error[unknownGuard]: guard 'signedin' on 'orders' (/orders, module App) is not a known guard (known: featureFlag, signedIn); did you mean 'signedIn'?\n"))
    }

    @Test("a top-level guards list in the manifest counts as the known names")
    func declaredGuards() throws {
        var route = Route("orders", "/orders")
        route.guards = ["admin"]
        var builder = ManifestBuilder([route])
        builder.extra = ["guards": ["signedIn"]]
        let output = LintCommand(manifestPath: try builder.write()).run()
        #expect(output.standardOutput.hasPrefix("error[unknownGuard]: guard 'admin'"))
    }

    @Test("without known names, a guard used once that resembles a common one is a warning, and exit stays 0")
    func guessedGuards() throws {
        var routes = ["a", "b", "c"].map { name -> Route in
            var route = Route(name, "/\(name)")
            route.guards = ["signedIn"]
            return route
        }
        routes[2].guards = ["signedin"]
        var unique = Route("confirm", "/confirm")
        unique.guards = ["confirmPurchase"]
        routes.append(unique)
        let output = try lint(routes)
        #expect(output.exitCode == 0)
        #expect(output.standardOutput == """
            warning[unknownGuard]: guard 'signedin' is used only by route 'c' (/c, module App) and resembles 'signedIn' (used by 2 routes); pass --guards to check names exactly
            0 errors, 1 warning in 4 routes

            """)
    }

    @Test("parents the child cannot fill are errors; mistyped parameters and action parents are warnings")
    func parents() throws {
        var child = Route("orders.detail", "/orders/{orderId: int}")
        child.parent = "user.orders"
        var typed = Route("product.reviews", "/products/{id}/reviews")
        typed.parent = "product"
        var action = Route("after.add", "/added")
        action.parent = "basket.add"
        var add = Route("basket.add", "/basket/add")
        add.kind = "action"
        let found = try findings([
            child, Route("user.orders", "/users/{userId}/orders"), typed, Route("product", "/products/{id: int}"), action, add,
        ])
        // A placeholder the child lacks entirely: the route table refuses it, so it is an error.
        #expect(found.map(\.code) == [.parentParameters, .parentIsAction, .parentParameters])
        #expect(found.map(\.severity) == [.error, .warning, .warning])
        #expect(found.first?.detail == "route 'orders.detail' (/orders/{orderId: int}, module App): parent 'user.orders' (/users/{userId}/orders, module App) needs 'userId', which the route does not have, so its back stack could not be built")
        #expect(found.map(\.detail).contains("route 'product.reviews' supplies parameter 'id' as string, but its parent 'product' (/products/{id: int}) needs int"))
    }

    @Test("--json prints one object with severity, code, routes and detail for each finding")
    func json() throws {
        var orphan = Route("orphan", "/orphan")
        orphan.parent = "nowhere"
        let output = try lint([orphan, Route("one", "/x/{a}"), Route("two", "/x/*")], json: true)
        #expect(output.exitCode == 1)
        let object = try jsonObject(output.standardOutput)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { $0["code"] as? String } == ["shadowedRoute", "unknownParent"])
        #expect(findings.first?["severity"] as? String == "error")
        #expect(findings.first?["routes"] as? [String] == ["two", "one"])
        #expect(object["errors"] as? Int == 2)
        #expect(object["warnings"] as? Int == 0)
    }

    @Test("an unusable manifest is bad input: exit 2, one line, and a JSON error with --json")
    func badManifest() throws {
        let output = LintCommand(manifestPath: "/nonexistent/routes.json", json: true).run()
        #expect(output.exitCode == 2)
        #expect(output.standardError == "error: cannot read manifest '/nonexistent/routes.json': no such file\n")
        #expect(try jsonObject(output.standardOutput)["error"] as? String == "cannot read manifest '/nonexistent/routes.json': no such file")
    }
}

@Suite("lint: unscoped routes that never open a host's links")
struct HostShadowLintTests {
    typealias Route = ManifestBuilder.Route

    private func findings(_ patterns: [String]) throws -> [LintFinding] {
        let routes = patterns.enumerated().map { Route("r\($0.offset)", $0.element) }
        let file = try ManifestFile(data: ManifestBuilder(routes).jsonData())
        return RouteLinter(manifest: file.manifest).findings().filter { $0.code == .hostShadowedRoute }
    }

    static let cases: [([String], [String])] = [
        (["https://live.example.com/{path…}", "/{slug}"], ["/{slug}"]),
        (["https://live.example.com/{path…}", "/{slug}", "/about", "/"], ["/{slug}", "/about"]),
        (["https://live.example.com/{name}", "/{slug}", "/a/{x}"], ["/{slug}"]),
        (["https://live.example.com/events/{id}", "/{slug}"], []),
        (["https://live.example.com/{n: int}", "/{slug}"], []),
        (["https://live.example.com/{path…}", "shop://{slug}"], []),
    ]

    @Test("an unscoped route is reported when the host's routes take every link of that host it matches",
          arguments: cases)
    func reported(patterns: [String], expected: [String]) throws {
        let found = try findings(patterns)
        let ids = found.compactMap { $0.routes.first }.map { patterns[Int($0.rawValue.dropFirst()) ?? 0] }
        #expect(ids == expected)
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    @Test("the finding names the host and the scoped routes that take its links")
    func detail() throws {
        let found = try findings(["https://live.example.com/{path…}", "/{slug}"])
        #expect(found.first?.routes == ["r1", "r0"])
        #expect(found.first?.detail.contains("never opens a link on 'live.example.com'") == true)
    }

    @Test("a route scoped to a host is never shadowed by unscoped routes, which it outranks on its host")
    func scopedNotShadowedByUnscoped() throws {
        // Before host precedence, `/{slug}` outranked `*` and took every link of the scoped route.
        let patterns = ["https://live.example.com/*", "/{slug}"]
        let routes = patterns.enumerated().map { Route("r\($0.offset)", $0.element) }
        let file = try ManifestFile(data: ManifestBuilder(routes).jsonData())
        #expect(!RouteLinter(manifest: file.manifest).findings().contains { $0.code == .shadowedRoute })
    }
}
