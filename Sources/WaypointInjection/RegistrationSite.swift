/// Where a service was registered: the module that registered it and the source location of the call.
///
/// Sites make duplicate registrations and failing factories easy to find:
/// `module Basket at Basket/BasketServices.swift:14`.
///
/// ```swift
/// do { try DependencyContainer(module: "Basket") { registerBasketServices(in: &$0) } } catch {
///     if case .duplicateRegistration(_, let first, _) = error { print(first) }   // Basket/Services.swift:12
/// }
/// ```
public struct RegistrationSite: Hashable, Sendable, CustomStringConvertible {
    /// The name of the feature module that registered the service, or `nil` when the app registered it
    /// directly. Plain text because the container stands alone: it knows no modules, and its product
    /// does not depend on the router's, where `ModuleID` lives; an app assembly passes the module's
    /// `ModuleID.rawValue`.
    public let module: String?
    /// The `#fileID` of the registering call, such as `Basket/BasketServices.swift`.
    public let fileID: String
    /// The line of the registering call.
    public let line: Int

    /// Creates a site.
    package init(module: String?, fileID: String, line: Int) {
        self.module = module
        self.fileID = fileID
        self.line = line
    }

    /// The site as messages show it: `module Basket at Basket/Services.swift:14`, or only the location.
    public var description: String {
        let location = "\(fileID):\(line)"
        guard let module else { return location }
        return "module \(module) at \(location)"
    }
}
