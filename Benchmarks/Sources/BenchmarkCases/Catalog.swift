/// Every case the comparison runs, in the order it reports them.
public enum Catalog {
    public static func definitions(profile: RunProfile) -> [CaseDefinition] {
        LookupCases.definitions
            + EndToEndCases.definitions
            + TypedDecodeCases.definitions
            + BuildCases.definitions
            + LaunchCases.definitions
            + LintCases.definitions
            + InjectionCases.definitions(profile: profile)
            + NavigationCases.definitions(profile: profile)
    }
}
