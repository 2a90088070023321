import Waypoint

// What `@Route` generates for four of the Shop's routes, written out: each struct is declared as
// `@Route(<pattern>, id: <id>) struct … { … }`, and `RouteMacroBenchmarkTests` checks that the
// macro's expansion of that declaration is exactly the extension below it.

struct MacroProduct {
    var category: String
    var productId: Int
}

extension MacroProduct: WaypointRouting.Route {
    static let id: WaypointRouting.RouteID = "catalog.product"
    static let pattern = "/catalog/{category}/products/{productId: int}"

    init(routeParameters reader: WaypointRouting.RouteParameterReader) throws(WaypointRouting.LinkRejection) {
        self.category = try reader.value("category", .init())
        self.productId = try reader.value("productId", .init())
    }

    func writeParameters(to writer: inout WaypointRouting.RouteParameterWriter) throws(WaypointRouting.LinkRejection) {
        try writer.write("category", self.category, .init())
        try writer.write("productId", self.productId, .init())
    }
}

struct MacroSearch {
    var q: String
    var page: Int?
}

extension MacroSearch: WaypointRouting.Route {
    static let id: WaypointRouting.RouteID = "catalog.search"
    static let pattern = "/search"

    init(routeParameters reader: WaypointRouting.RouteParameterReader) throws(WaypointRouting.LinkRejection) {
        self.q = try reader.value("q", .init())
        self.page = try reader.optionalValue("page", .init())
    }

    func writeParameters(to writer: inout WaypointRouting.RouteParameterWriter) throws(WaypointRouting.LinkRejection) {
        try writer.write("q", self.q, .init())
        try writer.write("page", self.page, .init())
    }
}

struct MacroOrder {
    var orderId: Int
}

extension MacroOrder: WaypointRouting.Route {
    static let id: WaypointRouting.RouteID = "orders.detail"
    static let pattern = "/orders/{orderId: int}"

    init(routeParameters reader: WaypointRouting.RouteParameterReader) throws(WaypointRouting.LinkRejection) {
        self.orderId = try reader.value("orderId", .init())
    }

    func writeParameters(to writer: inout WaypointRouting.RouteParameterWriter) throws(WaypointRouting.LinkRejection) {
        try writer.write("orderId", self.orderId, .init())
    }
}

struct MacroCategory {
    var category: String
}

extension MacroCategory: WaypointRouting.Route {
    static let id: WaypointRouting.RouteID = "catalog.category"
    static let pattern = "/catalog/{category}"

    init(routeParameters reader: WaypointRouting.RouteParameterReader) throws(WaypointRouting.LinkRejection) {
        self.category = try reader.value("category", .init())
    }

    func writeParameters(to writer: inout WaypointRouting.RouteParameterWriter) throws(WaypointRouting.LinkRejection) {
        try writer.write("category", self.category, .init())
    }
}
