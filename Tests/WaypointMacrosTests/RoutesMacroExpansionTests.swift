import Testing

@Suite("@Routes expansion")
struct RoutesMacroExpansionTests {
    @Test("a public enum gets a public conformance that reads and writes each associated value directly")
    func appRoute() {
        assertRouteExpansion(
            """
            @Routes
            public enum AppRoute {
                @Path("/a/{id: int}") case a(id: Int)
                @Path("/search", id: "catalog.search") case search(q: String?, tags: [String], sort: Sort?)
                @Path("/home") case home
            }
            """,
            expandedSource: """
                public enum AppRoute {
                    case a(id: Int)
                    case search(q: String?, tags: [String], sort: Sort?)
                    case home
                }

                extension AppRoute: WaypointRouting.RouteEnum {
                    public static let patterns: [String: String] = [
                        "a": "/a/{id: int}",
                        "catalog.search": "/search",
                        "home": "/home",
                    ]

                    public static let queryParameters: [String: [WaypointRouting.QueryParameter]] = [
                        "a": [],
                        "catalog.search": [.typed("q", String.self, isRequired: false, isRepeated: false), .typed("tags", String.self, isRequired: false, isRepeated: true), .typed("sort", Sort.self, isRequired: false, isRepeated: false)],
                        "home": [],
                    ]

                    public var routeID: WaypointRouting.RouteID {
                        switch self {
                        case .a:
                            "a"
                        case .search:
                            "catalog.search"
                        case .home:
                            "home"
                        }
                    }

                    public init(route: WaypointRouting.RouteID, routeParameters reader: WaypointRouting.RouteParameterReader) throws(WaypointRouting.LinkRejection) {
                        switch route.rawValue {
                        case "a":
                            self = try .a(id: reader.value("id", .init()))
                        case "catalog.search":
                            self = try .search(q: reader.optionalValue("q", .init()), tags: reader.values("tags", .init()), sort: reader.optionalValue("sort", .init()))
                        case "home":
                            self = .home
                        default:
                            throw WaypointRouting.LinkRejection(
                                .notFound, "\\(Self.self) has no case '\\(route)'", route: route)
                        }
                    }

                    public func writeParameters(to writer: inout WaypointRouting.RouteParameterWriter) throws(WaypointRouting.LinkRejection) -> WaypointRouting.RouteID {
                        switch self {
                        case .a(let id):
                            try writer.write("id", id, .init())
                        case .search(let q, let tags, let sort):
                            try writer.write("q", q, .init())
                            try writer.writeValues("tags", tags, .init())
                            try writer.write("sort", sort, .init())
                        case .home:
                            break
                        }
                        return routeID
                    }
                }
                """)
    }

    @Test("a private enum gets fileprivate members; a path placeholder is not a query declaration")
    func privateEnum() {
        assertRouteExpansion(
            """
            @Routes
            private enum Help {
                @Path("/help/{path…}") case article(path: String, lang: [Int]?)
            }
            """,
            expandedSource: """
                private enum Help {
                    case article(path: String, lang: [Int]?)
                }

                extension Help: WaypointRouting.RouteEnum {
                    fileprivate static let patterns: [String: String] = [
                        "article": "/help/{path…}",
                    ]

                    fileprivate static let queryParameters: [String: [WaypointRouting.QueryParameter]] = [
                        "article": [.typed("lang", Int.self, isRequired: false, isRepeated: true)],
                    ]

                    fileprivate var routeID: WaypointRouting.RouteID {
                        switch self {
                        case .article:
                            "article"
                        }
                    }

                    fileprivate init(route: WaypointRouting.RouteID, routeParameters reader: WaypointRouting.RouteParameterReader) throws(WaypointRouting.LinkRejection) {
                        switch route.rawValue {
                        case "article":
                            self = try .article(path: reader.value("path", .init()), lang: reader.optionalValues("lang", .init()))
                        default:
                            throw WaypointRouting.LinkRejection(
                                .notFound, "\\(Self.self) has no case '\\(route)'", route: route)
                        }
                    }

                    fileprivate func writeParameters(to writer: inout WaypointRouting.RouteParameterWriter) throws(WaypointRouting.LinkRejection) -> WaypointRouting.RouteID {
                        switch self {
                        case .article(let path, let lang):
                            try writer.write("path", path, .init())
                            try writer.writeValues("lang", lang, .init())
                        }
                        return routeID
                    }
                }
                """)
    }
}
