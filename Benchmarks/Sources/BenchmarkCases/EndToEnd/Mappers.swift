import Foundation
import RoutingKit
import Waypoint

/// Waypoint end to end: parse with the app's policy, match, check the route's rules, decode the
/// typed value.
struct WaypointMapper {
    let parser = LinkParser(policy: LinkPolicy(customSchemes: ["shop"], universalLinkHosts: ["shop.example.com"]))
    let table: RouteTable

    init() throws {
        table = try RouteTable([
            RouteDefinition("home", pattern: "/", module: "Catalog"),
            RouteDefinition(ProductRoute.self, module: "Catalog", parent: CategoryRoute.id),
            RouteDefinition(CategoryRoute.self, module: "Catalog"),
            RouteDefinition(SearchRoute.self, module: "Catalog"),
            RouteDefinition(OrderRoute.self, module: "Orders"),
            RouteDefinition("catalog.sale", pattern: "/catalog/sale", module: "Catalog"),
            RouteDefinition("basket", pattern: "/basket", module: "Basket"),
            RouteDefinition("checkout", pattern: "/checkout", module: "Payment", sources: [.inApp, .universalLink]),
            RouteDefinition("profile.details", pattern: "/profile/details", module: "Profile", query: [.required("userId")]),
            RouteDefinition("help.article", pattern: "/help/{path…}", module: "Help"),
        ])
    }

    func route(_ text: String, source: LinkSource) -> AppRoute? {
        guard let match = try? table.match(parser.parse(text, source: source)) else { return nil }
        switch match.route {
        case ProductRoute.id: return (try? match.decode(ProductRoute.self)).map(AppRoute.product)
        case CategoryRoute.id: return (try? match.decode(CategoryRoute.self)).map(AppRoute.category)
        case SearchRoute.id: return (try? match.decode(SearchRoute.self)).map(AppRoute.search)
        case OrderRoute.id: return (try? match.decode(OrderRoute.self)).map(AppRoute.order)
        default: return nil
        }
    }
}

/// The path segments of a shop link as `URLComponents` gives them: a custom-scheme link's host is its
/// first segment. `nil` for another scheme or host. The only checks the peers make.
private func shopSegments(_ components: URLComponents, path: String) -> [String]? {
    switch components.scheme {
    case "shop": return (components.host.map { [$0] } ?? []) + path.split(separator: "/").map(String.init)
    case "https": return components.host == "shop.example.com" ? path.split(separator: "/").map(String.init) : nil
    default: return nil
    }
}

/// The seeds' hand-written mapper: `URLComponents`, then a `switch` over the path components. The
/// practical floor: no policy beyond scheme and host, no dot-segment, control-character or size
/// checks, no per-route sources, no duplicate or mistyped query detection.
enum HandwrittenMapper {
    static func route(_ text: String) -> AppRoute? {
        guard let components = URLComponents(string: text),
            let parts = shopSegments(components, path: components.path)
        else { return nil }
        let query = components.queryItems ?? []
        switch (parts.first ?? "", parts.count) {
        case ("catalog", 2):
            return .category(CategoryRoute(category: parts[1]))
        case ("catalog", 4) where parts[2] == "products":
            guard let id = Int(parts[3]) else { return nil }
            return .product(ProductRoute(category: parts[1], productId: id))
        case ("search", 1):
            guard let q = query.first(where: { $0.name == "q" })?.value else { return nil }
            let page = query.first(where: { $0.name == "page" })?.value.flatMap { Int($0) }
            return .search(SearchRoute(q: q, page: page))
        case ("orders", 2):
            guard let id = Int(parts[1]) else { return nil }
            return .order(OrderRoute(orderId: id))
        default:
            return nil
        }
    }
}

/// `URLComponents` for the link, RoutingKit's `TrieRouter` for the path (split encoded, as a server
/// does; RoutingKit decodes the captured values), then the typed value from its parameters.
struct RoutingKitMapper {
    enum Output { case product, category, search, order }

    let router = TrieRouter(Output.self)
    private let blank = Parameters()

    init() {
        router.register(.category, at: "catalog/:category".pathComponents)
        router.register(.product, at: "catalog/:category/products/:productId".pathComponents)
        router.register(.search, at: "search".pathComponents)
        router.register(.order, at: "orders/:orderId".pathComponents)
    }

    func route(_ text: String) -> AppRoute? {
        guard let components = URLComponents(string: text),
            let segments = shopSegments(components, path: components.percentEncodedPath)
        else { return nil }
        var parameters = blank
        switch router.route(path: segments, parameters: &parameters) {
        case .product:
            guard let category = parameters.get("category"), let id = parameters.get("productId", as: Int.self)
            else { return nil }
            return .product(ProductRoute(category: category, productId: id))
        case .category:
            return parameters.get("category").map { .category(CategoryRoute(category: $0)) }
        case .search:
            let query = components.queryItems ?? []
            guard let q = query.first(where: { $0.name == "q" })?.value else { return nil }
            let page = query.first(where: { $0.name == "page" })?.value.flatMap { Int($0) }
            return .search(SearchRoute(q: q, page: page))
        case .order:
            return parameters.get("orderId", as: Int.self).map { .order(OrderRoute(orderId: $0)) }
        case nil:
            return nil
        }
    }
}

/// End to end: link text → typed route value.
enum EndToEndCases {
    static var definitions: [CaseDefinition] {
        [
            CaseDefinition(name: "e2e.link") {
                let waypoint = try WaypointMapper()
                let routingKit = RoutingKitMapper()
                let samples = ShopLinks.samples
                let implementations = [
                    Implementation("waypoint") { n in cycle(samples, n) { blackHole(waypoint.route($0.text, source: $0.source)) } },
                    Implementation("routingkit") { n in cycle(samples, n) { blackHole(routingKit.route($0.text)) } },
                    Implementation("handwritten") { n in cycle(samples, n) { blackHole(HandwrittenMapper.route($0.text)) } },
                ]
                return try PreparedCase(implementations) {
                    for sample in samples {
                        try expectSame(waypoint.route(sample.text, source: sample.source), sample.expected, "waypoint on \(sample.text)")
                        try expectSame(routingKit.route(sample.text), sample.expected, "routingkit on \(sample.text)")
                        try expectSame(HandwrittenMapper.route(sample.text), sample.expected, "handwritten on \(sample.text)")
                    }
                }
            }
        ]
    }
}
