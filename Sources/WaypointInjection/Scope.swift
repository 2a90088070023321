/// How long a resolved instance lives and who shares it.
///
/// Pass a scope when registering a service without runtime arguments; services that take runtime
/// arguments are always ``transient``.
///
/// ```swift
/// let container = try DependencyContainer { services in
///     services.register(Clock.self, scope: .singleton) { _ in SystemClock() }
///     services.register(ImageCache.self, scope: .weak) { _ in ImageCache() }
///     services.register(UnitOfWork.self, scope: .graph) { _ in UnitOfWork() }
///     services.register(CheckoutViewModel.self) { resolver in     // .transient
///         CheckoutViewModel(work: try resolver.resolve(), clock: try resolver.resolve())
///     }
/// }
/// ```
public enum Scope: String, CaseIterable, Hashable, Sendable {
    /// A new instance for every resolve. The default.
    ///
    /// ```swift
    /// services.register(CheckoutViewModel.self) { _ in CheckoutViewModel() }
    /// let first = try container.resolve(CheckoutViewModel.self)
    /// let second = try container.resolve(CheckoutViewModel.self)   // first !== second
    /// ```
    case transient

    /// One instance per container: the first one made, kept by the container that registered it — what a
    /// `DIContainer` does for every registration. Created on first use, exactly once even when many
    /// threads ask at the same time. A child container that resolves its parent's singleton gets the
    /// parent's instance; the factory resolves its own dependencies from the registering container, so
    /// the shared instance never depends on which child asked first.
    ///
    /// A singleton is shared between every thread that resolves it: make it `Sendable` (or isolate it to
    /// an actor such as the main actor).
    ///
    /// ```swift
    /// services.register(APIClient.self, scope: .singleton) { _ in URLSessionAPIClient() }
    /// try container.resolve(APIClient.self) === child.resolve(APIClient.self)   // true
    /// ```
    case singleton

    /// Shared while someone holds it: the container keeps only a weak reference, and once every holder has
    /// released the instance the next resolve creates a new one. The instance must be a class instance;
    /// resolving a value type registered as weak throws ``ResolutionError/Code/weakScopeRequiresClass``.
    ///
    /// ```swift
    /// services.register(PlayerSession.self, scope: .weak) { _ in PlayerSession() }
    /// var screen: PlayerSession? = try container.resolve(PlayerSession.self)
    /// let sameOne = try container.resolve(PlayerSession.self)   // sameOne === screen
    /// screen = nil                                              // (and sameOne released too)
    /// let fresh = try container.resolve(PlayerSession.self)     // a new instance
    /// ```
    case weak

    /// Shared within one top-level resolve, new for the next one. When `CheckoutViewModel` depends on
    /// `BasketStore` and on `PaymentStore`, and both depend on a graph-scoped `UnitOfWork`, the two stores
    /// get the same `UnitOfWork`; the next `resolve(CheckoutViewModel.self)` builds a new one.
    ///
    /// ```swift
    /// services.register(UnitOfWork.self, scope: .graph) { _ in UnitOfWork() }
    /// let model = try container.resolve(CheckoutViewModel.self)
    /// model.basket.work === model.payment.work                  // true
    /// ```
    case graph
}
