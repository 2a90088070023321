import Foundation
import Testing
import WaypointInjection

/// The error a throwing closure throws, if it is a `ResolutionError`.
func resolutionError(_ body: () throws -> Void) -> ResolutionError? {
    do {
        try body()
        return nil
    } catch let error as ResolutionError {
        return error
    } catch {
        return nil
    }
}

/// The parent suite of the dependency-injection tests, so `swift test --filter Injection` runs them all.
@Suite("Dependency injection")
enum InjectionTests {}
