import SwiftUI
import Waypoint

/// The shop as an iPad app whose root is a split view: home and the categories in the sidebar,
/// products and their reviews in the detail column, the login sheet over them.
@MainActor
enum SplitScenarios {
    static let routes: [RouteDefinition] =
        ShopApp.routes.map { route in
            var route = route
            switch route.id {
            case "home": route.column = .sidebar
            case "catalog.category":
                route = RouteDefinition(
                    "catalog.category", pattern: "/catalog/{category}", module: "Catalog", parent: "home")
                route.column = .sidebar
            case "catalog.product": route.column = .detail
            default: break
            }
            return route
        } + [reviews]

    static var reviews: RouteDefinition {
        var reviews = RouteDefinition(
            "catalog.reviews", pattern: "/catalog/{category}/products/{productId: int}/reviews", module: "Catalog",
            parent: "catalog.product")
        reviews.column = .detail
        return reviews
    }

    static var configuration: NavigationConfiguration {
        var configuration = NavigationConfiguration()
        configuration.useSplitView(sidebar: "home")
        return configuration
    }

    /// What the NavigationSplitView shows for a split: every column's stack (an empty column shows
    /// no stack); collapsed, only the focused column is visible (the model shows the preferred
    /// compact column alone, without the columns before it beneath).
    static func expectedRoot(of split: SplitRoot) -> SwiftUISimulation.Snapshot.Root {
        let names: [SplitColumn: String] = [.sidebar: "sidebar", .supplementary: "content", .detail: "detail"]
        var columns: [String: SwiftUISimulation.Snapshot.Stack?] = [:]
        for column in split.columns {
            let entries = split.stack(column) ?? []
            columns[names[column] ?? ""] = .some(entries.isEmpty ? nil : ShopApp.stack(entries))
        }
        let visible = split.isCollapsed ? [names[split.focusedColumn] ?? ""] : split.columns.compactMap { names[$0] }
        return .split(
            collapsed: split.isCollapsed, columns: columns, visible: visible, style: "AutomaticNavigationSplitViewStyle"
        )
    }

    static func routes(of column: SplitColumn, in app: ShopApp) -> [String] {
        (app.manager.state.split?.stack(column) ?? []).map(\.route.rawValue)
    }

    static func columnRoutes(_ app: ShopApp) -> [[String]] {
        (app.manager.state.split?.columns ?? []).map { routes(of: $0, in: app) }
    }

    static func resize(_ app: ShopApp, to sizeClass: UserInterfaceSizeClass) async {
        app.host.horizontalSizeClass = sizeClass
        await Driver.settle()
    }

    static let all: [Scenario] = [
        Scenario(name: "split: cold-start deep link into the detail column selects its category in the sidebar") {
            check in
            let app = try await ShopApp(splitView: true, compactWidth: false)
            await Scenarios.open(app, "shop://catalog/shoes/products/42")
            check.atRest(app, "after the link")
            check.expect(
                routes(of: .sidebar, in: app) == ["home", "catalog.category"], "sidebar: \(columnRoutes(app))")
            check.expect(routes(of: .detail, in: app) == ["catalog.product"], "detail: \(columnRoutes(app))")
        },
        Scenario(name: "split: a link to a sidebar route updates the selection") { check in
            let app = try await ShopApp(splitView: true, compactWidth: false)
            await Scenarios.open(app, "shop://catalog/shoes/products/42")
            await Scenarios.open(app, "shop://catalog/hats")
            check.atRest(app, "after the sidebar link")
            check.expect(routes(of: .sidebar, in: app).last == "catalog.category", "sidebar: \(columnRoutes(app))")
            check.expect(routes(of: .detail, in: app).isEmpty, "the detail emptied: \(columnRoutes(app))")
        },
        Scenario(name: "split: a link to a sidebar route shows the sidebar the user hid") { check in
            let app = try await ShopApp(splitView: true, compactWidth: false)
            await Scenarios.open(app, "shop://catalog/shoes/products/42")
            check.expect(SwiftUISimulation.User.setColumnVisibility(.detailOnly), "the user hides the sidebar")
            await Driver.settle()
            check.hazardFree("the sidebar hidden")
            await Scenarios.open(app, "shop://catalog/hats")
            check.atRest(app, "the sidebar shown again")
        },
        Scenario(name: "split: collapse with a detail stack, then expand, loses nothing") { check in
            let app = try await ShopApp(splitView: true, compactWidth: false)
            await Scenarios.open(app, "shop://catalog/shoes/products/42/reviews")
            check.atRest(app, "side by side")
            let columns = columnRoutes(app)
            await resize(app, to: .compact)
            check.atRest(app, "collapsed")
            check.expect(app.manager.state.split?.isCollapsed == true, "the collapse is reported")
            await resize(app, to: .regular)
            check.atRest(app, "expanded")
            check.expect(app.manager.state.split?.isCollapsed == false, "the expansion is reported")
            check.expect(columnRoutes(app) == columns, "the columns are what they were: \(columnRoutes(app))")
        },
        Scenario(name: "split: back in the collapsed stack, within the detail and then to the sidebar") { check in
            let app = try await ShopApp(splitView: true)
            await Scenarios.open(app, "shop://catalog/shoes/products/42/reviews")
            check.atRest(app, "collapsed, reviews on top")
            check.expect(SwiftUISimulation.User.backSwipe(completing: true), "the back swipe begins")
            await Driver.settle()
            check.atRest(app, "back to the product")
            check.expect(routes(of: .detail, in: app) == ["catalog.product"], "detail: \(columnRoutes(app))")
            check.expect(SwiftUISimulation.User.showCompactColumn(.sidebar), "the back button to the sidebar")
            await Driver.settle()
            check.atRest(app, "back to the sidebar")
            check.expect(routes(of: .detail, in: app).isEmpty, "the detail emptied: \(columnRoutes(app))")
            await resize(app, to: .regular)
            check.atRest(app, "expanded, nothing in the detail")
        },
        Scenario(name: "split: a sheet over the split view, swiped away") { check in
            let app = try await ShopApp(splitView: true, compactWidth: false)
            await Scenarios.open(app, "shop://catalog/shoes/products/42")
            await Scenarios.open(app, "shop://login")
            check.atRest(app, "the sheet over the split")
            check.expect(app.manager.state.modalLayers.count == 1, "one sheet")
            check.expect(SwiftUISimulation.User.swipeDownSheet(completing: true), "the swipe begins")
            await Driver.settle()
            check.atRest(app, "the sheet swiped away")
            check.expect(app.manager.state.modalLayers.isEmpty, "no sheet")
        },
        Scenario(name: "split: a saved split is restored into its columns") { check in
            let first = try await ShopApp(splitView: true, compactWidth: false)
            await Scenarios.open(first, "shop://catalog/shoes/products/42/reviews")
            check.atRest(first, "before saving")
            let saved = first.manager.state
            fresh(Options([]))
            let app = try await ShopApp(restoring: saved, splitView: true)
            check.atRest(app, "restored in a compact window")
            check.expect(
                app.manager.state.split?.entries.map(\.route) == saved.split?.entries.map(\.route),
                "restored: \(columnRoutes(app))")
            await resize(app, to: .regular)
            check.atRest(app, "restored, expanded")
        },
    ]
}
