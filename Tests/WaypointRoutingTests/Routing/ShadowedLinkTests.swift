import Testing
import TestSupport
import WaypointRouting

@Suite("A printed link opens the route it was printed for")
struct ShadowedLinkTests {
    static func table() throws -> RouteTable {
        try RouteTable(rows: [
            ("catalog.category", "/catalog/{category}", "Catalog"),
            ("catalog.sale", "/catalog/sale", "Catalog"),
            ("brands", "(?i)/Brands/{name}", "Catalog"),
            ("brands.featured", "/Brands/Featured", "Catalog"),
        ])
    }

    /// Route and values → the printed path, or `nil` when printing is refused because the path
    /// would open the other route named.
    static let rows: [(RouteID, [String: String], String?, RouteID?)] = [
        ("catalog.category", ["category": "shoes"], "/catalog/shoes", nil),
        ("catalog.category", ["category": "sale"], nil, "catalog.sale"),
        // Case matters for an exact literal: `Sale` is a category.
        ("catalog.category", ["category": "Sale"], "/catalog/Sale", nil),
        ("catalog.sale", [:], "/catalog/sale", nil),
        // A route that ignores case prints its pattern's spelling, which the exact route takes.
        ("brands", ["name": "Featured"], nil, "brands.featured"),
        ("brands", ["name": "featured"], "/Brands/featured", nil),
        ("brands", ["name": "Acme"], "/Brands/Acme", nil),
        ("brands.featured", [:], "/Brands/Featured", nil),
    ]

    @Test("link(to:) prints the route's own link, or refuses a value that opens another route", arguments: rows)
    func printing(route: RouteID, parameters: [String: String], path: String?, other: RouteID?) throws {
        let table = try Self.table()
        do {
            let link = try table.link(to: route, parameters: parameters)
            #expect(link.path == path)
            #expect(try table.match(link).route == route)
        } catch {
            #expect(path == nil, "refused: \(error)")
            #expect(error.code == .invalidParameter)
            #expect(error.route == route)
            if let other { #expect(error.detail.contains("which opens route '\(other)'")) }
        }
    }

    @Test("a match made from the route id is the route asked for, even where its printed link opens another", arguments: rows)
    func madeFromID(route: RouteID, parameters: [String: String], path: String?, other: RouteID?) throws {
        let match = try Self.table().match(route: route, parameters: parameters)
        #expect(match.route == route)
        #expect(match.parameters.dictionary == parameters)
        if let path { #expect(match.link.path == path) }
    }
}
