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
            return links
        }
        let entries = zip(routes, compiled).enumerated().map { index, pair in
            let (definition, compiled) = pair
            // A table that ignores case writes `(?i)` into each pattern, so tools read links as it does.
            let flag = RoutePatternParser.ignoreCasePrefix
            let writesFlag = ignoresCase && !definition.pattern.hasPrefix(flag)
            // Parsed when the table was built, so it parses now.
            let pattern = try? self.pattern(of: index)
            return RouteManifest.Entry(
                id: definition.id, pattern: writesFlag ? flag + definition.pattern : definition.pattern,
                module: definition.module.rawValue,
                parameters: compiled.manifestParameters(pattern),
                sources: LinkSource.allCases.filter(definition.sources.contains),
                guards: definition.guards.map(\.rawValue),
                parent: definition.parent, presentation: definition.presentation, kind: definition.kind,
                type: definition.typeName)
        }
        return RouteManifest(version: RouteManifest.currentVersion, links: links, routes: entries)
    }
}

extension CompiledRoute {
    /// The route's parameters as a manifest lists them: the placeholders of its pattern, then its query.
    func manifestParameters(_ pattern: RoutePattern?) -> [RouteManifest.Parameter] {
        var parameters: [RouteManifest.Parameter] = []
        for segment in pattern?.segments ?? [] {
            switch segment {
            case .parameter(let name, let type):
                // The table was built, so the type is one it knows; no type is a string.
                parameters.append(
                    .init(name: name, type: type ?? "string", location: .path, required: true, repeated: false))
            case .catchAll(let name):
                parameters.append(
                    .init(
                        name: name, type: "path", location: .path, required: pattern?.catchAllMayBeEmpty != true,
                        repeated: false))
            case .literal, .wildcard:
                continue
            }
        }
        for (parameter, type) in query {
            parameters.append(
                .init(
                    name: parameter.name, type: type.name, location: .query, required: parameter.isRequired,
                    repeated: parameter.isRepeated))
        }
        return parameters
    }
}
