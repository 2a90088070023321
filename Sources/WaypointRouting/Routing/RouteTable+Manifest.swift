extension RouteTable {
    /// The table as a versioned manifest.
    ///
    /// - Parameter policy: The app's link policy; its schemes and hosts are recorded so that
    ///   tools can check links as the app would.
    public func manifest(policy: LinkPolicy? = nil) -> RouteManifest {
        let links = policy.map { policy in
            var links = RouteManifest.Links(
                customSchemes: policy.customSchemes.sorted(), universalLinkHosts: policy.universalLinkHosts.sorted())
            // Written only when set, so that a manifest without them reads as before.
            if policy.decodesPlusAsSpace { links.decodesPlusAsSpace = true }
            if !policy.fragmentRoutedSchemes.isEmpty {
                links.fragmentRoutedSchemes = policy.fragmentRoutedSchemes.map { $0.lowercased() }.sorted()
            }
            if !policy.webMirroringSchemes.isEmpty {
                links.webMirroringSchemes = policy.webMirroringSchemes.map { $0.lowercased() }.sorted()
            }
            return links
        }
        let entries = zip(routes, compiled).map { definition, compiled in
            // A table that ignores case writes `(?i)` into each pattern, so tools read links as it does.
            let flag = RoutePatternParser.ignoreCasePrefix
            let writesFlag = ignoresCase && !definition.pattern.hasPrefix(flag)
            var entry = RouteManifest.Entry(
                id: definition.id, pattern: writesFlag ? flag + definition.pattern : definition.pattern,
                module: definition.module.rawValue,
                parameters: manifestParameters(of: compiled),
                sources: LinkSource.allCases.filter(definition.sources.contains),
                guards: definition.guards.map(\.rawValue),
                parent: definition.parent, presentation: definition.presentation, kind: definition.kind,
                type: definition.typeName)
            // Written only when declared, so that a manifest without them reads as before.
            if let declarations = definition.declarations {
                if !declarations.constants.isEmpty { entry.constants = declarations.constantValues }
                entry.fragment = declarations.fragmentParameter
                if declarations.takesAllQueryItems { entry.takesAllQueryItems = true }
                if !declarations.declinedQueryItems.isEmpty {
                    entry.declinesQueryItems = declarations.declinedQueryItems
                }
                if declarations.opensInOwnWindow { entry.opensInOwnWindow = true }
                entry.column = declarations.column
                entry.sheet = declarations.sheet
                entry.popover = declarations.popover
            }
            return entry
        }
        return RouteManifest(version: RouteManifest.currentVersion, links: links, routes: entries)
    }
}

extension RouteTable {
    /// A route's parameters as a manifest lists them: the placeholders of its template, then its query.
    private func manifestParameters(of route: CompiledRoute) -> [RouteManifest.Parameter] {
        var parameters: [RouteManifest.Parameter] = []
        var captured = route.captures.makeIterator()
        for piece in templates.pieces(route.template) {
            switch piece.kind {
            case .placeholder:
                // A placeholder without a type takes any text: a string.
                parameters.append(
                    .init(
                        name: captured.next()?.name ?? "", type: templates.type(of: piece)?.name ?? "string",
                        location: .path, required: true, repeated: false))
            case .catchAll:
                parameters.append(
                    .init(
                        name: captured.next()?.name ?? "", type: "path", location: .path, required: piece.index == 0,
                        repeated: false))
            case .literal, .wildcard:
                continue
            }
        }
        for (parameter, type) in route.query {
            parameters.append(
                .init(
                    name: parameter.name, type: type.name, location: .query, required: parameter.isRequired,
                    repeated: parameter.isRepeated))
        }
        return parameters
    }
}
