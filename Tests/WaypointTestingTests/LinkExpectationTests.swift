import Testing
import Waypoint
import WaypointTesting

@Suite("Table-driven link checks for apps' own tests")
struct LinkExpectationTests {
    let table: RouteTable
    let parser = LinkParser(policy: LinkPolicy(customSchemes: ["shop"], universalLinkHosts: ["shop.example.com"]))

    init() throws {
        table = try RouteTable([
            RouteDefinition("catalog.category", pattern: "/catalog/{category}", module: "Catalog"),
            RouteDefinition("checkout", pattern: "/checkout", module: "Payment", sources: [.inApp, .universalLink]),
        ])
    }

    @Test("rows that hold produce no failures")
    func passing() {
        let failures = table.verify([
            LinkExpectation("shop://catalog/shoes", route: "catalog.category", parameters: ["category": "shoes"]),
            LinkExpectation("/checkout", route: "checkout"),
            LinkExpectation("shop://checkout", rejectedWith: .sourceNotAllowed),
            LinkExpectation("https://evil.example/checkout", rejectedWith: .hostNotAllowed),
            LinkExpectation("/checkout", source: .pushNotification, rejectedWith: .sourceNotAllowed),
        ], parser: parser)
        #expect(failures.isEmpty)
    }

    @Test("a row that does not hold says what happened instead")
    func failing() {
        let failures = table.verify([
            LinkExpectation("shop://catalog/shoes", route: "catalog.category", parameters: ["category": "boots"]),
            LinkExpectation("shop://checkout", route: "checkout"),
        ], parser: parser)
        #expect(failures.map(\.description) == [
            "shop://catalog/shoes [inferred]: expected catalog.category [category: boots], got catalog.category [category: shoes]",
            "shop://checkout [inferred]: expected checkout [], got rejection sourceNotAllowed",
        ])
    }
}
