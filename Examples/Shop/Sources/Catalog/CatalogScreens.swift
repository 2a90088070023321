import ShopRoutes
import Waypoint

/// The catalog's screens, built from typed routes and the catalog data.
enum CatalogScreens {
    static func home(catalog: CatalogData) -> ShopScreen {
        ShopScreen(
            route: .home, title: "Waypoint Shop", lines: ["categories: " + catalog.categories.joined(separator: ", ")])
    }

    static func category(_ route: CategoryRoute, catalog: CatalogData) -> ShopScreen {
        let products = catalog.products(in: route.category)
        let lines =
            products.isEmpty
            ? ["nothing in '\(route.category)' yet"]
            : products.map { "#\($0.id) \($0.name) \($0.price)" }
        return ShopScreen(
            route: CategoryRoute.id, title: route.category.prefix(1).uppercased() + route.category.dropFirst(),
            lines: lines)
    }

    static func product(_ route: ProductRoute, catalog: CatalogData) throws(CatalogError) -> ShopScreen {
        guard let product = catalog.product(route.productId), product.category == route.category else {
            throw CatalogError(productId: route.productId, category: route.category)
        }
        return ShopScreen(
            route: ProductRoute.id, title: product.name, lines: [product.category, "#\(product.id)", product.price])
    }

    static func search(_ route: SearchRoute, catalog: CatalogData) -> ShopScreen {
        let pageSize = 2
        let page = max(1, route.page ?? 1)
        let found = catalog.search(route.q)
        let shown = found.dropFirst((page - 1) * pageSize).prefix(pageSize)
        let pages = max(1, (found.count + pageSize - 1) / pageSize)
        return ShopScreen(
            route: SearchRoute.id, title: "Search '\(route.q)'",
            lines: ["\(found.count) found, page \(page) of \(pages)"] + shown.map { "#\($0.id) \($0.name)" })
    }

    static func promo(_ route: PromoRoute) -> ShopScreen {
        ShopScreen(route: PromoRoute.id, title: "Campaign \(route.code)", lines: ["10% off everything this week"])
    }
}

/// A product link that names a product the catalog does not sell, or puts it in the wrong
/// category: the screen cannot be built, and the navigation outcome says so.
struct CatalogError: Error, CustomStringConvertible {
    let productId: Int
    let category: String

    var description: String { "the catalog has no product #\(productId) in '\(category)'" }
}
