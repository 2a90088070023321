import Foundation
import Testing
import WaypointMacros

enum Sort: String, Codable, CaseIterable, Sendable { case price, rating }

/// Declared with the macro: decoded and printed without `Codable`.
@Route("/catalog/{category}/products/{productId: int}", id: "macro.product")
struct MacroProduct {
    var category: String
    var productId: Int
    var ref: String?
    var tags: [String]
    var sort: Sort?
    var ratio: Double?
    var gift: Bool?
    var item: UUID?
    var sizes: [Int16]?
}

/// The same route by hand: decoded and printed through `Codable`.
struct CodableProduct: Route {
    static let id: RouteID = "codable.product"
    static let pattern = "/catalog/{category}/products/{productId: int}"
    var category: String
    var productId: Int
    var ref: String?
    var tags: [String]
    var sort: Sort?
    var ratio: Double?
    var gift: Bool?
    var item: UUID?
    var sizes: [Int16]?
}

@Route("/help/{path…}", id: "macro.help")
struct MacroHelp: AllowsExternalURLs {
    static let allowedURLHosts: Set<String> = ["help.example.com"]
    var path: String
    var next: AllowlistedURL?
}

struct CodableHelp: Route, AllowsExternalURLs {
    static let id: RouteID = "codable.help"
    static let pattern = "/help/{path…}"
    static let allowedURLHosts: Set<String> = ["help.example.com"]
    var path: String
    var next: AllowlistedURL?
}

/// The macro's decoder and printer against the `Codable` path, row by row: the same value or the
/// same refusal (code, text, parameter) for every input.
@Suite("@Route at run time")
struct RouteMacroRuntimeTests {
    static let productRows: [[(String, String)]] = [
        [("category", "shoes"), ("productId", "42")],
        [("category", "shoes"), ("productId", "+42"), ("ref", "mail"), ("tags", "a"), ("tags", "b")],
        [("category", "shoes"), ("productId", "42"), ("sort", "price"), ("ratio", "4.5"), ("gift", "true")],
        [("category", "shoes"), ("productId", "42"), ("item", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")],
        [("category", "shoes"), ("productId", "42"), ("sizes", "38"), ("sizes", "39")],
        [("category", "shoes"), ("productId", "x42")],
        [("category", "shoes")],
        [("category", "shoes"), ("productId", "42"), ("productId", "43")],
        [("category", "shoes"), ("productId", "42"), ("sort", "name")],
        [("category", "shoes"), ("productId", "42"), ("ratio", "nan")],
        [("category", "shoes"), ("productId", "42"), ("ratio", "0x10")],
        [("category", "shoes"), ("productId", "42"), ("gift", "yes")],
        [("category", "shoes"), ("productId", "42"), ("item", "not-a-uuid")],
        [("category", "shoes"), ("productId", "42"), ("sizes", "99999")],
        [("category", "shoes"), ("productId", "42"), ("ref", "a"), ("ref", "b")],
    ]

    static let helpRows: [[(String, String)]] = [
        [("path", "returns/shoes")],
        [("path", "returns"), ("next", "https://help.example.com/a")],
        [("path", "returns"), ("next", "https://evil.example/a")],
        [("path", "../etc")],
        [("path", "a//b")],
    ]

    @Test("a macro route decodes and prints as its Codable twin", arguments: productRows.indices)
    func product(row: Int) {
        expectSameOutcome(MacroProduct.self, CodableProduct.self, Self.productRows[row])
    }

    @Test("a catch-all and an allowlisted URL decode and print as with Codable", arguments: helpRows.indices)
    func help(row: Int) {
        expectSameOutcome(MacroHelp.self, CodableHelp.self, Self.helpRows[row])
    }

    @Test("values with no link form are refused alike")
    func unprintable() {
        let macro = MacroProduct(category: "shoes", productId: 1, tags: [], ratio: .infinity)
        let codable = CodableProduct(category: "shoes", productId: 1, tags: [], ratio: .infinity)
        #expect(outcome { try macro.link().description } == outcome { try codable.link().description })
        let empty = MacroProduct(category: "", productId: 1, tags: [])
        let emptyTwin = CodableProduct(category: "", productId: 1, tags: [])
        #expect(outcome { try empty.link().description } == outcome { try emptyTwin.link().description })
    }

    private func expectSameOutcome<M: Route, C: Route>(_: M.Type, _: C.Type, _ pairs: [(String, String)]) {
        let parameters = RouteParameters(pairs.map { (name: $0.0, value: $0.1) })
        let macro = outcome {
            try RouteMatch(route: M.id, parameters: parameters, link: Link(source: .inApp, segments: [])).decode(M.self)
                .link().description
        }
        let codable = outcome {
            try RouteMatch(route: C.id, parameters: parameters, link: Link(source: .inApp, segments: [])).decode(C.self)
                .link().description
        }
        #expect(macro == codable, "\(pairs)")
    }

    /// The printed link, or the refusal without the route that refused (the twins' ids differ);
    /// any other error is a failure of the test itself.
    private func outcome(_ body: () throws -> String) -> Result<String, LinkRejection>? {
        do { return .success(try body()) } catch let rejection as LinkRejection {
            return .failure(LinkRejection(rejection.code, rejection.detail, parameter: rejection.parameter))
        } catch {
            return nil
        }
    }
}
