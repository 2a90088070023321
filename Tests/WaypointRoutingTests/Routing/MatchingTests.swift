import Foundation
import Testing
import WaypointRouting
import TestSupport

@Suite("Matching: link → route and parameters")
struct MatchingTests {
    static let rows: [(String, LinkSource, RouteID, [String])] = [
        ("/", .inApp, "home", []),
        ("shop://", .customScheme, "home", []),
        ("https://shop.example.com", .universalLink, "home", []),
        ("/catalog/shoes", .inApp, "catalog.category", ["category=shoes"]),
        ("/catalog/Shoes", .inApp, "catalog.category", ["category=Shoes"]),
        ("/catalog/a%2Fb", .inApp, "catalog.category", ["category=a/b"]),
        ("/catalog/caf%C3%A9", .inApp, "catalog.category", ["category=café"]),
        ("shop://catalog/shoes", .customScheme, "catalog.category", ["category=shoes"]),
        ("/catalog/shoes/products/42", .inApp, "catalog.product", ["category=shoes", "productId=42"]),
        ("/catalog/shoes/products/-7", .inApp, "catalog.product", ["category=shoes", "productId=-7"]),
        ("https://shop.example.com/catalog/shoes/products/42?utm_source=x", .universalLink, "catalog.product",
         ["category=shoes", "productId=42"]),
        ("/catalog/sale", .inApp, "catalog.sale", []),
        ("/catalog/sale/products/1", .inApp, "catalog.product", ["category=sale", "productId=1"]),
        ("/search?q=boots", .inApp, "catalog.search", ["q=boots"]),
        ("/search?q=boots&page=2", .inApp, "catalog.search", ["q=boots", "page=2"]),
        ("/search?page=2&q=a+b", .inApp, "catalog.search", ["q=a+b", "page=2"]),
        ("/search?q=", .inApp, "catalog.search", ["q="]),
        ("/promo/SUMMER24", .inApp, "promo", ["code=SUMMER24"]),
        ("shop://promo/SUMMER24", .customScheme, "promo", ["code=SUMMER24"]),
        ("/basket", .inApp, "basket", []),
        ("/basket/items/6F9619FF-8B86-D011-B42D-00CF4FC964FF", .inApp, "basket.item",
         ["itemId=6F9619FF-8B86-D011-B42D-00CF4FC964FF"]),
        ("shop://basket/add?productId=42", .customScheme, "basket.add", ["productId=42"]),
        ("/checkout", .inApp, "checkout", []),
        ("https://shop.example.com/checkout", .universalLink, "checkout", []),
        ("/profile/details?userId=12345", .inApp, "profile.details", ["userId=12345"]),
        ("/orders", .pushNotification, "orders.list", []),
        ("/orders/17", .pushNotification, "orders.detail", ["orderId=17"]),
        ("/orders/latest", .inApp, "orders.named", ["name=latest"]),
        ("/orders/17x", .inApp, "orders.named", ["name=17x"]),
        ("/orders/99999999999999999999", .inApp, "orders.named", ["name=99999999999999999999"]),
        ("/login", .inApp, "login", []),
        ("/help/contact", .inApp, "help.contact", []),
        ("/help/shipping", .inApp, "help.article", ["path=shipping"]),
        ("/help/shipping/returns/eu", .inApp, "help.article", ["path=shipping/returns/eu"]),
        ("/help/contact/more", .inApp, "help.article", ["path=contact/more"]),
        ("/files/x/meta", .inApp, "files.any", []),
        ("/tags", .inApp, "tags", []),
        ("/tags?tag=a&tag=b&tag=c", .inApp, "tags", ["tag=a", "tag=b", "tag=c"]),
        ("https://shop.example.com/landing", .universalLink, "web.landing", []),
        ("/landing", .inApp, "landing", []),
        ("shop://landing", .customScheme, "landing", []),
        ("shop://only", .customScheme, "shop.only", []),
    ]

    @Test("table-driven matching", arguments: rows)
    func matches(input: String, source: LinkSource, route: RouteID, parameters: [String]) throws {
        let match = try ShopRoutes.table.match(shopParser.parse(input, source: source))
        #expect(match.route == route)
        #expect(match.parameters.map { "\($0.name)=\($0.value)" } == parameters)
    }

    static let refusals: [(String, LinkSource, LinkRejection.Code, String?)] = [
        ("/nowhere", .inApp, .notFound, nil),
        ("/catalog", .inApp, .notFound, nil),
        ("/catalog/shoes/products", .inApp, .notFound, nil),
        ("/catalog/shoes/products/4.5", .inApp, .notFound, nil),
        ("/catalog/shoes/products/abc", .inApp, .notFound, nil),
        ("/catalog/shoes/products/42/extra", .inApp, .notFound, nil),
        ("/Basket", .inApp, .notFound, nil),
        ("/help", .inApp, .notFound, nil),
        ("/files/meta", .inApp, .notFound, nil),
        ("/basket/items/not-a-uuid", .inApp, .notFound, nil),
        ("/only", .inApp, .notFound, nil),
        ("https://shop.example.com/only", .universalLink, .notFound, nil),
        ("/search", .inApp, .missingParameter, "q"),
        ("/search?query=x", .inApp, .missingParameter, "q"),
        ("/search?q=x&page=two", .inApp, .invalidParameter, "page"),
        ("/search?q=x&page=", .inApp, .invalidParameter, "page"),
        ("/search?q=x&q=y", .inApp, .duplicateParameter, "q"),
        ("/search?q=x&page=1&page=2", .inApp, .duplicateParameter, "page"),
        ("shop://basket/add", .customScheme, .missingParameter, "productId"),
        ("shop://basket/add?productId=abc", .customScheme, .invalidParameter, "productId"),
        ("/profile/details", .inApp, .missingParameter, "userId"),
        ("shop://checkout", .customScheme, .sourceNotAllowed, nil),
        ("/checkout", .pushNotification, .sourceNotAllowed, nil),
        ("/checkout", .restoration, .sourceNotAllowed, nil),
    ]

    /// A match reads its placeholders from the link in place, where parameters made from pairs hold
    /// them as values; both must behave as the same pairs.
    @Test("a match's parameters equal, hash and read like the same pairs made by hand", arguments: rows)
    func parametersAgree(input: String, source: LinkSource, route: RouteID, parameters: [String]) throws {
        let match = try ShopRoutes.table.match(shopParser.parse(input, source: source))
        let pairs = parameters.map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (name: String(parts[0]), value: parts.count > 1 ? String(parts[1]) : "")
        }
        let byHand = RouteParameters(pairs)
        #expect(match.parameters == byHand)
        #expect(match.parameters.hashValue == byHand.hashValue)
        #expect(Set([match.parameters, byHand]).count == 1)
        #expect(match.parameters.count == byHand.count && match.parameters.isEmpty == byHand.isEmpty)
        #expect(match.parameters.map(\.name) == byHand.map(\.name))
        #expect(match.parameters.description == byHand.description)
        #expect(match.parameters.dictionary == byHand.dictionary)
        for (name, _) in pairs {
            #expect(match.parameters[name] == byHand[name])
            #expect(match.parameters.values(for: name) == byHand.values(for: name))
        }
        #expect(match.parameters["noSuchName"] == nil)
    }

    @Test("refusals after the path", arguments: refusals)
    func refuses(input: String, source: LinkSource, code: LinkRejection.Code, parameter: String?) throws {
        let link = try shopParser.parse(input, source: source)
        let rejection = try #require(throws: LinkRejection.self) { try ShopRoutes.table.match(link) }
        #expect(rejection.code == code)
        #expect(rejection.parameter == parameter)
    }

    @Test("a route's rejection names what is wrong")
    func messages() throws {
        let checkout = try #require(throws: LinkRejection.self) {
            try ShopRoutes.table.match(shopParser.parse("shop://checkout", source: .customScheme))
        }
        #expect(checkout.detail == "route 'checkout' does not accept custom-scheme links; it accepts: in-app, universal-link")
        let page = try #require(throws: LinkRejection.self) {
            try ShopRoutes.table.match(shopParser.parse("/search?q=x&page=two", source: .inApp))
        }
        #expect(page.detail == "query parameter 'page' is 'two', not a valid int")
        let missing = try #require(throws: LinkRejection.self) {
            try ShopRoutes.table.match(shopParser.parse("/nowhere/else", source: .inApp))
        }
        #expect(missing.detail == "no route matches '/nowhere/else'")
    }

    @Test("the seeds' descriptor matches like a link")
    func descriptor() throws {
        let descriptor = DeepLinkDescriptor(
            path: "/profile/details", parameters: ["userId": "12345"], presentationMode: .push)
        let match = try ShopRoutes.table.match(descriptor)
        #expect(match.route == "profile.details")
        #expect(match.parameters["userId"] == "12345")
        #expect(match.link.source == .inApp)
        let again = try ShopRoutes.table.match(match.descriptor())
        #expect(again.route == match.route && again.parameters == match.parameters)
    }

    @Test("a descriptor's source is checked by the route")
    func descriptorSource() throws {
        let push = DeepLinkDescriptor(path: "/checkout", source: .pushNotification)
        let rejection = try #require(throws: LinkRejection.self) { try ShopRoutes.table.match(push) }
        #expect(rejection.code == .sourceNotAllowed)
    }

    @Test("parent chains, root first")
    func parents() {
        #expect(ShopRoutes.table.parents(of: "catalog.product").map(\.id) == ["catalog.category"])
        #expect(ShopRoutes.table.parents(of: "home").isEmpty)
    }
}

@Suite("Descriptors made from URLs")
struct DescriptorFromURLTests {
    @Test("query items become parameters; the host is the first segment of a custom scheme")
    func fromURL() throws {
        let url = try #require(URL(string: "shop://profile/details?userId=12345"))
        let descriptor = try DeepLinkDescriptor(url: url, policy: shopPolicy)
        // No presentation was asked for: the route's declared one applies when it is shown.
        #expect(descriptor == DeepLinkDescriptor(
            path: "/profile/details", parameters: ["userId": "12345"], source: .customScheme))
        #expect(descriptor.requestedPresentation == nil)
        #expect(try ShopRoutes.table.match(descriptor).route == "profile.details")
    }

    @Test("the origin is checked against the policy when the descriptor is made", arguments: [
        ("https://evil.example/catalog/shoes", LinkRejection.Code.hostNotAllowed),
        ("other://catalog/shoes", .schemeNotAllowed),
        ("https://shop.example.com/a/%2e%2e/b", .dotSegment),
        ("shop://search?q=1&q=2", .duplicateParameter),
    ])
    func refused(text: String, code: LinkRejection.Code) throws {
        let url = try #require(URL(string: text))
        let rejection = try #require(throws: LinkRejection.self) { try DeepLinkDescriptor(url: url, policy: shopPolicy) }
        #expect(rejection.code == code)
    }
}

@Suite("A plus sign in a link")
struct PlusSignTests {
    @Test("'+' is a literal plus in a path segment and in a query item, as DeepLinks.md says")
    func literalPlus() throws {
        let category = try ShopRoutes.table.match(shopParser.parse("/catalog/a+b", source: .inApp))
        #expect(category.parameters["category"] == "a+b")
        let search = try ShopRoutes.table.match(shopParser.parse("/search?q=a+b", source: .inApp))
        #expect(search.parameters["q"] == "a+b")
    }
}
