import Waypoint

/// Paths: traversal, encoded separators, control characters, size, duplicates, type confusion.
extension HostileLinkCorpus {
    static let traversal =
        rows(
            "traversal", .open(nil),
            [
                ("/basket/../checkout", .refused(.dotSegment)),
                ("/catalog/../basket", .refused(.dotSegment)),
                ("/./basket", .refused(.dotSegment)),
                ("/catalog/./sale", .refused(.dotSegment)),
                ("/help/..", .refused(.dotSegment)),
                ("shop://../basket", .refused(.dotSegment)),
                ("shop://catalog/../../basket", .refused(.dotSegment)),
                ("https://shop.example.com/../checkout", .refused(.dotSegment)),
                ("https://shop.example.com/help/../../orders", .refused(.dotSegment)),
                ("/%2e%2e/basket", .refused(.dotSegment)),
                ("/%2E%2E/checkout", .refused(.dotSegment)),
                ("/%2e/basket", .refused(.dotSegment)),
                ("/.%2e/checkout", .refused(.dotSegment)),
                ("/%2e./checkout", .refused(.dotSegment)),
                ("shop://%2e%2e/basket", .refused(.dotSegment)),
                ("https://shop.example.com/help/%2E%2E", .refused(.dotSegment)),
                ("/%252e%252e/basket", .refused(.notFound)),
                ("/%C0%AE%C0%AE/basket", .refused(.invalidEncoding)),
                ("/%c0%2e%c0%2e/basket", .refused(.invalidEncoding)),
                ("/%u002e%u002e/basket", .refused(.invalidEncoding)),
                ("/%E0%80%AE%E0%80%AE/checkout", .refused(.invalidEncoding)),
                ("/..%2fbasket", .refused(.notFound)),
                ("/basket%2f..%2fcheckout", .refused(.notFound)),
                ("/help/...", .opens("help.article")),
                ("/help/....//basket", .refused(.emptySegment)),
                ("/help/%2e%2e%2f%2e%2e%2forders", .refused(.encodedSeparator)),
                ("/catalog/%2e%2e%2fbasket", .opens("catalog.category")),
            ])

    static let encodedSlashes =
        rows(
            "encoded separators", .open(nil),
            [
                ("/catalog/a%2Fb", .opens("catalog.category")),
                ("/catalog%2Fsale", .refused(.notFound)),
                ("/basket%2Fitems%2F6F9619FF-8B86-D011-B42D-00CF4FC964FF", .refused(.notFound)),
                ("/orders%2F17", .refused(.notFound)),
                ("/%2Fbasket", .refused(.notFound)),
                ("shop://basket%2F..%2Fcheckout", .refused(.notFound)),
                ("/help/a%2Fb/c", .refused(.encodedSeparator)),
                ("//basket", .refused(.emptySegment)),
                ("/basket//", .refused(.emptySegment)),
                ("/basket/", .guarded("basket")),
                ("shop:///basket", .guarded("basket")),
                ("/%5C%5Cevil.example", .refused(.notFound)),
                ("/catalog/%5C..%5Cbasket", .opens("catalog.category")),
                ("/catalog/%3F/products/1", .opens("catalog.product")),
                ("/catalog/shoes%3Fx=1/products/2", .opens("catalog.product")),
                ("/checkout%23", .refused(.notFound)),
            ])

    static let controlCharacters =
        rows(
            "NUL and control characters", .open(nil),
            [
                ("/basket\u{0}", .refused(.controlCharacter)),
                ("/\u{0}/basket", .refused(.controlCharacter)),
                ("/basket%00", .refused(.controlCharacter)),
                ("/bas%00ket", .refused(.controlCharacter)),
                ("/basket%0a", .refused(.controlCharacter)),
                ("/checkout%0d%0aLocation:%20https://evil.example", .refused(.controlCharacter)),
                ("shop://basket%00", .refused(.controlCharacter)),
                ("/search?q=%00", .refused(.controlCharacter)),
                ("/search?q%00=x", .refused(.controlCharacter)),
                ("/basket\t", .refused(.controlCharacter)),
                ("/basket\u{7F}", .refused(.controlCharacter)),
                ("/basket%7f", .refused(.controlCharacter)),
                ("/basket%C2%80", .refused(.controlCharacter)),
                ("/basket\u{85}", .refused(.controlCharacter)),
                ("https://shop.example.com/basket\r\n", .refused(.controlCharacter)),
                ("/basket%1b%5B31m", .refused(.controlCharacter)),
                ("/basket%1b[31m", .refused(.invalidCharacter)),
                ("https://shop.example.com/checkout#\u{0}", .refused(.controlCharacter)),
                ("/bas\u{200B}ket", .refused(.notFound)),
                ("/\u{202E}teksab", .refused(.notFound)),
            ])

    /// Every link's fragment is read as a value (a route may take it as a parameter), so it is
    /// checked as a query value is, for every route, whether or not the route reads it.
    static let fragments =
        rows(
            "fragments", .open(nil),
            [
                ("https://shop.example.com/catalog/shoes#top", .opens("catalog.category")),
                ("https://shop.example.com/catalog/shoes#", .opens("catalog.category")),
                ("https://shop.example.com/catalog/shoes#a%23b", .opens("catalog.category")),
                ("https://shop.example.com/catalog/shoes#a#b", .refused(.invalidCharacter)),
                ("https://shop.example.com/catalog/shoes#%zz", .refused(.invalidEncoding)),
                ("https://shop.example.com/catalog/shoes#%C0%AF", .refused(.invalidEncoding)),
                ("https://shop.example.com/catalog/shoes#%00", .refused(.controlCharacter)),
                ("https://shop.example.com/catalog/shoes#x%0Ay", .refused(.controlCharacter)),
                ("https://shop.example.com/catalog/shoes#" + String(repeating: "f", count: 1025), .refused(.tooLong)),
                ("shop://catalog/shoes#%E2%80%AE", .opens("catalog.category")),  // a value, as in a query; not a control
                ("/checkout#%2F..%2Fadmin", .guarded("checkout")),
            ])

    static let oversized =
        rows(
            "overlong and many", .open(.inApp),
            [
                ("/" + String(repeating: "a", count: 3000), .refused(.tooLong)),
                ("/basket/" + String(repeating: "b", count: 2100), .refused(.tooLong)),
                ("/catalog/" + String(repeating: "c", count: 300), .refused(.tooLong)),
                ("/catalog/" + String(repeating: "%41", count: 257), .refused(.tooLong)),
                ("/" + Array(repeating: "a", count: 40).joined(separator: "/"), .refused(.tooManySegments)),
                ("/help/" + Array(repeating: "x", count: 40).joined(separator: "/"), .refused(.tooManySegments)),
                ("/help/" + Array(repeating: "x", count: 31).joined(separator: "/"), .opens("help.article")),
                ("/search?" + (0..<40).map { "k\($0)=v" }.joined(separator: "&"), .refused(.tooManyQueryItems)),
                ("/search?q=x&" + (0..<31).map { "k\($0)=v" }.joined(separator: "&"), .opens("catalog.search")),
                ("/search?q=" + String(repeating: "v", count: 1100), .refused(.tooLong)),
                ("/search?" + String(repeating: "k", count: 1100) + "=v", .refused(.tooLong)),
                ("/basket?" + String(repeating: "&", count: 2000), .guarded("basket")),
            ])
        + rows(
            "overlong and many", .open(.universalLink),
            [
                ("https://shop.example.com/" + String(repeating: "d", count: 2100), .refused(.tooLong))
            ])

    static let duplicates =
        rows(
            "duplicate keys", .open(.inApp),
            [
                ("/search?q=a&q=b", .refused(.duplicateParameter)),
                ("/basket/add?productId=1&productId=2", .refused(.duplicateParameter)),
                ("/profile/details?userId=1&userId=2", .refused(.duplicateParameter)),
                ("/search?q=a&page=1&page=2", .refused(.duplicateParameter)),
                ("/tags?tag=a&tag=a", .opens("tags")),
                ("/search?q=a&Q=b", .opens("catalog.search")),
                ("/checkout?x=1&x=2", .guarded("checkout")),
                ("/search?q=a&&=x&=&q", .refused(.duplicateParameter)),
            ])

    static let typeConfusion =
        rows(
            "type confusion", .open(.inApp),
            [
                ("/orders/abc", .opens("orders.named")),
                ("/orders/%31%37", .guarded("orders.detail")),
                ("/orders/+17", .guarded("orders.detail")),
                ("/orders/017", .guarded("orders.detail")),
                ("/orders/-0", .guarded("orders.detail")),
                ("/orders/17.0", .opens("orders.named")),
                ("/orders/0x11", .opens("orders.named")),
                ("/orders/1e3", .opens("orders.named")),
                ("/orders/99999999999999999999", .opens("orders.named")),
                ("/orders/17%20", .opens("orders.named")),
                ("/orders/%EF%BC%91%EF%BC%97", .opens("orders.named")),
                ("/basket/items/not-a-uuid", .refused(.notFound)),
                ("/basket/items/6F9619FF8B86D011B42D00CF4FC964FF", .refused(.notFound)),
                ("/basket/items/{6F9619FF-8B86-D011-B42D-00CF4FC964FF}", .refused(.invalidCharacter)),
                ("/basket/items/6f9619ff-8b86-d011-b42d-00cf4fc964ff", .guarded("basket.item")),
                ("/basket/add?productId=abc", .refused(.invalidParameter)),
                ("/basket/add?productId=1.5", .refused(.invalidParameter)),
                ("/basket/add?productId=", .refused(.invalidParameter)),
                ("/basket/add?productId=9223372036854775808", .refused(.invalidParameter)),
                ("/basket/add", .refused(.missingParameter)),
                ("/basket/add?productid=1", .refused(.missingParameter)),
                ("/search?q=x&page=two", .refused(.invalidParameter)),
                ("/search?page=2", .refused(.missingParameter)),
                ("/search?q", .opens("catalog.search")),
                ("/profile/details", .refused(.missingParameter)),
            ])
}
