import BenchmarkCases
import Foundation

// Waypoint side by side with RoutingKit, Swinject, a linear scan, a hand-written mapper and direct
// construction: every implementation of a case in the same run, checked to agree before it is timed.

func standardError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

let options: Options
do {
    options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    if let message = error.message { standardError("compare: \(message)") }
    standardError(Options.usage)
    exit(error.message == nil ? 0 : 2)
}

let profile: RunProfile = options.quick ? .quick : .full
let runner = Runner(timing: options.quick ? .quick : .full)
let definitions = Catalog.definitions(profile: profile).filter { options.includes($0.name) }
if definitions.isEmpty {
    standardError("compare: no case matches \(options.filters)")
    exit(2)
}

var measurements: [Measurement] = []
let started = ContinuousClock.now
for definition in definitions {
    let prepared: PreparedCase
    do {
        prepared = try await definition.prepare()
    } catch {
        standardError("compare: \(definition.name): the implementations do not agree, so nothing is timed: \(error)")
        exit(1)
    }
    standardError("\(definition.name): \(prepared.implementations.map(\.impl).joined(separator: ", ")) agree; timing")
    let timed = prepared.implementations.filter { options.times($0.impl) }
    if let operations = options.operations {
        await runner.run(timed, threads: definition.threads, operations: operations)
        continue
    }
    let results = await runner.measure(timed, name: definition.name, threads: definition.threads)
    if options.json {
        for result in results { print(Report.jsonLine(result)) }
        fflush(nil)  // every stream: lines reach a pipe as they are measured
    }
    measurements += results
}

if !options.json {
    print(Report.table(measurements))
    print("\nRatios (same run)\n" + Report.ratios(measurements))
    let scaling = Report.scaling(measurements)
    if !scaling.isEmpty { print("\nScaling of Waypoint's lookup\n" + scaling) }
    let throughput = Report.throughput(measurements)
    if !throughput.isEmpty { print("\nNavigation throughput\n" + throughput) }
    if options.quick {
        print(
            "\nTargets, as this smoke run saw them (too short to judge: BENCHMARKS.md has the full run)\n"
                + Report.targets(measurements, smoke: true))
    } else {
        print("\nTargets\n" + Report.targets(measurements, smoke: false))
    }
}
standardError("compare: \(definitions.count) cases in \(ContinuousClock.now - started)")
