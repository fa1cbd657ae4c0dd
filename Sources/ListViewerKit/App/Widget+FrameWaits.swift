import GtkList

extension Widget {
    /// Waits frame by frame until `condition` holds, for at most `limit` frames; whether it
    /// holds. (A `for … where` loop would not stop there: it would test the condition for
    /// every frame left.)
    @discardableResult
    func nextFrames(atMost limit: Int, until condition: @MainActor () -> Bool) async -> Bool {
        var frames = 0
        while !condition() {
            guard frames < limit else { return false }
            await nextFrame()
            frames += 1
        }
        return true
    }
}
