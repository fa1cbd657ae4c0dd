import Dispatch
import Synchronization

/// One thread tells another that something is ready, once per wait. The waiter first spins for
/// a moment, which on a virtual machine answers in well under a microsecond where waking a
/// sleeping thread takes tens to hundreds: a pair of chunks scanned on two cores hands work
/// over twice every millisecond or two. Past the moment it sleeps, and is woken. The moment
/// follows when the posts came: a post that a spin of up to the longest would have caught
/// makes the next spin long enough for it, one that came later halves it, so that beside
/// other busy threads (the window's, a search's), where a wait is long, the waiter does not
/// take their core to spin. The time a sleeper takes to wake is not held against the spin: a
/// post 50 µs into a wait that took 150 µs to wake from was one to spin for.
final class Handoff: Sendable {
    private static let nothing = 0, posted = 1, asleep = 2
    private let state = Atomic<Int>(nothing)
    /// When the last post came, in nanoseconds of the system's uptime.
    private let postedAt = Atomic<UInt64>(0)
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
        postedAt.store(DispatchTime.now().uptimeNanoseconds, ordering: .relaxed)
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
        // The post's time is seen: it was stored before the state the wait acquired. A post
        // older than the wait (a wrapped difference) leaves the whole wait.
        let waited = DispatchTime.now().uptimeNanoseconds - start
        let postCameAfter = slept ? min(postedAt.load(ordering: .relaxed) &- start, waited) : waited
        self.spin.store(Self.nextSpin(after: spin, postCameAfter: postCameAfter, longest: longestSpin), ordering: .relaxed)
    }

    /// How long to spin after a wait that spun for `spin` and whose post came `postCameAfter`
    /// nanoseconds after it began: twice that, up to `longest`, when a spin of up to `longest`
    /// catches it (and no less than `spin`); else half as long as `spin`, and not at all below
    /// a microsecond.
    static func nextSpin(after spin: UInt64, postCameAfter: UInt64, longest: UInt64) -> UInt64 {
        if postCameAfter <= longest { return min(longest, max(spin, 2 * postCameAfter)) }
        return spin / 2 < 1_000 ? 0 : spin / 2
    }
}
