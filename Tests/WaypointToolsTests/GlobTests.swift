import Testing
@testable import WaypointTools

@Suite("AASA patterns: * and ?")
struct GlobTests {
    static let matches: [(String, String, Bool)] = [
        ("/basket", "/basket", true),
        ("/basket", "/basket/", false),
        ("/basket", "/Basket", false),
        ("/catalog/*", "/catalog/shoes", true),
        ("/catalog/*", "/catalog/", true),
        ("/catalog/*", "/catalog/a/b/c", true),
        ("/catalog/*", "/catalogue", false),
        ("/catalog/*/products/*", "/catalog/a/b/products/42", true),
        ("/catalog/*/products/*", "/catalog/shoes/product/42", false),
        ("/p/???", "/p/abc", true),
        ("/p/???", "/p/ab", false),
        ("/p/?*", "/p/", false),
        ("*", "", true),
        ("", "", true),
        ("/caf?", "/café", true),
        ("*a*b*", "xxaxxbxx", true),
        ("*a*b*", "xxbxxaxx", false),
    ]

    @Test("a pattern matches the whole text", arguments: matches)
    func match(pattern: String, text: String, expected: Bool) {
        #expect(Glob(pattern).matches(text) == expected)
    }

    static let intersections: [(String, String, Bool)] = [
        ("/checkout", "/*", true),
        ("/checkout", "/catalog/*", false),
        ("/a/*/b", "/a/x/*", true),
        ("/a/*", "/b/*", false),
        ("/?", "/ab", false),
        ("/*x", "/y*", true),
        ("/a", "/a", true),
        ("*", "anything?*", true),
    ]

    @Test("two patterns intersect when some text matches both", arguments: intersections)
    func intersect(a: String, b: String, expected: Bool) {
        #expect(Glob(a).intersects(Glob(b)) == expected)
        #expect(Glob(b).intersects(Glob(a)) == expected)
    }
}
