import Foundation
import Testing
import WaypointMacros

/// Declared with the macros: decoded and printed without `Codable`.
@Routes
enum MacroDestination {
    @Path("/products/{id: int}") case product(id: Int, ref: String?)
    @Path("/search", id: "search") case search(q: String?, sort: Sort?, tags: [String], sizes: [Int16]?)
    @Path("/help/{path…}") case help(path: String)
    @Path("/") case home
}

/// The same routes by hand: decoded and printed through `Codable`.
enum CodableDestination: RouteEnum {
    case product(id: Int, ref: String?)
    case search(q: String?, sort: Sort?, tags: [String], sizes: [Int16]?)
    case help(path: String)
    case home

    static let patterns = ["product": "/products/{id: int}", "search": "/search", "help": "/help/{path…}", "home": "/"]
}

/// Route ids of the app's own, as `@Route` structs name theirs.
@Routes
enum CatalogDestination {
    @Path("/catalog/{category}", id: "catalog.category") case category(category: String, page: Int?)
    @Path("/catalog/{category}/products/{productId: int}", id: "catalog.product")
    case product(category: String, productId: Int)
}

/// The macros' decoder and printer through a route table, and against the `Codable` path on the
/// same links: the same value or the same refusal (code, text, parameter).
@Suite("@Routes at run time")
struct RoutesMacroRuntimeTests {
    static let table: RouteTable = {
        do { return try RouteTable(MacroDestination.definitions(module: "App")) } catch {
            preconditionFailure("macro enum table: \(error)")
        }
    }()

    static let links = [
        "/", "/products/42", "/products/7?ref=home", "/products/x", "/products/7?ref=a&ref=b", "/search",
        "/search?q=red%20shoes&sort=price&tags=a&tags=b&sizes=38&sizes=39", "/search?sort=name",
        "/search?sizes=99999", "/search?q=a&q=b", "/help/returns/shoes", "/help/a%2F..",
    ]

    @Test("each link decodes and prints as with the hand-written conformance", arguments: links)
    func agreesWithCodable(link: String) throws {
        let parsed = try LinkParser(policy: LinkPolicy()).parse(link, source: .inApp)
        let macro = outcome {
            let match = try Self.table.match(parsed)
            let value = try match.decode(MacroDestination.self)
            #expect(value.routeID == match.route)
            return try value.link().description
        }
        let codable = outcome {
            try Self.table.match(parsed).decode(CodableDestination.self).link().description
        }
        #expect(macro == codable, "\(link)")
    }

    @Test(
        "each case prints to its link and decodes back from it through a table",
        arguments: [
            (MacroDestination.home, "/"),
            (.product(id: 42, ref: nil), "/products/42"),
            (.product(id: 7, ref: "home"), "/products/7?ref=home"),
            (
                .search(q: "red shoes", sort: .price, tags: ["a", "b"], sizes: [38]),
                "/search?q=red%20shoes&sort=price&tags=a&tags=b&sizes=38"
            ),
            (.search(q: nil, sort: nil, tags: [], sizes: nil), "/search"),
            (.help(path: "returns/shoes"), "/help/returns/shoes"),
        ])
    func roundTrip(destination: MacroDestination, link: String) throws {
        let printed = try destination.link()
        #expect(printed.description == link)
        let match = try Self.table.match(printed)
        #expect(match.route == destination.routeID)
        #expect(try match.decode(MacroDestination.self) == destination)
    }

    @Test("the generated routes and query declarations are the hand-written conformance's")
    func definitions() {
        let macro = MacroDestination.definitions(module: "App")
        let codable = CodableDestination.definitions(module: "App")
        #expect(macro.map(\.id) == codable.map(\.id))
        #expect(macro.map(\.pattern) == codable.map(\.pattern))
        #expect(macro.map(\.query) == codable.map(\.query))
        #expect(MacroDestination.queryParameters == CodableDestination.queryParameters)
    }

    @Test("values with no link form are refused alike")
    func unprintable() {
        #expect(
            outcome { try MacroDestination.help(path: "").link().description }
                == outcome { try CodableDestination.help(path: "").link().description })
        #expect(
            outcome { try MacroDestination.help(path: "a/../b").link().description }
                == outcome { try CodableDestination.help(path: "a/../b").link().description })
        #expect(
            outcome { try MacroDestination.product(id: 1, ref: "").link().description }
                == outcome { try CodableDestination.product(id: 1, ref: "").link().description })
    }

    @Test("a case names its own route id; a route that is not a case is notFound")
    func ownRouteIDs() throws {
        let table = try RouteTable(CatalogDestination.definitions(module: "Catalog"))
        #expect(CatalogDestination.definitions(module: "Catalog").map(\.id) == ["catalog.category", "catalog.product"])
        let value = CatalogDestination.category(category: "shoes", page: 2)
        #expect(value.routeID == "catalog.category")
        let match = try table.match(value.link())
        #expect(match.route == "catalog.category")
        #expect(try match.decode(CatalogDestination.self) == value)
        #expect(CatalogDestination.queryParameters["catalog.category"] == [.optional("page", .int)])
        let foreign = RouteMatch(route: "category", parameters: match.parameters, link: match.link)
        #expect(throws: LinkRejection.self) { try foreign.decode(CatalogDestination.self) }
    }

    /// The printed link, or the refusal; any other error is a failure of the test itself.
    private func outcome(_ body: () throws -> String) -> Result<String, LinkRejection>? {
        do { return .success(try body()) } catch let rejection as LinkRejection {
            return .failure(rejection)
        } catch {
            return nil
        }
    }
}
