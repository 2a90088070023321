/// The compiled, immutable set of routes from all feature modules.
///
/// Build it once from every module's routes; it refuses duplicates, ambiguous overlaps,
/// unknown parents and types, all at once, naming the routes and their modules. Matching is a
/// walk down a segment trie: its cost grows with the length of the link, not with the number
/// of routes.
///
/// ```swift
/// let table = try RouteTable([
///     RouteDefinition("catalog.category", pattern: "/catalog/{category}", module: "Catalog"),
///     RouteDefinition("catalog.product", pattern: "/catalog/{category}/products/{productId: int}",
///                     module: "Catalog", parent: "catalog.category"),
/// ])
/// let parser = LinkParser(policy: LinkPolicy(customSchemes: ["shop"]))
/// let match = try table.match(parser.parse("shop://catalog/shoes/products/42", source: .customScheme))
/// match.route                     // catalog.product
/// match.parameters["productId"]   // "42"
/// ```
public struct RouteTable: Sendable {
    /// Every route, sorted by id.
    public let routes: [RouteDefinition]
    let compiled: [CompiledRoute]
    let trie: RouteTrie
    /// Whether the table was built to ignore case (its patterns' texts do not say so).
    let ignoresCase: Bool
    /// Every route's path as a template to fill: a match made from a route's values, a parent's made
    /// from its child's, a link printed by id and the manifest read it rather than the pattern's text.
    /// Values given as text meet the placeholders' types, custom ones too, as a link's segments do.
    let templates: LinkTemplates

    /// Builds a table.
    ///
    /// - Parameters:
    ///   - routes: The routes of every module.
    ///   - parameterTypes: Custom parameter types used by the patterns, besides the built-in ones.
    ///   - caseInsensitive: Whether every pattern's literal segments match regardless of ASCII case,
    ///     as if each pattern began with `(?i)` (see <doc:RoutePatterns>); placeholders keep their case.
    /// - Throws: ``RouteTableError`` listing every problem found.
    public init(
        _ routes: [RouteDefinition], parameterTypes: [ParameterType] = [], caseInsensitive: Bool = false
    ) throws(RouteTableError) {
        var compiler = RouteCompiler(routes: routes, customTypes: parameterTypes)
        compiler.ignoresCase = caseInsensitive
        let result = try compiler.compile()
        self.routes = result.routes
        self.compiled = result.compiled
        self.trie = result.trie
        self.ignoresCase = caseInsensitive
        self.templates = result.templates
    }

    /// The route with this id.
    public func route(_ id: RouteID) -> RouteDefinition? {
        routes.index(ofSorted: id).map { routes[$0] }
    }

    /// Where a match's route is in ``routes``: the match's own position when this table made it, the
    /// route looked up by id otherwise.
    package func position(of match: RouteMatch) -> Int? {
        if let position = match.position, routes.indices.contains(position), routes[position].id == match.route {
            return position
        }
        return routes.index(ofSorted: match.route)
    }

    /// The chain of parents of a route, root first, without the route itself.
    package func parents(of id: RouteID) -> [RouteDefinition] {
        route(id).map(parents(of:)) ?? []
    }

    /// The chain of parents of a route already looked up, root first.
    package func parents(of route: RouteDefinition) -> [RouteDefinition] {
        var chain: [RouteDefinition] = []
        var next = route.parent
        // Parent cycles are refused when the table is built; the bound is a second line of defence.
        while let parentID = next, let parent = self.route(parentID), chain.count < routes.count {
            chain.append(parent)
            next = parent.parent
        }
        chain.reverse()
        return chain
    }

    /// Matches a checked link.
    ///
    /// The path selects the route (see <doc:RoutePatterns> for precedence); then the route's rules
    /// apply: its allowed sources, the query items it declines, and its declared query parameters.
    ///
    /// - Returns: The route and its decoded parameters.
    /// - Throws: ``LinkRejection`` — `notFound`, `sourceNotAllowed`, `declinedByRoute` (the link carries
    ///   a query item the route declines), `encodedSeparator` (a segment a
    ///   catch-all captures holds a decoded `/` or `\`), `missingParameter`, `invalidParameter` or
    ///   `duplicateParameter`.
    public func match(_ link: Link) throws(LinkRejection) -> RouteMatch {
        guard let (index, canonical) = trie.lookup(link.segments, scheme: link.scheme, host: link.host) else {
            throw LinkRejection(.notFound, "no route matches '\(link.path)'")
        }
        guard compiled[index].accepts(source: link.source) else {
            throw sourceNotAllowed(routes[index], source: link.source)
        }
        let declarations = routes[index].declarations
        if let declined = declarations?.declining(link, route: compiled[index].id) { throw declined }
        return RouteMatch(
            route: compiled[index].id,
            parameters: try compiled[index].parameters(in: link, canonical: canonical, declarations: declarations),
            link: link, position: index)
    }

    private func sourceNotAllowed(_ definition: RouteDefinition, source: LinkSource) -> LinkRejection {
        let allowed = LinkSource.allCases.filter(definition.sources.contains).map(\.rawValue)
        return LinkRejection(
            .sourceNotAllowed,
            "route '\(definition.id)' does not accept \(source) links; it accepts: "
                + (allowed.isEmpty ? "none" : allowed.joined(separator: ", ")), route: definition.id)
    }

    /// Matches a descriptor: its path is parsed like an in-app link (percent-encoding,
    /// dot segments and size caps are checked) and its parameters act as query items.
    ///
    /// - Throws: ``LinkRejection``, as for ``match(_:)-(Link)`` and for a malformed path.
    public func match(_ descriptor: DeepLinkDescriptor) throws(LinkRejection) -> RouteMatch {
        try match(descriptor.link())
    }

    /// Matches a descriptor made from a match of `route`, as a screen's or a saved entry's is. A
    /// descriptor keeps no scheme or host, so a route scoped to one (`shop://only`,
    /// `https://shop.example.com/landing`) gets its own scope back; otherwise it could not be
    /// matched again, or an unscoped route with the same path would be matched instead.
    package func rematch(_ descriptor: DeepLinkDescriptor, as route: RouteID) throws(LinkRejection) -> RouteMatch {
        var link = try descriptor.link()
        if let index = routes.index(ofSorted: route), let scope = trie.scope(of: index), let scheme = scope.scheme {
            link.scheme = scheme
            link.host = scope.host
        }
        return try match(link)
    }
}

extension RouteTable {
    /// A link to a route, its placeholders filled from `parameters`; declared query parameters
    /// found in `parameters` go to the query (every other one too, for a route that takes all query
    /// items), the fragment's parameter to the fragment, others are left out.
    ///
    /// ```swift
    /// try table.link(to: "catalog.category", parameters: ["category": "shoes", "productId": "42"])
    /// // /catalog/shoes
    /// ```
    ///
    /// The link it returns opens the route it was asked for: a value that spells a literal
    /// another route claims (`"sale"` for `/catalog/{category}` beside `/catalog/sale`), or the
    /// spelling a route that ignores case prints where an exact route takes it, is refused.
    ///
    /// - Throws: ``LinkRejection``: `notFound` for an unknown route, `missingParameter` when a
    ///   placeholder has no value, `invalidParameter` for a value its type refuses, that cannot
    ///   be a path segment, or that makes the link open another route.
    public func link(
        to id: RouteID, parameters: [String: String], source: LinkSource = .inApp
    )
        throws(LinkRejection) -> Link
    {
        let link = try filledLink(at: index(of: id), values: Self.values(parameters), source: source)
        // Only a route the link opens can disagree; a link refused for its source or a query
        // parameter left out is the caller's to see when they open it.
        if let opened = try? match(link), opened.route != id {
            throw LinkRejection(
                .invalidParameter,
                "route '\(id)' prints '\(link.path)' with these values, which opens route '\(opened.route)'",
                route: id)
        }
        return link
    }

    /// The match of route `id` with these values, made from them directly: what matching the route's
    /// own link gives (the route, its parameters as matching types and converts them, the link),
    /// without printing the link and matching it again, so that it is always the route asked for,
    /// even where its link would open another route (`/catalog/sale` for `/catalog/{category}`
    /// beside `/catalog/sale`). Values the pattern does not name go to the query when the route
    /// declares them or takes every query item, the fragment's parameter to the fragment, and are
    /// left out otherwise.
    ///
    /// - Throws: ``LinkRejection``, as matching refuses a link: `notFound` for an unknown route,
    ///   `sourceNotAllowed`, `missingParameter`, `invalidParameter` for a value its type refuses or
    ///   that cannot be a path segment (empty, `.`, `..`), `dotSegment` or `encodedSeparator` for a
    ///   catch-all value with such a piece or a backslash, `controlCharacter`, `duplicateParameter`.
    package func match(
        route id: RouteID, values: [(name: String, values: [String])], source: LinkSource = .inApp
    ) throws(LinkRejection) -> RouteMatch {
        let index = try index(of: id)
        guard compiled[index].accepts(source: source) else { throw sourceNotAllowed(routes[index], source: source) }
        let link = try filledLink(at: index, values: values, source: source)
        // Printed segments are canonical already: each is its own canonical text.
        let canonical = compiled[index].converting.isEmpty ? [] : link.segments.map(Optional.some)
        return RouteMatch(
            route: id,
            parameters: try compiled[index].parameters(
                in: link, canonical: canonical, declarations: routes[index].declarations), link: link,
            position: index)
    }

    /// The match of a typed route value, made from its id and its properties' texts (see
    /// ``match(route:values:source:)``): exactly the route the value's type names.
    package func match<R: Route>(_ route: R) throws(LinkRejection) -> RouteMatch {
        var writer = RouteParameterWriter()
        try route.writeParameters(to: &writer)
        return try match(route: R.id, values: writer.values)
    }

    /// The match of an enum destination, made from its case's route id and associated values.
    package func match<E: RouteEnum>(_ destination: E) throws(LinkRejection) -> RouteMatch {
        var writer = RouteParameterWriter()
        let id = try destination.writeParameters(to: &writer)
        return try match(route: id, values: writer.values)
    }

    /// ``match(route:values:source:)`` with one value per name.
    package func match(
        route id: RouteID, parameters: [String: String], source: LinkSource = .inApp
    ) throws(LinkRejection) -> RouteMatch {
        try match(route: id, values: Self.values(parameters), source: source)
    }

    /// A dictionary's pairs as values to fill, in name order, so that the query's order is stable.
    private static func values(_ parameters: [String: String]) -> [(name: String, values: [String])] {
        parameters.sorted { $0.key < $1.key }.map { (name: $0.key, values: [$0.value]) }
    }

    private func index(of id: RouteID) throws(LinkRejection) -> Int {
        guard let index = routes.index(ofSorted: id) else {
            throw LinkRejection(.notFound, "no route has the id '\(id)'", route: id)
        }
        return index
    }

    /// The link to the route at `index`, its placeholders filled from `values` (converting ones in
    /// their canonical texts), the declared query parameters among the rest in its query; its scheme
    /// and host are the route's scope.
    private func filledLink(
        at index: Int, values: [(name: String, values: [String])], source: LinkSource
    ) throws(LinkRejection) -> Link {
        let compiled = self.compiled[index]
        var values = values
        if !compiled.converting.isEmpty { values = try compiled.canonical(values) }
        let segments = try templates.filledSegments(
            compiled.template, captures: compiled.captures, taking: &values, owner: "route '\(compiled.id)'")
        let scope = trie.scope(of: index)
        var link = Link(source: source, scheme: scope?.scheme, host: scope?.host, segments: segments)
        let declarations = routes[index].declarations
        // A route that takes every query item takes every value left; constants are the route's own,
        // and the fragment's parameter goes back to the fragment.
        if let declarations, declarations.takesAllQueryItems {
            let bound = Set(declarations.boundNames)
            link.queryItems = try Link.queryItems(from: values.filter { !$0.name.isEmpty && !bound.contains($0.name) })
        } else if !compiled.query.isEmpty {
            let declared = Set(compiled.query.map(\.parameter.name))
            link.queryItems = try Link.queryItems(from: values.filter { declared.contains($0.name) })
        }
        if let name = declarations?.fragmentParameter,
            let value = values.first(where: { $0.name == name })?.values.first
        {
            link.fragment = try Link.queryItems(from: [(name, [value])]).first?.value
        }
        return link
    }
}
