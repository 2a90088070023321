import Waypoint

/// `RouteMatch.decode`: a match's parameters → a typed route value, for routes declared with
/// `@Route` (a generated decoder that reads each property directly) and the same routes written
/// by hand (decoded through `Codable`). The `@Route` routes are its expansion, written out in
/// `MacroRoutes.swift` (a test of the macro checks it is exactly what the macro generates), so
/// that the benchmarks do not build swift-syntax in release, which takes longer than everything
/// else they build. Four matches in turn: a product (a string and an `int`
/// placeholder), a search (a required and an optional query item), an order, a category.
enum TypedDecodeCases {
    static var definitions: [CaseDefinition] {
        [
            CaseDefinition(name: "decode.typed") {
                let matches = try TypedDecodeRoutes.matches()
                return try PreparedCase([
                    Implementation("waypoint") { n in
                        for index in 0..<n { TypedDecodeRoutes.timeMacro(matches[index & 3]) }
                    },
                    Implementation("codable") { n in
                        for index in 0..<n { TypedDecodeRoutes.timeCodable(matches[index & 3]) }
                    },
                ]) {
                    for match in matches {
                        try expectSame(
                            "\(try TypedDecodeRoutes.decodeMacro(match))".replacingOccurrences(of: "Macro", with: ""),
                            "\(try TypedDecodeRoutes.decodeCodable(match))".replacingOccurrences(of: "Codable", with: ""),
                            "the value decoded from \(match.parameters)")
                    }
                }
            }
        ]
    }
}

/// The routes twice over: as `@Route` expands them, and by hand (decoded through `Codable`).
enum TypedDecodeRoutes {
    struct CodableProduct: Route {
        static let id: RouteID = "catalog.product"
        static let pattern = "/catalog/{category}/products/{productId: int}"
        var category: String
        var productId: Int
    }
    struct CodableSearch: Route {
        static let id: RouteID = "catalog.search"
        static let pattern = "/search"
        var q: String
        var page: Int?
    }
    struct CodableOrder: Route {
        static let id: RouteID = "orders.detail"
        static let pattern = "/orders/{orderId: int}"
        var orderId: Int
    }
    struct CodableCategory: Route {
        static let id: RouteID = "catalog.category"
        static let pattern = "/catalog/{category}"
        var category: String
    }

    /// The four matches, made as an app gets them: links matched against a table of the routes.
    static func matches() throws -> [RouteMatch] {
        let table = try RouteTable([
            RouteDefinition(CodableProduct.self, module: "Bench"),
            RouteDefinition(CodableSearch.self, module: "Bench"),
            RouteDefinition(CodableOrder.self, module: "Bench"),
            RouteDefinition(CodableCategory.self, module: "Bench"),
        ])
        let parser = LinkParser(policy: LinkPolicy())
        return try ["/catalog/shoes/products/42", "/search?q=boots&page=2", "/orders/12345", "/catalog/bags"].map {
            try table.match(parser.parse($0, source: .inApp))
        }
    }

    /// Decodes and hands the value to the black hole as its own type: boxing it (`AnyHashable`)
    /// would cost more than the decode.
    static func timeMacro(_ match: RouteMatch) {
        switch match.route {
        case MacroProduct.id: blackHole(try? match.decode(MacroProduct.self))
        case MacroSearch.id: blackHole(try? match.decode(MacroSearch.self))
        case MacroOrder.id: blackHole(try? match.decode(MacroOrder.self))
        default: blackHole(try? match.decode(MacroCategory.self))
        }
    }

    static func timeCodable(_ match: RouteMatch) {
        switch match.route {
        case CodableProduct.id: blackHole(try? match.decode(CodableProduct.self))
        case CodableSearch.id: blackHole(try? match.decode(CodableSearch.self))
        case CodableOrder.id: blackHole(try? match.decode(CodableOrder.self))
        default: blackHole(try? match.decode(CodableCategory.self))
        }
    }

    static func decodeMacro(_ match: RouteMatch) throws -> AnyHashable {
        switch match.route {
        case MacroProduct.id: try match.decode(MacroProduct.self)
        case MacroSearch.id: try match.decode(MacroSearch.self)
        case MacroOrder.id: try match.decode(MacroOrder.self)
        default: try match.decode(MacroCategory.self)
        }
    }

    static func decodeCodable(_ match: RouteMatch) throws -> AnyHashable {
        switch match.route {
        case CodableProduct.id: try match.decode(CodableProduct.self)
        case CodableSearch.id: try match.decode(CodableSearch.self)
        case CodableOrder.id: try match.decode(CodableOrder.self)
        default: try match.decode(CodableCategory.self)
        }
    }
}
