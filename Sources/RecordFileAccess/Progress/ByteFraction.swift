/// The part of a file a background job went through, from 0 to 1: `bytes` of `totalBytes`; 0
/// while the file's size is not known yet (a job waiting for an app's start-up to end), 1 once
/// a job through an empty file is complete.
package func byteFraction(_ bytes: Int, of totalBytes: Int, isComplete: Bool) -> Double {
    totalBytes > 0 ? min(1, Double(bytes) / Double(totalBytes)) : isComplete ? 1 : 0
}
