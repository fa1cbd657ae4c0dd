import Dispatch
import Synchronization

/// One thread tells another that something is ready, once per wait. The waiter first spins for
/// a moment, which on a virtual machine answers in well under a microsecond where waking a
/// sleeping thread takes tens to hundreds: a pair of chunks scanned on two cores hands work
/// over twice every millisecond or two. Past the moment it sleeps, and is woken. The moment
/// follows what the waits were: a wait that spinning would have caught spins next time, one
/// that outlasted the spin halves it, so that beside other busy threads (the window's, a
/// search's), where a wait is long, the waiter does not take their core to spin.
final class Handoff: Sendable {
    private static let nothing = 0, posted = 1, asleep = 2
    private let state = Atomic<Int>(nothing)
    private let semaphore = DispatchSemaphore(value: 0)
    /// The longest a waiter spins before it sleeps, in nanoseconds.
    private let longestSpin: UInt64
    /// How long the next wait spins (only the waiting thread reads and sets it).
    private let spin: Atomic<UInt64>

    /// A handoff whose waiter spins for up to `spinMicroseconds` before sleeping.
    init(spinMicroseconds: UInt64 = 200) {
        longestSpin = spinMicroseconds * 1_000
        spin = Atomic(longestSpin)
    }

    /// How long the next wait spins, in nanoseconds.
    var spinNanoseconds: UInt64 { spin.load(ordering: .relaxed) }

    /// Tells the waiter: what was written before is seen after its wait.
    func post() {
        if state.exchange(Self.posted, ordering: .acquiringAndReleasing) == Self.asleep { semaphore.signal() }
    }

    /// Returns once ``post()`` has been called since the last wait.
    func wait() {
        let start = DispatchTime.now().uptimeNanoseconds
        let spin = spin.load(ordering: .relaxed)
        var checks = 0
        var slept = false
        while state.load(ordering: .acquiring) != Self.posted {
            checks += 1
            // The clock is read now and then: a load of the state costs far less.
            if checks % 64 == 0, DispatchTime.now().uptimeNanoseconds - start > spin {
                if state.compareExchange(expected: Self.nothing, desired: Self.asleep, ordering: .acquiringAndReleasing).exchanged {
                    semaphore.wait()
                    slept = true
                }
                break
            }
        }
        state.store(Self.nothing, ordering: .releasing)
        let waited = DispatchTime.now().uptimeNanoseconds - start
        self.spin.store(Self.nextSpin(after: spin, waited: waited, slept: slept, longest: longestSpin), ordering: .relaxed)
    }

    /// How long to spin after a wait that spun for `spin` and lasted `waited` (nanoseconds):
    /// twice the wait, up to `longest`, when spinning caught it or would have, had it spun
    /// twice as long; else half as long as this time, and not at all below a microsecond.
    private static func nextSpin(after spin: UInt64, waited: UInt64, slept: Bool, longest: UInt64) -> UInt64 {
        if !slept { return min(longest, max(spin, 2 * waited)) }
        if waited <= longest / 2 { return 2 * waited }
        return spin / 2 < 1_000 ? 0 : spin / 2
    }
}
