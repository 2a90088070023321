import CHeapStats
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The process's memory, as the operating system and the allocator see it.
public enum Memory {
    /// The resident set size in bytes (`/proc/self/statm`), or 0 where that file does not exist.
    public static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Bytes currently allocated with `malloc` and not freed (glibc's `mallinfo2`), or 0 elsewhere.
    public static func heapBytesInUse() -> Int {
        Int(waypoint_heap_bytes_in_use())
    }

    /// The heap bytes that `make` leaves allocated while its result is alive.
    public static func retainedBytes<T>(_ make: () -> T) -> Int {
        let before = heapBytesInUse()
        let value = make()
        let after = heapBytesInUse()
        withExtendedLifetime(value) {}
        return after - before
    }
}
