/// What ``DependencyContainer/validate(with:)`` found: every registration that failed to resolve, not only
/// the first, and the ones it could not try.
///
/// Thrown when anything failed, so that one line in a unit test checks the whole container:
///
/// ```swift
/// @Test("the app's container resolves every service")
/// func containerIsValid() throws {
///     try AppContainer.make().validate()
/// }
/// ```
public struct ValidationReport: Error, Sendable, CustomStringConvertible {
    /// A registration that failed to resolve.
    public struct Failure: Sendable, CustomStringConvertible {
        /// The registration's service.
        public let service: ServiceSignature
        /// Where it was registered.
        public let site: RegistrationSite
        /// Why it failed.
        public let error: ResolutionError

        /// One list item: the service, its site and the error, indented under it.
        public var description: String {
            "- \(service) (\(site)): " + error.description.split(separator: "\n").joined(separator: "\n  ")
        }
    }

    /// The registrations that were resolved, successfully or not, in the order they were tried: the order
    /// of registration, the ancestors' first.
    public var validated: [ServiceSignature] { tried.map(\.signature) }
    /// The registrations behind ``validated``, whose signatures are written when asked for.
    let tried: [Registration]
    /// The registrations that failed, in the order of their descriptions.
    public let failures: [Failure]
    /// Registrations that were not tried, in the order of their descriptions: those that need runtime
    /// arguments for which no sample was given, and, when validation runs off the main actor, those whose
    /// factories run on it.
    public let skipped: [ServiceSignature]

    /// Whether every registration that was tried resolved.
    package var isValid: Bool { failures.isEmpty }

    /// A summary line, one item per failure, and the registrations that were skipped.
    public var description: String {
        var lines: [String] = []
        if failures.isEmpty {
            lines.append("All \(tried.count) registrations resolve.")
        } else {
            lines.append("\(failures.count) of \(tried.count) registrations failed to resolve:")
            lines += failures.map(\.description)
        }
        if !skipped.isEmpty {
            lines.append(
                "Skipped \(skipped.count) that need runtime arguments (give samples to validate(with:)) "
                    + "or the main actor (validate there): "
                    + skipped.map(\.description).joined(separator: ", ")
            )
        }
        return lines.joined(separator: "\n")
    }
}

/// Sample runtime arguments that let ``DependencyContainer/validate(with:)`` try registrations whose
/// factories take arguments.
///
/// ```swift
/// var samples = ValidationArguments()
/// samples.add(ProductScreen.self, arguments: 42)
/// try container.validate(with: samples)
/// ```
public struct ValidationArguments {
    /// The tuple of each sample's arguments, by the registration it selects.
    var samples: [ServiceKey: Any] = [:]

    /// Creates an empty set of samples.
    public init() {}

    /// Adds sample arguments for one registration; their types select it, as in a resolve.
    ///
    /// - Parameters:
    ///   - type: The service type.
    ///   - name: The registration name, if any.
    ///   - arguments: Arguments to resolve the service with during validation.
    public mutating func add<Service, each Argument>(
        _ type: Service.Type,
        name: String? = nil,
        arguments: repeat each Argument
    ) {
        samples[ServiceKey(type, name: name, arguments: (repeat each Argument).self)] = (repeat each arguments)
    }
}

extension DependencyContainer {
    /// Resolves every registration once, in a throwaway copy of the container, and reports every failure:
    /// missing dependencies, cycles, factories that throw, weak scopes on value types.
    ///
    /// Factories run, so their side effects happen; the instances they make, singletons included, are
    /// discarded with the copy and never reach this container. Registrations that need runtime arguments
    /// are tried only when `samples` has arguments for them, and are listed in
    /// ``ValidationReport/skipped`` otherwise; so are registrations with main-actor factories when
    /// validation runs off the main actor (validate on the main actor to try them).
    ///
    /// - Parameter samples: Runtime arguments for registrations that take them.
    /// - Returns: The report, when every registration that was tried resolved.
    /// - Throws: The ``ValidationReport`` itself, when any registration failed.
    @discardableResult
    public func validate(
        with samples: ValidationArguments = ValidationArguments()
    ) throws(ValidationReport)
        -> ValidationReport
    {
        let copy = makeValidationCopy()
        var tried: [Registration] = []
        var failures: [ValidationReport.Failure] = []
        var skipped: [ServiceSignature] = []
        let onMainActor = MainActorCheck.isOnMainActor
        for entry in copy.entriesInRegistrationOrder {
            let registration = entry.registration
            let noArguments: Any? = registration.argumentTypes.isEmpty ? () : nil
            let sample = samples.samples[registration.key] ?? noArguments
            guard onMainActor || !registration.isMainActorBound, let sample else {
                skipped.append(registration.signature)
                continue
            }
            tried.append(registration)
            do {
                _ = try copy.instance(of: entry, arguments: sample, in: nil)
            } catch {
                failures.append(.init(service: registration.signature, site: registration.site, error: error))
            }
        }
        // Failures and skipped registrations in the order of their descriptions, each written once.
        let report = ValidationReport(
            tried: tried,
            failures: failures.map { ($0.service.description, $0.site.fileID, $0.site.line, $0) }
                .sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.map(\.3),
            skipped: skipped.map { ($0.description, $0) }.sorted { $0.0 < $1.0 }.map(\.1))
        guard report.isValid else { throw report }
        return report
    }

    /// The entries of the table in registration order, the ancestors' first; an entry a child overrides is
    /// in the child's place.
    var entriesInRegistrationOrder: [Entry] {
        let containers = Array(sequence(first: self, next: \.parent).reversed())
        return containers.flatMap { container in
            container.registrations.compactMap { registration in
                table[registration.key].flatMap { $0.registration === registration ? $0 : nil }
            }
        }
    }

    /// A container with the same registrations and ancestors, each with instances of its own.
    func makeValidationCopy() -> DependencyContainer {
        DependencyContainer(parent: parent?.makeValidationCopy(), registrations: registrations)
    }
}
