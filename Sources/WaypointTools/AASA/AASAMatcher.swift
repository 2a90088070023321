import Foundation

/// Apple's universal-link matching over an ``AASAFile``, as documented: for each app, the first
/// `details` entry that lists it; in it, components in order, first match wins; a matching
/// `exclude` component keeps the link on the website.
///
/// Patterns use `*` (any run of characters, including none and including `/`) and `?` (exactly
/// one character). With `caseSensitive: false` both sides are compared lowercased. With
/// `percentEncoded: true` (the default) a pattern is compared with the URL component as written;
/// with `false`, with its percent-decoded text. A query dictionary requires each named item's
/// value to match (an absent item counts as empty). Substitution variables (`$(…)`) are not
/// expanded.
package struct AASAMatcher: Sendable {
    /// The file.
    package let file: AASAFile

    /// Creates a matcher.
    package init(file: AASAFile) {
        self.file = file
    }

    /// What Apple does with one URL, assuming the file is served by the URL's host.
    package struct Decision: Sendable {
        /// The apps the link opens; empty when it stays on the website.
        package var appIDs: [String]
        /// The component that decided, as `(details index, component index)`, or `nil` when none matched.
        package var component: (details: Int, index: Int)?
        /// The deciding component's path pattern, for messages.
        package var pattern: String?
        /// Whether the deciding component was an exclusion.
        package var excluded: Bool

        /// Whether the link opens an app.
        package var opensApp: Bool { !appIDs.isEmpty }
    }

    /// Decides one URL. Links that are not `https` never open an app.
    package func decide(_ url: String) -> Decision {
        var decision = Decision(appIDs: [], component: nil, pattern: nil, excluded: false)
        guard let parts = URLParts(url) else { return decision }
        var decided: Set<String> = []
        for (detailsIndex, entry) in file.details.enumerated() {
            let apps = entry.appIDs.filter { !decided.contains($0) }
            guard !apps.isEmpty else { continue }
            decided.formUnion(apps)
            for (index, raw) in entry.components.enumerated() {
                let component = raw.applying(defaults: entry.defaults).applying(defaults: file.defaults)
                guard matches(component, parts) else { continue }
                if decision.component == nil {
                    decision.component = (detailsIndex, index)
                    decision.pattern = component.path ?? "*"
                    decision.excluded = component.exclude ?? false
                }
                if !(component.exclude ?? false) { decision.appIDs += apps }
                break
            }
        }
        return decision
    }

    private func matches(_ component: AASAComponent, _ parts: URLParts) -> Bool {
        guard !component.unreadable else { return false }
        let caseSensitive = component.caseSensitive ?? true
        let encoded = component.percentEncoded ?? true
        func compare(_ pattern: String?, _ value: String) -> Bool {
            guard let pattern else { return true }
            let subject = encoded ? value : (value.removingPercentEncoding ?? value)
            return caseSensitive
                ? Glob(pattern).matches(subject) : Glob(pattern.lowercased()).matches(subject.lowercased())
        }
        guard compare(component.path, parts.path), compare(component.fragment, parts.fragment ?? "") else {
            return false
        }
        switch component.query {
        case nil: return true
        case .pattern(let pattern)?: return compare(pattern, parts.query ?? "")
        case .items(let items)?:
            let queryItems = parts.queryItems
            return items.allSatisfy { name, pattern in
                let value =
                    queryItems.first { item in
                        let itemName = encoded ? item.name : (item.name.removingPercentEncoding ?? item.name)
                        return caseSensitive ? itemName == name : itemName.lowercased() == name.lowercased()
                    }?.value ?? ""
                return compare(pattern, value)
            }
        }
    }
}
