import Foundation

/// The navigation `nav.open` does, written by hand as the design documents' `NavigationManager`
/// does it: a `switch` over the link's path, two guard checks, a stack of screens in an array.
/// No table, no typed decoding, no reducer or planner, no queue, no outcome: the floor `nav.open`
/// is measured against (`nav.open.direct`).
@MainActor
final class DirectNavigator {
    private(set) var stack: [String] = ["home"]
    private let host = "shop.example.com"
    private let isAvailable: @MainActor (Int) -> Bool = { _ in true }
    private let isAllowed: @MainActor (String) -> Bool = { _ in true }

    /// Opens a link: `https://shop.example.com/catalog/{category}/products/{id}` pushes the category
    /// and the product over home; `/` pops back to home. Returns whether the link was handled.
    func open(_ link: String) async -> Bool {
        guard let url = URL(string: link) else { return false }
        if url.scheme == "https", url.host != host { return false }
        let parts = url.path.split(separator: "/").map(String.init)
        guard isAllowed(url.path) else { return false }
        switch parts.count {
        case 0:
            stack.removeSubrange(1...)
            return true
        case 4 where parts[0] == "catalog" && parts[2] == "products":
            guard let id = Int(parts[3]), isAvailable(id) else { return false }
            stack.append("category \(parts[1])")
            stack.append("product \(id)")
            return true
        default:
            return false
        }
    }
}
