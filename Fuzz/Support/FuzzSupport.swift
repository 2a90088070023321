// Shared by every fuzz target: the representative tables and policies, input helpers, and the
// trap that turns a broken invariant into a crash libFuzzer records.
//
// Fuzz targets link against the Waypoint library like an app does and see only its public API.

import Foundation
import Waypoint

// MARK: Failing loudly

/// Prints what broke and aborts, so that libFuzzer saves the input as a crash artifact.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\nINVARIANT VIOLATED: \(message)\n".utf8))
    abort()
}

/// Aborts with `message` unless `condition` holds.
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fail(message()) }
}

// MARK: Input

/// Reads choices and text from the fuzzer's bytes.
struct FuzzInput {
    private var bytes: ArraySlice<UInt8>

    init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        bytes = ArraySlice(UnsafeBufferPointer(start: data, count: size))
    }

    /// The next byte, or 0 when the input is used up.
    mutating func byte() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    /// One of `options`, chosen by the next byte.
    mutating func pick<T>(_ options: [T]) -> T {
        options[Int(byte()) % options.count]
    }

    /// Everything left, as text (invalid UTF-8 becomes U+FFFD, as any `String` would hold it).
    mutating func text() -> String {
        defer { bytes = [] }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Everything left, as raw bytes.
    mutating func data() -> Data {
        defer { bytes = [] }
        return Data(bytes)
    }

    /// Everything left, split into `count` fields at newlines (missing fields are empty).
    mutating func fields(_ count: Int) -> [String] {
        var parts = text().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while parts.count < count { parts.append("") }
        return Array(parts.prefix(count))
    }
}

// MARK: Policies

/// The Shop's policy, as the tests and the sample app use it.
let shopPolicy = LinkPolicy(customSchemes: ["shop"], universalLinkHosts: ["shop.example.com"])

/// Every policy the link target checks links against.
let fuzzPolicies: [LinkPolicy] = [
    shopPolicy,
    // Tight caps, so the fuzzer reaches every limit with short inputs.
    LinkPolicy(
        customSchemes: ["shop", "x-app"], universalLinkHosts: ["a.example"], maxLength: 64, maxSegments: 4,
        maxSegmentLength: 8, maxQueryItems: 3, maxQueryValueLength: 8),
    // A Unicode host, stored in punycode.
    LinkPolicy(customSchemes: ["app"], universalLinkHosts: ["bücher.example", "127.0.0.1", "[::1]"]),
    // Any origin: what descriptors made from URLs use.
    .structural,
    // The opt-in readings: '+' as a space, and routes carried in the fragment.
    {
        var policy = LinkPolicy(customSchemes: ["shop", "web"], universalLinkHosts: ["shop.example.com"])
        policy.decodesPlusAsSpace = true
        policy.fragmentRoutedSchemes = ["web", "https"]
        return policy
    }(),
    // A wildcard: every subdomain of example.com, not example.com itself.
    LinkPolicy(customSchemes: ["app"], universalLinkHosts: ["*.example.com", "shop.example.org"]),
    // A custom scheme that mirrors web links: its authority is a host the universal-link hosts admit.
    shopMirroringPolicy,
]

/// The Shop's policy with a second scheme, `myshop`, whose links mirror its web links.
let shopMirroringPolicy: LinkPolicy = {
    var policy = LinkPolicy(
        customSchemes: ["shop", "myshop"], universalLinkHosts: ["shop.example.com", "*.tenants.example.com"])
    policy.webMirroringSchemes = ["myshop"]
    return policy
}()

/// Whether an allow-list (in standard form) admits a host, written apart from the library's own
/// check so that the two can disagree: listed exactly and not a `*.` entry, or one or more whole,
/// non-empty labels without `*` before a `*.` entry's `.domain`.
func allowlistAdmits(_ entries: Set<String>, _ host: String) -> Bool {
    if entries.contains(host) { return !host.hasPrefix("*") }
    return entries.contains { entry in
        guard entry.hasPrefix("*.") else { return false }
        let domain = entry.dropFirst()
        guard host.hasSuffix(domain), host.count > domain.count else { return false }
        let labels = host.dropLast(domain.count).split(separator: ".", omittingEmptySubsequences: false)
        return !labels.contains { $0.isEmpty || $0.contains("*") }
    }
}

/// The codes a parser may refuse a link with; matching and decoding codes never come from parsing.
let parserCodes: Set<LinkRejection.Code> = [
    .invalidURL, .schemeNotAllowed, .hostNotAllowed, .invalidHost, .userInfoNotAllowed, .portNotAllowed, .dotSegment,
    .emptySegment,
    .invalidEncoding, .controlCharacter, .invalidCharacter, .tooLong, .tooManySegments, .tooManyQueryItems,
]

// MARK: The Shop's routes

/// A representative table: every kind of segment (literal, typed, untyped, wildcard, catch-all),
/// scoped routes, required, optional and repeated query parameters, guarded routes, parents.
let shopDefinitions: [RouteDefinition] = [
    RouteDefinition("home", pattern: "/", module: "Catalog"),
    RouteDefinition("catalog.category", pattern: "/catalog/{category}", module: "Catalog"),
    RouteDefinition(
        "catalog.product", pattern: "/catalog/{category}/products/{productId: int}", module: "Catalog",
        parent: "catalog.category"),
    RouteDefinition("catalog.sale", pattern: "/catalog/sale", module: "Catalog"),
    RouteDefinition(
        "catalog.search", pattern: "/search", module: "Catalog", query: [.required("q"), .optional("page", .int)]),
    RouteDefinition("promo", pattern: "/promo/{code}", module: "Catalog"),
    RouteDefinition("basket", pattern: "/basket", module: "Basket", guards: ["signedIn"]),
    RouteDefinition(
        "basket.item", pattern: "/basket/items/{itemId: uuid}", module: "Basket", guards: ["signedIn"],
        parent: "basket"),
    RouteDefinition(
        "basket.add", pattern: "/basket/add", module: "Basket", query: [.required("productId", .int)],
        guards: ["signedIn"], kind: .action),
    RouteDefinition(
        "checkout", pattern: "/checkout", module: "Payment", sources: [.inApp, .universalLink],
        guards: ["signedIn"], presentation: .modal(.fullScreen)),
    RouteDefinition(
        "payment.methods", pattern: "/settings/payment-methods", module: "Payment", guards: ["signedIn"],
        presentation: .modal),
    RouteDefinition("profile.details", pattern: "/profile/details", module: "Profile", query: [.required("userId")]),
    RouteDefinition("orders.list", pattern: "/orders", module: "Profile", guards: ["signedIn"]),
    RouteDefinition(
        "orders.detail", pattern: "/orders/{orderId: int}", module: "Profile", guards: ["signedIn"],
        parent: "orders.list"),
    RouteDefinition("orders.named", pattern: "/orders/{name}", module: "Profile"),
    RouteDefinition("login", pattern: "/login", module: "Login", presentation: .modal),
    RouteDefinition("help.article", pattern: "/help/{path…}", module: "Help"),
    RouteDefinition("help.contact", pattern: "/help/contact", module: "Help"),
    // A catch-all that may be empty, beside a route that ends where it starts.
    RouteDefinition("docs.page", pattern: "/docs/{path…?}", module: "Help"),
    RouteDefinition("docs.index", pattern: "/docs/index", module: "Help"),
    RouteDefinition("files.any", pattern: "/files/*/meta", module: "Help"),
    RouteDefinition("tags", pattern: "/tags", module: "Catalog", query: [.repeated("tag")]),
    RouteDefinition("flags", pattern: "/flags/{on: bool}/{ratio: double}", module: "Catalog"),
    RouteDefinition("web.landing", pattern: "https://shop.example.com/landing", module: "Catalog"),
    RouteDefinition("landing", pattern: "/landing", module: "Catalog"),
    RouteDefinition("shop.only", pattern: "shop://only", module: "Catalog"),
    // Literals that ignore case, beside an exact spelling of one of them.
    RouteDefinition("brands", pattern: "(?i)/Brands/{name}", module: "Catalog"),
    RouteDefinition("brands.featured", pattern: "/Brands/Featured", module: "Catalog"),
    RouteDefinition("gift.cards", pattern: "(?i)/gift-cards", module: "Basket"),
    // Declarations: constants and the fragment as a parameter; every query item, and a declined one.
    {
        var shows = RouteDefinition(
            "artist.shows", pattern: "/artist/{id: int}/shows", module: "Catalog", query: [.optional("page", .int)])
        shows.constants = ["initialTab": "shows"]
        shows.fragmentParameter = "anchor"
        return shows
    }(),
    {
        var discover = RouteDefinition(
            "discover", pattern: "/discover/{section}", module: "Catalog", query: [.optional("page", .int)])
        discover.takesAllQueryItems = true
        discover.declinedQueryItems = ["token"]
        return discover
    }(),
]

/// A type that converts: ASCII letters, digits and '-', handed on lowercased (`ParameterType(name:canonical:)`).
let lowercasedSlug = ParameterType(name: "lowercased") { text in
    text.utf8.allSatisfy { $0 < 0x80 && (Character(Unicode.Scalar($0)).isLetter || Character(Unicode.Scalar($0)).isNumber || $0 == UInt8(ascii: "-")) }
        ? text.lowercased() : nil
}

let shopTable: RouteTable = {
    do {
        return try RouteTable(
            shopDefinitions + [RouteDefinition("tags.slug", pattern: "/slugs/{slug: lowercased}", module: "Catalog")],
            parameterTypes: [lowercasedSlug])
    } catch { fail("the Shop table does not build: \(error)") }
}()

// MARK: Typed routes

struct ProductRoute: Route {
    static let id: RouteID = "catalog.product"
    static let pattern = "/catalog/{category}/products/{productId: int}"
    var category: String
    var productId: Int
    var ref: String?
}

struct SearchRoute: Route {
    enum Sort: String, Codable, CaseIterable, Sendable { case relevance, price, newest }
    static let id: RouteID = "catalog.search"
    static let pattern = "/search"
    var q: String
    var page: Int?
    var sort: Sort?
    var tags: [String]
    var maxPrice: Double?
    var inStock: Bool?
}

struct BasketItemRoute: Route {
    static let id: RouteID = "basket.item"
    static let pattern = "shop://basket/items/{itemId: uuid}"
    var itemId: UUID
    var quantity: Int8?
    var weight: Float?
}

struct HelpRoute: Route {
    static let id: RouteID = "help.article"
    static let pattern = "/help/{path…}"
    var path: String
}

struct OrderRoute: Route {
    enum Tab: Int, Codable, CaseIterable, Sendable {
        case summary = 1
        case tracking = 2
    }
    static let id: RouteID = "orders.detail"
    static let pattern = "/orders/{orderId: int}"
    var orderId: Int
    var tab: Tab
    var ids: [Int]
    var big: UInt64?
}

let typedTable: RouteTable = {
    do {
        return try RouteTable([
            RouteDefinition(ProductRoute.self, module: "Catalog"),
            RouteDefinition(SearchRoute.self, module: "Catalog"),
            RouteDefinition(BasketItemRoute.self, module: "Basket"),
            RouteDefinition(HelpRoute.self, module: "Help"),
            RouteDefinition(OrderRoute.self, module: "Profile"),
        ])
    } catch {
        fail("the typed table does not build: \(error)")
    }
}()

// MARK: Helpers

/// Percent-encodes everything but unreserved characters, for building links from fuzzed values.
func encoded(_ value: String) -> String {
    var output = ""
    for byte in value.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
            UInt8(ascii: "~"):
            output.unicodeScalars.append(Unicode.Scalar(byte))
        default:
            output += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }
    }
    return output
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

/// Whether a printed link was refused only because its canonical form outgrew a cap the input
/// met: percent-encoding triples a raw UTF-8 character, and a catch-all value joined with `/`
/// prints as one segment per piece. A refusal, not a bug; anything else is.
func printedFormOutgrewCaps(_ error: LinkRejection, printed: String, policy: LinkPolicy) -> Bool {
    switch error.code {
    case .tooLong:
        return printed.utf8.count > policy.maxLength
    case .tooManySegments:
        let path = printed.split(separator: "?", maxSplits: 1).first ?? ""
        return path.split(separator: "/").count > policy.maxSegments
    default:
        return false
    }
}

/// Whether text holds a C0 or C1 control character or DEL.
func hasControlCharacter(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
}

/// The catch-all rule, whatever the entry point: a value's pieces between `/` are never empty,
/// `.` or `..`, and it holds no backslash.
func checkCatchAllValue(_ value: String, _ what: String) {
    for piece in value.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
        let text = String(decoding: piece, as: UTF8.self)
        check(!text.isEmpty && text != "." && text != "..", "\(what): catch-all value \(value.debugDescription) has piece '\(text)'")
    }
    check(!value.utf8.contains(UInt8(ascii: "\\")), "\(what): catch-all value \(value.debugDescription) has a backslash")
}
