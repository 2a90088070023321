import Waypoint

/// Origins: user info, backslashes, hosts, ports, case, schemes; push payloads and descriptors.
extension HostileLinkCorpus {
    static let userInfoAndBackslashes =
        rows(
            "user info and backslashes", .open(nil),
            [
                ("https://user@shop.example.com/basket", .refused(.userInfoNotAllowed)),
                ("https://user:pw@shop.example.com/checkout", .refused(.userInfoNotAllowed)),
                ("https://shop.example.com@evil.example/checkout", .refused(.userInfoNotAllowed)),
                ("https://evil.example@shop.example.com/checkout", .refused(.userInfoNotAllowed)),
                ("https://@shop.example.com/basket", .refused(.userInfoNotAllowed)),
                ("https://shop.example.com:443@evil.example/basket", .refused(.userInfoNotAllowed)),
                ("shop://user@basket", .refused(.userInfoNotAllowed)),
                ("shop://:@basket", .refused(.userInfoNotAllowed)),
                ("https://shop.example.com%40evil.example/basket", .refused(.invalidEncoding)),
                ("https://shop.example.com/basket@evil.example", .refused(.notFound)),
                ("https:\\\\shop.example.com/basket", .refused(.invalidCharacter)),
                ("https://shop.example.com\\@evil.example", .refused(.invalidCharacter)),
                ("https://evil.example\\.shop.example.com/basket", .refused(.invalidCharacter)),
                ("https:/\\shop.example.com/checkout", .refused(.invalidCharacter)),
                ("/basket\\..\\checkout", .refused(.invalidCharacter)),
                ("shop:\\\\basket", .refused(.invalidCharacter)),
                ("/bas ket", .refused(.invalidCharacter)),
                ("/a<script>alert(1)</script>", .refused(.invalidCharacter)),
                ("/catalog/\"onmouseover=", .refused(.invalidCharacter)),
                ("/search?q[]=1", .refused(.invalidCharacter)),
            ])

    static let hosts =
        rows(
            "IDN, homograph, trailing-dot and IP hosts", .open(.universalLink),
            [
                ("https://shop.exаmple.com/basket", .refused(.hostNotAllowed)),  // Cyrillic "а"
                ("https://ѕhop.example.com/checkout", .refused(.hostNotAllowed)),  // Cyrillic "ѕ"
                ("https://shop.example.com\u{3002}/basket", .refused(.hostNotAllowed)),  // ideographic full stop
                ("https://ｓｈｏｐ.example.com/basket", .refused(.hostNotAllowed)),  // fullwidth
                ("https://shop.example.com\u{200B}/basket", .refused(.hostNotAllowed)),
                // Decodes to a label with a character a browser maps to another: not a valid xn-- label.
                ("https://xn--shop-9ta.example.com/basket", .refused(.invalidHost)),
                ("https://shop.example.com.evil.example/checkout", .refused(.hostNotAllowed)),
                ("https://evilshop.example.com/basket", .refused(.hostNotAllowed)),
                ("https://sub.shop.example.com/basket", .refused(.hostNotAllowed)),
                ("https://example.com/basket", .refused(.hostNotAllowed)),
                ("https://shop.example.com./basket", .refused(.hostNotAllowed)),
                ("https://shop.example.com../basket", .refused(.hostNotAllowed)),
                ("https://127.0.0.1/basket", .refused(.hostNotAllowed)),
                ("https://[::1]/basket", .refused(.hostNotAllowed)),
                ("https://[::ffff:127.0.0.1]/basket", .refused(.hostNotAllowed)),
                ("https://2130706433/basket", .refused(.hostNotAllowed)),
                ("https://0x7f.0.0.1/basket", .refused(.hostNotAllowed)),
                ("https://[::1/basket", .refused(.invalidURL)),
                ("https://[shop.example.com]/basket", .refused(.invalidURL)),
                ("https://shop%2Eexample.com/basket", .refused(.invalidEncoding)),
                ("https://shop_example.com/basket", .refused(.hostNotAllowed)),
                ("https://shop!example.com/basket", .refused(.invalidCharacter)),
                ("https:///basket", .refused(.invalidURL)),
                ("https://:443/basket", .refused(.invalidURL)),
                // Read by the URL Standard: an address in another form, or a host a browser refuses.
                ("https://192.0x00A80001/basket", .refused(.hostNotAllowed)),
                ("https://0x.0x.0/basket", .refused(.hostNotAllowed)),
                ("https://256.0.0.1/basket", .refused(.invalidHost)),
                ("https://1.2.3.08/basket", .refused(.invalidHost)),
                ("https://09.2.3.4/basket", .refused(.invalidHost)),
                ("https://foo.09/basket", .refused(.invalidHost)),
                ("https://foo.0x4/basket", .refused(.invalidHost)),
                ("https://0x100000000/test", .refused(.invalidHost)),
                ("https://xn--/basket", .refused(.invalidHost)),
                ("https://a.b.c.xn--pokxncvks/basket", .refused(.invalidHost)),
            ])

    static let ports =
        rows(
            "ports", .open(.universalLink),
            [
                ("https://shop.example.com:443/basket", .guarded("basket")),
                ("https://shop.example.com:0443/basket", .guarded("basket")),
                ("https://shop.example.com:8443/basket", .refused(.portNotAllowed)),
                ("https://shop.example.com:80/checkout", .refused(.portNotAllowed)),
                ("https://shop.example.com:/basket", .refused(.portNotAllowed)),
                ("https://shop.example.com:65979/basket", .refused(.portNotAllowed)),
                ("https://shop.example.com:443443/basket", .refused(.portNotAllowed)),
                ("https://shop.example.com:-1/basket", .refused(.portNotAllowed)),
                ("https://shop.example.com:443:443/basket", .refused(.invalidCharacter)),
                ("https://shop.example.com:４４３/basket", .refused(.portNotAllowed)),
            ])
        + rows(
            "ports", .open(.customScheme),
            [
                ("shop://basket:443", .refused(.portNotAllowed)),
                ("shop://basket:80/items", .refused(.portNotAllowed)),
            ])

    static let mixedCase =
        rows(
            "mixed case", .open(nil),
            [
                ("SHOP://basket", .guarded("basket")),
                ("sHoP://orders/17", .guarded("orders.detail")),
                ("HTTPS://SHOP.EXAMPLE.COM/checkout", .guarded("checkout")),
                ("https://Shop.Example.Com/settings/payment-methods", .guarded("payment.methods")),
                ("Shop://Basket", .refused(.notFound)),
                ("/BASKET", .refused(.notFound)),
                ("/Checkout", .refused(.notFound)),
                ("/Orders/17", .refused(.notFound)),
                ("/catalog/SALE", .opens("catalog.category")),
                ("/basket/add?ProductId=1", .refused(.missingParameter)),
            ])

    static let schemes =
        rows(
            "schemes and entry points", .open(.customScheme),
            [
                ("javascript://alert(1)", .refused(.schemeNotAllowed)),
                ("javascript:alert(1)", .refused(.invalidURL)),
                ("data:text/html,<script>", .refused(.invalidCharacter)),
                ("data://text/html,x", .refused(.schemeNotAllowed)),
                ("file:///etc/passwd", .refused(.schemeNotAllowed)),
                ("intent://basket#Intent;scheme=shop;end", .refused(.schemeNotAllowed)),
                ("shopx://basket", .refused(.schemeNotAllowed)),
                ("sh%6Fp://basket", .refused(.invalidURL)),
                ("shop:basket", .refused(.invalidURL)),
                ("shop:/basket", .refused(.invalidURL)),
                ("https://shop.example.com/basket", .refused(.schemeNotAllowed)),
                ("/basket", .refused(.schemeNotAllowed)),
                ("http://shop.example.com/basket", .refused(.schemeNotAllowed)),
                ("basket", .refused(.invalidURL)),
                ("", .refused(.invalidURL)),
            ])
        + rows(
            "schemes and entry points", .open(.universalLink),
            [
                ("http://shop.example.com/checkout", .refused(.schemeNotAllowed)),
                ("shop://basket", .refused(.schemeNotAllowed)),
                ("/checkout", .refused(.schemeNotAllowed)),
                ("ftp://shop.example.com/basket", .refused(.schemeNotAllowed)),
            ])
        + rows(
            "schemes and entry points", .open(.inApp),
            [
                ("http://shop.example.com/checkout", .refused(.schemeNotAllowed)),
                ("#/basket", .refused(.invalidURL)),
            ])

    static let pushPayloads =
        rows(
            "push payloads", .pushJSON,
            [
                (#"{"waypoint":{"path":"/basket/../checkout"}}"#, .refused(.dotSegment)),
                (#"{"waypoint":{"path":"basket"}}"#, .refused(.invalidURL)),
                (#"{"waypoint":{"path":"https://shop.example.com/checkout"}}"#, .refused(.invalidURL)),
                (#"{"waypoint":{"path":"/checkout","parameters":{"source":"in-app"}}}"#, .refused(.sourceNotAllowed)),
                (
                    #"{"waypoint":{"link":"https://shop.example.com/checkout","source":"in-app"}}"#,
                    .refused(.sourceNotAllowed)
                ),
                (#"{"aps":{"alert":"hi"}}"#, .refused(.invalidPayload)),
                (#"{"waypoint":{"link":17}}"#, .refused(.invalidPayload)),
                (#"{"waypoint":{"path":"/orders/17","presentation":"sideways"}}"#, .refused(.invalidPayload)),
                (#"{"waypoint":{"path":"/search","parameters":{"q":{"x":1}}}}"#, .refused(.invalidPayload)),
                (#"{"waypoint":{"path":"/search","parameters":{"q":null}}}"#, .refused(.invalidPayload)),
                (#"{"waypoint":"shop://basket"}"#, .refused(.invalidPayload)),
                (#"{"waypoint":{}}"#, .refused(.invalidPayload)),
                ("not json", .refused(.invalidPayload)),
                ("[]", .refused(.invalidPayload)),
                ("", .refused(.invalidPayload)),
                (#"{"waypoint":{"link":"shop://basket%00"}}"#, .refused(.controlCharacter)),
                (#"{"waypoint":{"link":"shop://basket\u0000"}}"#, .refused(.controlCharacter)),
                (#"{"waypoint":{"link":"javascript://alert(1)"}}"#, .refused(.schemeNotAllowed)),
                (#"{"waypoint":{"link":"https://evil.example/checkout"}}"#, .refused(.hostNotAllowed)),
                (#"{"waypoint":{"path":"/basket/add","parameters":{"productId":1e400}}}"#, .refused(.invalidPayload)),
                (#"{"waypoint":{"path":"/basket/add","parameters":{"productId":42}}}"#, .guardedAction("basket.add")),
                (#"{"waypoint":{"path":"/basket/add","parameters":{"productId":42.0}}}"#, .guardedAction("basket.add")),
                (#"{"waypoint":{"path":"/basket/add","parameters":{"productId":true}}}"#, .refused(.invalidParameter)),
                (#"{"waypoint":{"path":"/orders/17","parameters":{"orderId":"99"}}}"#, .guarded("orders.detail")),
                (#"{"waypoint":{"link":"/orders/17","presentation":"replaceStack"}}"#, .guarded("orders.detail")),
            ])

    static let descriptors =
        rows(
            "descriptors from modules", .descriptor([:], .inApp),
            [
                ("/checkout?x=1", .guarded("checkout")),
                ("/basket%00", .refused(.controlCharacter)),
                ("/../basket", .refused(.dotSegment)),
                ("//evil.example/basket", .refused(.emptySegment)),
                ("", .refused(.invalidURL)),
                ("basket", .refused(.invalidURL)),
                ("/basket#x", .guarded("basket")),
            ])
        + rows(
            "descriptors from modules", .descriptor(["q": "a\u{0}"], .inApp),
            [
                ("/search", .refused(.controlCharacter))
            ])
        + rows(
            "descriptors from modules", .descriptor(["q": String(repeating: "q", count: 1100)], .inApp),
            [
                ("/search", .refused(.tooLong))
            ])
        + rows(
            "descriptors from modules", .descriptor([:], .pushNotification),
            [
                ("/checkout", .refused(.sourceNotAllowed)),
                ("/basket", .guarded("basket")),
            ])
        + rows(
            "descriptors from modules", .descriptor([:], .restoration),
            [
                ("/checkout", .refused(.sourceNotAllowed))
            ])
}
