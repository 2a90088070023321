/// The `applinks` part of an `apple-app-site-association` file.
///
/// ```json
/// {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.shop"],
///                            "components": [{"/": "/catalog/*", "caseSensitive": true}]}]}}
/// ```
///
/// Reading also accepts the older `appID` and `paths` keys (`"NOT /path"` excludes).
package struct AASAFile: Hashable, Sendable {
    /// Settings every component of the domain inherits (`applinks.defaults`).
    package var defaults: AASAComponent?
    /// The apps and the links each handles, in order.
    package var details: [Details]

    /// The apps one list of components is for.
    package struct Details: Hashable, Sendable {
        /// Application identifiers, `TEAMID.bundle.id`.
        package var appIDs: [String]
        /// The components, in the order Apple tries them.
        package var components: [AASAComponent]
        /// Settings this entry's components inherit, over the domain's.
        package var defaults: AASAComponent?
    }

    /// The file as JSON text, indented, ending in a newline.
    package func jsonText() -> String {
        var applinks: [(String, JSONValue)] = []
        if let defaults { applinks.append(("defaults", defaults.json)) }
        applinks.append(
            (
                "details",
                .array(
                    details.map { entry in
                        var members: [(String, JSONValue)] = [("appIDs", .strings(entry.appIDs))]
                        if let defaults = entry.defaults { members.append(("defaults", defaults.json)) }
                        members.append(("components", .array(entry.components.map(\.json))))
                        return .object(members)
                    })
            ))
        return JSONValue.object([("applinks", .object(applinks))]).rendered(pretty: true) + "\n"
    }

    /// What could not be read as written, in file order; empty for a well-formed file.
    package var problems: [Problem] = []
}
