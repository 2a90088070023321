import Foundation
import Testing
import WaypointRouting

enum AppDestination: RouteEnum {
    case firstScreen
    case secondScreen(info: String)
    case product(id: Int, ref: String?)
    case search(terms: [String])

    static let patterns = [
        "firstScreen": "/",
        "secondScreen": "/second/{info}",
        "product": "/products/{id: int}",
        "search": "/search",
    ]
}

@Suite("RouteEnum: an enum's cases as routes, decoded and printed like Route structs")
struct RouteEnumTests {
    static let table: RouteTable = {
        do { return try RouteTable(AppDestination.definitions(module: "App")) } catch {
            preconditionFailure("enum table: \(error)")
        }
    }()

    @Test(
        "each case prints to its link and decodes back from it",
        arguments: [
            (AppDestination.firstScreen, "/"),
            (.secondScreen(info: "Hello"), "/second/Hello"),
            (.secondScreen(info: "a b/c"), "/second/a%20b%2Fc"),
            (.product(id: 42, ref: nil), "/products/42"),
            (.product(id: 7, ref: "home"), "/products/7?ref=home"),
            (.search(terms: ["red", "shoes"]), "/search?terms=red&terms=shoes"),
        ])
    func roundTrip(destination: AppDestination, link: String) throws {
        let printed = try destination.link()
        #expect(printed.description == link)
        let match = try Self.table.match(LinkParser(policy: LinkPolicy()).parse(link, source: .inApp))
        #expect(match.route == destination.routeID)
        #expect(try match.decode(AppDestination.self) == destination)
    }

    @Test("a case's route id is its name; labels the pattern does not name are query parameters")
    func definitions() {
        let definitions = AppDestination.definitions(module: "App")
        #expect(definitions.map(\.id) == ["firstScreen", "product", "search", "secondScreen"])
        let product = definitions[1]
        #expect(product.query.map(\.name) == ["ref"])
        #expect(product.query.first?.isRequired == false)
        #expect(definitions[2].query.first?.isRepeated == true)
    }

    @Test("a wrong value is refused naming the parameter; a route that is not a case is notFound")
    func refusals() throws {
        let link = try LinkParser(policy: LinkPolicy()).parse("/second/x", source: .inApp)
        let match = try Self.table.match(link)
        let foreign = RouteMatch(route: "elsewhere", parameters: match.parameters, link: link)
        #expect(throws: LinkRejection.self) { try foreign.decode(AppDestination.self) }
        do {
            _ = try foreign.decode(AppDestination.self)
        } catch {
            #expect(error.code == .notFound)
        }
        #expect(throws: LinkRejection.self) { try Self.table.match(LinkParser(policy: LinkPolicy()).parse("/products/abc", source: .inApp)) }
    }
}
