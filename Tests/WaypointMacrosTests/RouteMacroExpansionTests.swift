import Testing

@Suite("@Route expansion")
struct RouteMacroExpansionTests {
    @Test("a public struct gets a public conformance that reads and writes each property directly")
    func productRoute() {
        assertRouteExpansion(
            """
            @Route("/catalog/{category}/products/{productId: int}", id: "catalog.product")
            public struct ProductRoute {
                public var category: String
                public var productId: Int
                public var ref: String?
                public var tags: [String]
                var sort: Sort?
                var scopes: [Scope]?
                static let shared = 1
                var label: String { category }
            }
            """,
            expandedSource: """
                public struct ProductRoute {
                    public var category: String
                    public var productId: Int
                    public var ref: String?
                    public var tags: [String]
                    var sort: Sort?
                    var scopes: [Scope]?
                    static let shared = 1
                    var label: String { category }
                }

                extension ProductRoute: WaypointRouting.Route {
                    public static let id: WaypointRouting.RouteID = "catalog.product"
                    public static let pattern = "/catalog/{category}/products/{productId: int}"

                    public init(routeParameters reader: WaypointRouting.RouteParameterReader) throws(WaypointRouting.LinkRejection) {
                        self.category = try reader.value("category", .init())
                        self.productId = try reader.value("productId", .init())
                        self.ref = try reader.optionalValue("ref", .init())
                        self.tags = try reader.values("tags", .init())
                        self.sort = try reader.optionalValue("sort", .init())
                        self.scopes = try reader.optionalValues("scopes", .init())
                    }

                    public func writeParameters(to writer: inout WaypointRouting.RouteParameterWriter) throws(WaypointRouting.LinkRejection) {
                        try writer.write("category", self.category, .init())
                        try writer.write("productId", self.productId, .init())
                        try writer.write("ref", self.ref, .init())
                        try writer.writeValues("tags", self.tags, .init())
                        try writer.write("sort", self.sort, .init())
                        try writer.writeValues("scopes", self.scopes, .init())
                    }
                }
                """)
    }

    @Test("an internal struct with a catch-all, a scope and no properties beyond it gets internal members")
    func internalCatchAll() {
        assertRouteExpansion(
            """
            @Route("shop://help/{path…}", id: "help.article")
            struct HelpArticleRoute {
                var path: String
            }
            """,
            expandedSource: """
                struct HelpArticleRoute {
                    var path: String
                }

                extension HelpArticleRoute: WaypointRouting.Route {
                    static let id: WaypointRouting.RouteID = "help.article"
                    static let pattern = "shop://help/{path…}"

                    init(routeParameters reader: WaypointRouting.RouteParameterReader) throws(WaypointRouting.LinkRejection) {
                        self.path = try reader.value("path", .init())
                    }

                    func writeParameters(to writer: inout WaypointRouting.RouteParameterWriter) throws(WaypointRouting.LinkRejection) {
                        try writer.write("path", self.path, .init())
                    }
                }
                """)
    }

    @Test("an app's own parameter type is accepted when listed, on any property type")
    func customParameterType() {
        assertRouteExpansion(
            """
            @Route("/p/{code: sku}", id: "product.sku", parameterTypes: ["sku"])
            private struct SKURoute {
                var code: String
            }
            """,
            expandedSource: """
                private struct SKURoute {
                    var code: String
                }

                extension SKURoute: WaypointRouting.Route {
                    fileprivate static let id: WaypointRouting.RouteID = "product.sku"
                    fileprivate static let pattern = "/p/{code: sku}"

                    fileprivate init(routeParameters reader: WaypointRouting.RouteParameterReader) throws(WaypointRouting.LinkRejection) {
                        self.code = try reader.value("code", .init())
                    }

                    fileprivate func writeParameters(to writer: inout WaypointRouting.RouteParameterWriter) throws(WaypointRouting.LinkRejection) {
                        try writer.write("code", self.code, .init())
                    }
                }
                """)
    }
}
