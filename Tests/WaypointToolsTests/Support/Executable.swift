import Foundation

/// The built `waypoint` binary, run as a user would run it from the repository root.
///
/// SwiftPM puts products beside the test bundle (`.build/<triple>/<configuration>/`); the test
/// target depends on the executable target, so `swift test` builds it first.
enum Executable {
    static let url: URL? = {
        var directories = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(), Bundle.main.bundleURL]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return directories.map { $0.appendingPathComponent("waypoint") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Result {
        let standardOutput: String
        let standardError: String
        let status: Int32
    }

    struct NotBuilt: Error, CustomStringConvertible {
        var description: String { "the waypoint executable was not found beside the test bundle" }
    }

    static func run(_ arguments: [String]) throws -> Result {
        guard let url else { throw NotBuilt() }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = ShopManifest.root
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Drain standard error on its own thread so neither pipe can fill up and block the child.
        let errorData = ErrorReader(handle: error.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.wait(), as: UTF8.self), status: process.terminationStatus)
    }

    private final class ErrorReader: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        func wait() -> Data {
            done.wait()
            return data
        }
    }
}
