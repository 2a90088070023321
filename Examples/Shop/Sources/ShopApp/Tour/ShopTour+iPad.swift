import ShopRoutes
import Waypoint

/// The tour's step for the iPad: the same modules in a split view, collapsed to one stack on a
/// compact width and expanded again, and a help article that opens a window of its own.
extension ShopTour {
    /// Plays on a fresh iPad Shop; `phone`, the tour's Shop, stands for it when it cannot start.
    func iPadLayout(after phone: ShopApplication) async -> TourStepResult {
        var step = begin(13, "The iPad: categories in the sidebar, products in the detail column, a second window")
        let app: ShopApplication
        do {
            app = try ShopApplication(output: output, style: style, layout: .iPad)
        } catch {
            step.expect(false, "the iPad Shop to start; \(error)")
            return end(step, phone, shows: "the iPad Shop started")
        }
        app.printLine("note", "a fresh Shop on an iPad: its main window attaches")
        await app.attach()
        app.printState()

        let link = "https://shop.example.com/catalog/shoes/products/42"
        await open(link, .universalLink, in: app, recording: &step)
        let selected = app.manager.state.split
        step.expect(
            selected?.sidebar.map(\.route) == [.home, CategoryRoute.id]
                && selected?.detail.map(\.route) == [ProductRoute.id],
            "home › catalog.category in the sidebar, catalog.product in the detail column; got \(String(describing: selected))"
        )

        app.printEntry(.inApp, "a related product (the product screen's 'City sneaker')")
        let related = await app.manager.navigate(to: ProductRoute(category: "shoes", productId: 43))
        step.record(related)
        app.printOutcome(related)
        app.printState()
        let columns = app.manager.state.split

        resize(app, to: .compact, recording: &step)
        let collapsed = app.manager.state.split?.collapsedStack.map(\.route.rawValue) ?? []
        step.expect(
            collapsed == ["home", "catalog.category", "catalog.product", "catalog.product"],
            "one stack of four, the related product on top; got \(collapsed)")

        app.printEntry(.inApp, "back (the collapsed stack's back button)")
        let back = await app.back()
        step.record(back)
        app.printOutcome(back)
        app.printState()
        step.expect(
            app.manager.state.split?.collapsedStack.count == 3,
            "back to the first product; got \(app.manager.state.split?.collapsedStack.count ?? 0) entries")

        resize(app, to: .regular, recording: &step)
        step.expect(
            app.manager.state.split?.sidebar == columns?.sidebar
                && app.manager.state.split?.detail == columns.map { Array($0.detail.prefix(1)) },
            "the columns again, the sidebar's selection and the first product kept; got \(String(describing: app.manager.state.split))"
        )

        await open("shop://help/returns", .customScheme, in: app, recording: &step)
        step.expect(
            app.shopWindows.map(\.name) == ["main", "2"] && app.activeWindow?.name == "2"
                && app.manager.state.split?.detail.map(\.route) == [HelpArticleRoute.id],
            "the help article in a second window, in front; got \(app.shopWindows.map(\.name))")
        step.expect(
            app.window(named: "main")?.manager.state.split?.detail.map(\.route) == [ProductRoute.id],
            "the main window to keep its product")
        return end(step, app, shows: "one state for both widths; a link to help opened a window of its own")
    }

    private func open(
        _ link: String, _ source: LinkSource, in app: ShopApplication, recording step: inout TourStepRecorder
    ) async {
        app.printEntry(source, link)
        let outcome = await app.open(link)
        step.record(outcome)
        app.printOutcome(outcome)
        app.printState()
    }

    private func resize(
        _ app: ShopApplication, to sizeClass: HorizontalSizeClass, recording step: inout TourStepRecorder
    ) {
        do {
            try app.changeSizeClass(to: sizeClass)
        } catch {
            step.expect(false, "the size class to be taken; \(error)")
        }
        app.printState()
        step.expect(app.manager.state.split?.sizeClass == sizeClass, "the split to show \(sizeClass) width")
    }
}
