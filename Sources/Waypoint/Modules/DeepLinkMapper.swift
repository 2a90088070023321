/// A hand-written `switch` over paths that builds screens: the design documents' mapper, kept as
/// the screen source of the routes it knows while an app moves to screen factories.
///
/// ```swift
/// final class FeatureDeepLinkMapper: DeepLinkMapper {
///     func map(_ descriptor: DeepLinkDescriptor) -> UIViewController? {
///         switch descriptor.path {
///         case "/profile/details": ProfileDetailsViewController(userId: descriptor.parameters["userId"])
///         default: nil
///         }
///     }
/// }
///
/// screens.register(["profile.details", "legacy"], mapper: FeatureDeepLinkMapper())
/// ```
///
/// The mapper receives the matched entry's descriptor: its path, its parameters (those an in-app
/// request adds beyond the route's own included) and its presentation. To make it the fallback for
/// links no other route matches, give it a catch-all route (`/{path...}`), which matches last.
@MainActor
public protocol DeepLinkMapper<Screen>: Sendable {
    /// The screens the mapper builds.
    associatedtype Screen
    /// The screen for a descriptor, or `nil` when the mapper has none: the request is then
    /// refused with `screenUnavailable`, naming the mapper and the path.
    func map(_ descriptor: DeepLinkDescriptor) -> Screen?
}

extension DeepLinkMapper {
    /// The screen for a descriptor, or an error naming the mapper and the path.
    func screen(for descriptor: DeepLinkDescriptor) throws(MapperDeclined) -> Screen {
        guard let screen = map(descriptor) else {
            throw MapperDeclined(mapper: String(describing: Self.self), path: descriptor.path)
        }
        return screen
    }
}

/// A mapper that had no screen for a descriptor.
struct MapperDeclined: Error, CustomStringConvertible {
    let mapper: String
    let path: String
    var description: String { "\(mapper) maps no screen for '\(path)'" }
}
