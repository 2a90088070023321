/// The command line: `compare [--json] [--quick] [--filter PREFIX]…`.
struct Options {
    var json = false
    var quick = false
    var filters: [String] = []
    var implementations: [String] = []
    /// Operations to run each selected implementation for a profiler, instead of measuring them.
    var operations: Int?

    static let usage = """
        usage: swift run -c release --package-path Benchmarks compare [--json] [--quick] [--filter PREFIX]...

          --json           one JSON object per line: {"case","impl","ns_per_op","p10","p90"[,"bytes"]}
          --quick          a short smoke run: fewer, shorter batches and smaller memory probes
          --filter PREFIX  run only the cases whose name starts with PREFIX (repeatable); 'NAME$' is exact
          --impl NAME      time only this implementation (repeatable; the agreement check still runs all)
          --ops N          run each selected implementation N times and print nothing: for perf stat
                           and perf record (instructions per operation = difference with --ops 0, / N)
        """

    init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--json": json = true
            case "--quick": quick = true
            case "--filter":
                guard let prefix = rest.popFirst() else { throw UsageError(message: "--filter needs a prefix") }
                filters.append(prefix)
            case "--impl":
                guard let name = rest.popFirst() else { throw UsageError(message: "--impl needs a name") }
                implementations.append(name)
            case "--ops":
                guard let text = rest.popFirst(), let count = Int(text), count >= 0 else {
                    throw UsageError(message: "--ops needs a number of operations")
                }
                operations = count
            case "-h", "--help": throw UsageError(message: nil)
            default:
                if argument.hasPrefix("--filter=") {
                    filters.append(String(argument.dropFirst("--filter=".count)))
                } else {
                    throw UsageError(message: "unknown argument '\(argument)'")
                }
            }
        }
    }

    /// Whether a case runs: its name starts with a filter, or equals a filter written with a final `$`.
    func includes(_ name: String) -> Bool {
        filters.isEmpty || filters.contains { $0.hasSuffix("$") ? name == $0.dropLast() : name.hasPrefix($0) }
    }

    func times(_ impl: String) -> Bool {
        implementations.isEmpty || implementations.contains(impl)
    }
}

struct UsageError: Error {
    /// `nil` when help was asked for.
    let message: String?
}
