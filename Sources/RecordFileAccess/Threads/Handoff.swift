import Dispatch
import Synchronization

/// One thread tells another that something is ready, once per wait. The waiter first spins for
/// a moment, which on a virtual machine answers in well under a microsecond where waking a
/// sleeping thread takes tens to hundreds: a pair of chunks scanned on two cores hands work
/// over twice every millisecond or two. Past the moment it sleeps, and is woken.
final class Handoff: Sendable {
    private static let nothing = 0, posted = 1, asleep = 2
    private let state = Atomic<Int>(nothing)
    private let semaphore = DispatchSemaphore(value: 0)
    /// How long a waiter spins before it sleeps.
    private let spin: UInt64

    /// A handoff whose waiter spins for up to `spinMicroseconds` before sleeping.
    init(spinMicroseconds: UInt64 = 200) {
        spin = spinMicroseconds * 1_000
    }

    /// Tells the waiter: what was written before is seen after its wait.
    func post() {
        if state.exchange(Self.posted, ordering: .acquiringAndReleasing) == Self.asleep { semaphore.signal() }
    }

    /// Returns once ``post()`` has been called since the last wait.
    func wait() {
        let deadline = DispatchTime.now().uptimeNanoseconds + spin
        var checks = 0
        while state.load(ordering: .acquiring) != Self.posted {
            checks += 1
            // The clock is read now and then: a load of the state costs far less.
            if checks % 64 == 0, DispatchTime.now().uptimeNanoseconds > deadline {
                if state.compareExchange(expected: Self.nothing, desired: Self.asleep, ordering: .acquiringAndReleasing).exchanged {
                    semaphore.wait()
                }
                break
            }
        }
        state.store(Self.nothing, ordering: .releasing)
    }
}
