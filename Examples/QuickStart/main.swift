import Waypoint

// 1. Routes: each feature module declares its own; the table checks them all together.
struct ProductRoute: Route {
    static let id: RouteID = "catalog.product"
    static let pattern = "/catalog/{category}/products/{productId: int}"
    var category: String
    var productId: Int
}

let table = try RouteTable([
    RouteDefinition("home", pattern: "/", module: "Catalog"),
    RouteDefinition(ProductRoute.self, module: "Catalog"),
    RouteDefinition("profile.details", pattern: "/profile/details", module: "Profile", query: [.required("userId")]),
    RouteDefinition("checkout", pattern: "/checkout", module: "Payment", sources: [.inApp, .universalLink]),
])

// 2. Policy: the schemes and universal-link hosts the app accepts.
let parser = LinkParser(policy: LinkPolicy(customSchemes: ["shop"], universalLinkHosts: ["shop.example.com"]))

// 3. Parse, match, decode. A link's source is where it came from, which decides what the
//    policy lets through; every refusal has a stable code and a reason.
let links: [(String, LinkSource)] = [
    ("https://shop.example.com/catalog/shoes/products/42", .universalLink),
    ("shop://checkout", .customScheme),
    ("shop://catalog/%2e%2e/admin", .customScheme),
    ("https://shop.example.com.evil.example/checkout", .universalLink),
]
for (text, source) in links {
    do throws(LinkRejection) {
        let match = try table.match(parser.parse(text, source: source))
        print("✓ \(text) → \(match.route) \(match.parameters)")
        if match.route == ProductRoute.id {
            let product = try match.decode(ProductRoute.self)
            print("  typed: \(product.category) #\(product.productId), prints back as \(try product.link())")
        }
    } catch {
        print("✗ \(text) → \(error.code): \(error.detail)")
    }
}

// 4. The descriptor API, as the seeds wrote it.
let descriptor = DeepLinkDescriptor(path: "/profile/details", parameters: ["userId": "12345"], presentationMode: .push)
print("descriptor → \(try table.match(descriptor).route)")
