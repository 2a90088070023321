import Testing
import WaypointRouting

/// A policy that allows two universal-link hosts: a route scoped to one of them must not match
/// links on the other, which the policy lets through.
@Suite("Host scope: a route scoped to one allowed host ignores the other")
struct HostScopeTests {
    static let policy = LinkPolicy(universalLinkHosts: ["shop.example.com", "help.example.com"])

    /// What `link` opens, or the code it is refused with.
    static func opens(_ link: String, in table: RouteTable) -> String {
        do throws(LinkRejection) {
            return try table.match(LinkParser(policy: policy).parse(link, source: .universalLink)).route.rawValue
        } catch {
            return "\(error.code)"
        }
    }

    @Test(
        "a shop-scoped route opens shop links only; the help host's link finds no route",
        arguments: [
            ("https://shop.example.com/sale", "shop.sale"),
            ("https://SHOP.example.com/sale", "shop.sale"),
            ("https://help.example.com/sale", "notFound"),
        ])
    func scopedAlone(link: String, expected: String) throws {
        let table = try RouteTable([RouteDefinition("shop.sale", pattern: "https://shop.example.com/sale", module: "Shop")])
        #expect(Self.opens(link, in: table) == expected)
    }

    @Test(
        "beside an unscoped route with the same path, the help host's link opens the unscoped one",
        arguments: [
            ("https://shop.example.com/sale", "shop.sale"),
            ("https://help.example.com/sale", "sale"),
        ])
    func scopedBesideUnscoped(link: String, expected: String) throws {
        let table = try RouteTable([
            RouteDefinition("shop.sale", pattern: "https://shop.example.com/sale", module: "Shop"),
            RouteDefinition("sale", pattern: "/sale", module: "Shop"),
        ])
        #expect(Self.opens(link, in: table) == expected)
    }
}
