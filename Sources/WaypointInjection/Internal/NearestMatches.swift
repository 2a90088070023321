/// Orders registrations by how close they are to a service that was asked for, so that a
/// "not registered" error lists the likely intended one first.
enum NearestMatches {
    /// Registrations of the requested type come first (closest name first), then other types by the edit
    /// distance of their names, then by name distance; ties are broken by the description, so the order
    /// never depends on dictionary order.
    static func rank(
        _ registrations: [Registration], for requested: ServiceSignature, type: ObjectIdentifier
    )
        -> [ServiceSignature]
    {
        let wantedType = Array(requested.typeName.lowercased())
        let wantedName = Array(requested.name ?? "")
        let scored = registrations.map { registration in
            let signature = registration.signature
            let typeDistance =
                registration.key.service == type
                ? 0 : 1 + editDistance(wantedType, Array(signature.typeName.lowercased()))
            let nameDistance = editDistance(wantedName, Array(signature.name ?? ""))
            return (typeDistance: typeDistance, nameDistance: nameDistance, signature: signature)
        }
        return scored.sorted { lhs, rhs in
            if lhs.typeDistance != rhs.typeDistance { return lhs.typeDistance < rhs.typeDistance }
            if lhs.nameDistance != rhs.nameDistance { return lhs.nameDistance < rhs.nameDistance }
            return lhs.signature.description < rhs.signature.description
        }
        .map(\.signature)
    }

    /// Levenshtein distance: the fewest insertions, deletions and substitutions that turn one into the other.
    static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for (i, left) in lhs.enumerated() {
            current[0] = i + 1
            for (j, right) in rhs.enumerated() {
                let substitution = previous[j] + (left == right ? 0 : 1)
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
