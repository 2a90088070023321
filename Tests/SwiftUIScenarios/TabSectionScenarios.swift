import Foundation
import SwiftUI
import Waypoint

/// The shop's tabs grouped in sections (iOS 18's sidebar-adaptable tabs): the basket and the
/// account in a "You" section, the shop at the top level. Sections are presentation only: the
/// tabs, their order and the selection stay the state's.
@MainActor
enum TabSectionScenarios {
    static func section(of tab: TabID) -> String? {
        tab == "shop" ? nil : "You"
    }

    /// The style SwiftUI records on the iOS 18 path; before iOS 18 sections are ignored.
    static var sectionedStyle: String? {
        ProcessInfo.processInfo.environment["SWIFTUI_ADAPTER_PATH"] == "ios18" ? "SidebarAdaptableTabViewStyle" : nil
    }

    static let all: [Scenario] = [
        Scenario(name: "tab sections: a sidebar-adaptable tab view whose taps and links select the state's tab") {
            check in
            let app = try await ShopApp(tabSection: section(of:))
            check.atRest(app, "launched")
            let style = SwiftUISimulation.snapshot(of: app.host).tabViewStyle
            check.expect(style == sectionedStyle, "the tab view style is \(style ?? "the default")")
            check.expect(SwiftUISimulation.User.tapTab(at: 2), "the account tab, in a section, can be tapped")
            await Driver.settle()
            check.atRest(app, "after the tap")
            check.expect(app.manager.state.selectedTab == "account", "the account tab is selected")
            await Scenarios.open(app, "shop://basket/items/3")
            check.atRest(app, "after a link into the basket")
            check.expect(app.manager.state.selectedTab == "basket", "the basket tab is selected")
            await Scenarios.open(app, "shop://catalog/shoes/products/42")
            check.atRest(app, "after a link into the top-level shop tab")
            check.expect(app.manager.state.selectedTab == "shop", "the shop tab is selected")
            check.expect(
                app.manager.state.tabs.map(\.id) == ["shop", "basket", "account"], "the state's tab order is kept")
        },
        Scenario(name: "tab sections: without sections the tab view keeps the default style") { check in
            let app = try await ShopApp()
            check.atRest(app, "launched")
            let style = SwiftUISimulation.snapshot(of: app.host).tabViewStyle
            check.expect(style == nil, "the tab view style is \(style ?? "the default")")
        },
    ]
}
