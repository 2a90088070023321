import ShopRoutes
import Waypoint

/// The scripted tour `swift run shop` plays: one fresh Shop, thirteen steps (the last on a fresh iPad), each printing its
/// entry, its outcome and the resulting state, and each checking that it went as expected.
///
/// The tour is the example's proof: it exits non-zero, naming the step and the expectation,
/// when the architecture does not behave as described.
///
/// ```swift
/// let report = await ShopTour(output: StandardOutput()).run()
/// exit(report.exitCode)
/// ```
@MainActor
public final class ShopTour {
    let output: any ShopOutput
    let style: TerminalStyle

    /// Creates a tour that writes to `output`.
    public init(output: any ShopOutput, style: TerminalStyle = .plain) {
        self.output = output
        self.style = style
    }

    /// Plays every step and reports how each went.
    public func run() async -> TourReport {
        output.line(style.bold("Waypoint Shop: six feature modules, one navigation pipeline, a terminal for a screen."))
        output.line(
            style.dim("Every step prints its entry, the outcome, the steps the container performs and the state."))
        let app: ShopApplication
        do {
            app = try ShopApplication(output: output, style: style)
        } catch {
            output.line(style.red("✗ the Shop could not start: \(error)"))
            return TourReport(steps: [], setupFailure: error.message)
        }
        var steps: [TourStepResult] = []
        steps.append(await coldStart(app))
        steps.append(await signInRedirect(app))
        steps.append(await pushNotification(app))
        steps.append(await checkoutSources(app))
        steps.append(await hostileLinks(app))
        steps.append(await doubleTap(app))
        steps.append(await basketAction(app))
        steps.append(await restoration(app))
        steps.append(await addressPicked(app))
        steps.append(await addressSwipedAway(app))
        steps.append(await sheetsAndPopovers(app))
        steps.append(await questions(app))
        steps.append(await iPadLayout(after: app))
        let report = TourReport(steps: steps, setupFailure: nil)
        output.line("")
        if report.passed {
            output.line(style.green("✓ tour complete: \(steps.count) of \(steps.count) steps went as expected"))
            output.line(style.dim("Next: swift run shop --interactive"))
        } else {
            let failed = steps.filter { !$0.passed }
            output.line(style.red("✗ tour failed: \(failed.count) of \(steps.count) steps did not go as expected"))
            for step in failed {
                for failure in step.failures { output.line(style.red("  step \(step.number): \(failure)")) }
            }
        }
        return report
    }

    /// Prints a step's header and starts recording it.
    func begin(_ number: Int, _ title: String) -> TourStepRecorder {
        output.line("")
        output.line(style.bold("━━ \(number) · \(title)"))
        return TourStepRecorder(number: number, title: title)
    }

    /// Prints the step's verdict and returns its result.
    func end(_ step: TourStepRecorder, _ app: ShopApplication, shows summary: String) -> TourStepResult {
        let result = step.result(state: app.manager.state, topScreen: app.topScreen)
        if result.passed {
            output.line(style.green("✓ \(summary)"))
        } else {
            for failure in result.failures { output.line(style.red("✗ expected \(failure)")) }
        }
        return result
    }
}
