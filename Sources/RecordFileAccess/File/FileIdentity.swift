import Foundation

/// Which file a path named at one moment, and how it stood: its device and inode, size,
/// modification time and status change time, as `fstat` tells them.
///
/// Two identities of the same path say whether the file only grew (a log appended to), was
/// rewritten in place, or was replaced by another file; the same values key anything kept
/// about the file between runs. The status change time is the one a program cannot set back:
/// a file edited in place and given its old modification time again (`touch -d`) still has a
/// new one, as `git` relies on for its index.
public struct FileIdentity: Hashable, Sendable, Codable {
    /// The device the file lives on.
    public let device: UInt64
    /// The file's inode on that device.
    public let inode: UInt64
    /// The file's size in bytes.
    public let size: Int
    /// When the file's contents last changed, in nanoseconds since 1970.
    public let modificationTime: Int64
    /// When the file's contents or attributes last changed, in nanoseconds since 1970; set by
    /// the system to the time of every write, and never back.
    public let statusChangeTime: Int64

    /// An identity from its parts, as kept on disk.
    package init(device: UInt64, inode: UInt64, size: Int, modificationTime: Int64, statusChangeTime: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modificationTime = modificationTime
        self.statusChangeTime = statusChangeTime
    }

    /// The identity of the file `status` describes.
    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int(status.st_size)
        modificationTime = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        statusChangeTime = Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec)
    }

    /// The identity of the regular file at `path` now; `nil` when there is none there (nothing,
    /// or a directory, a pipe or a device, which hold no records: a directory's inode may go
    /// to the next file made there, which must not pass for the one before).
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        self.init(status)
    }

    /// The same file, holding `size` bytes.
    func withSize(_ size: Int) -> FileIdentity {
        FileIdentity(device: device, inode: inode, size: size, modificationTime: modificationTime,
                     statusChangeTime: statusChangeTime)
    }

    /// Whether both identities name the same file (device and inode), whatever it holds.
    public func isSameFile(as other: FileIdentity) -> Bool {
        device == other.device && inode == other.inode
    }

    /// Whether this is the same file as `earlier`, no smaller than it was: what was read of it
    /// then may still hold, and only what lies past `earlier.size` is new.
    public func mayHaveOnlyGrown(since earlier: FileIdentity) -> Bool {
        isSameFile(as: earlier) && size >= earlier.size
    }
}
