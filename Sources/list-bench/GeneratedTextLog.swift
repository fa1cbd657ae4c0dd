import Foundation

/// A syslog-shaped text log with the variety of a real server's, for the pattern benchmark:
/// some 60 kinds of message from sshd, the kernel, cron, systemd, a web server, a database and
/// a Java service (with stack traces), in a skewed mix, their variable parts (users, hosts,
/// addresses, ports, paths, sizes, durations, ids, states) drawn from a seeded generator.
enum GeneratedTextLog {
    /// The path of a log of about `megabytes` MB, written if it is not there yet.
    static func file(megabytes: Int) throws -> String {
        try GeneratedLogs.writtenOnce(named: "list-bench-\(megabytes)-mb-syslog.log") { handle in
            var random = SeededGenerator(seed: 41)
            var written = 0, second = 0
            var chunk = ""
            while written < megabytes << 20 {
                second += Int(random.next() % 3)
                chunk += line(at: second, random: &random)
                if chunk.utf8.count > 1 << 20 {
                    written += chunk.utf8.count
                    try handle.write(contentsOf: Data(chunk.utf8))
                    chunk = ""
                }
            }
            try handle.write(contentsOf: Data(chunk.utf8))
        }
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let users = ["root", "admin", "oracle", "postgres", "deploy", "git", "backup", "nagios", "www-data", "test",
                                "guest", "ubuntu", "pi", "jenkins", "mysql", "ftpuser", "support", "user", "alice", "bob"]
    private static let hosts = ["web", "db", "cache", "queue", "edge", "build", "mail", "auth"]
    private static let states = ["running", "stopped", "degraded", "starting", "failed"]
    private static let paths = ["/var/lib/app/data", "/srv/www/static", "/home/deploy/releases", "/etc/nginx/sites-enabled", "/tmp/upload"]

    /// One line (or an entry with a stack trace) at `second` seconds into the log.
    private static func line(at second: Int, random: inout SeededGenerator) -> String {
        let day = 1 + second / 86_400 % 28, month = months[second / (86_400 * 28) % 12]
        let clock = String(format: "%02d:%02d:%02d", second / 3_600 % 24, second / 60 % 60, second % 60)
        let host = hosts[Int(random.next() % UInt64(hosts.count))] + String(random.next() % 40)
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        func number(_ limit: UInt64) -> UInt64 { random.next() % limit }
        let address = "\(10 + number(200)).\(number(256)).\(number(256)).\(number(256))"
        let user = pick(users), pid = 1_000 + number(60_000)
        let rank = number(1_000)
        let (process, message): (String, String) = switch rank {
        case 0..<180: ("sshd[\(pid)]", "Failed password for \(user) from \(address) port \(1_024 + number(60_000)) ssh2")
        case 180..<260: ("sshd[\(pid)]", "Accepted publickey for \(user) from \(address) port \(1_024 + number(60_000)) ssh2: RSA SHA256:\(String(number(1 << 40), radix: 36))")
        case 260..<330: ("sshd[\(pid)]", "Invalid user \(user) from \(address) port \(1_024 + number(60_000))")
        case 330..<380: ("sshd[\(pid)]", "pam_unix(sshd:session): session opened for user \(user) by (uid=0)")
        case 380..<430: ("sshd[\(pid)]", "pam_unix(sshd:session): session closed for user \(user)")
        case 430..<460: ("sshd[\(pid)]", "Received disconnect from \(address) port \(number(65_000)):11: disconnected by user")
        case 460..<480: ("sshd[\(pid)]", "Connection closed by authenticating user \(user) \(address) port \(number(65_000)) [preauth]")
        case 480..<540: ("CRON[\(pid)]", "(\(user)) CMD (\(pick(paths))/run-\(pick(["hourly", "daily", "backup"])).sh > /dev/null 2>&1)")
        case 540..<600: ("kernel", "[\(number(900_000)).\(number(1_000_000))] IN=eth0 OUT= MAC=\(String(number(1 << 47), radix: 16)) SRC=\(address) DST=10.0.0.\(number(255)) LEN=\(40 + number(1_400)) TTL=\(number(255)) PROTO=TCP SPT=\(number(65_000)) DPT=\(pick([22, 80, 443, 3306]))")
        case 600..<640: ("kernel", "[\(number(900_000)).\(number(1_000_000))] Out of memory: Killed process \(pid) (\(pick(["java", "node", "python3"]))) total-vm:\(number(9_000_000))kB")
        case 640..<700: ("systemd[1]", "\(pick(["Started", "Stopped", "Reloaded"])) \(pick(["nginx", "postgresql", "redis", "app-worker"])).service - \(pick(["A high performance web server", "PostgreSQL database", "Redis store", "Application worker"])).")
        case 700..<730: ("systemd[1]", "\(pick(["app-worker", "redis", "nginx"])).service: Main process exited, code=exited, status=\(number(4))/FAILURE")
        case 730..<800: ("nginx[\(pid)]", "\(address) - \(pick(["-", user])) \"\(pick(["GET", "POST", "PUT"])) /api/v\(1 + number(2))/\(pick(["items", "orders", "users"]))/\(number(100_000)) HTTP/1.1\" \(pick([200, 200, 200, 201, 304, 404, 500])) \(number(90_000)) \(number(3_000))ms")
        case 800..<830: ("nginx[\(pid)]", "upstream timed out (110: Connection timed out) while reading response header from upstream, client: \(address), server: \(host).example.org")
        case 830..<880: ("postgres[\(pid)]", "LOG:  duration: \(number(9_000)).\(number(1_000)) ms  statement: SELECT * FROM \(pick(["orders", "items", "accounts"])) WHERE id = \(number(1_000_000))")
        case 880..<900: ("postgres[\(pid)]", "ERROR:  duplicate key value violates unique constraint \"\(pick(["orders", "items"]))_pkey\"")
        case 900..<930: ("app[\(pid)]", "Worker \(number(64)) changed state from \(pick(states)) to \(pick(states))")
        case 930..<950: ("app[\(pid)]", "Cache \(pick(["hit", "miss"])) ratio \(number(100))% over \(number(10_000)) lookups in \(pick(paths))")
        case 950..<965: ("app[\(pid)]", "Uploaded \(pick(["report", "invoice", "avatar"]))-\(number(99_999)).\(pick(["pdf", "png", "csv"])) (\(number(9_000)) KB) for \(user) in \(number(5_000)) ms")
        case 965..<975: ("app[\(pid)]", "Exception in thread \"worker-\(number(16))\" java.lang.IllegalStateException: \(pick(["Queue full", "Connection pool exhausted after 30 s", "Unexpected end of stream"]))\n\tat com.example.app.Worker.run(Worker.java:\(number(400)))\n\tat java.base/java.lang.Thread.run(Thread.java:833)")
        default: ("\(pick(["dhclient", "ntpd", "postfix/smtpd", "dbus-daemon"]))[\(pid)]", "\(pick(["DHCPACK from", "synchronized to", "connect from", "NOQUEUE: reject from"])) \(address)\(pick(["", ", stratum 2", " (unknown)"]))")
        }
        return "\(month) \(day < 10 ? " " : "")\(day) \(clock) \(host) \(process): \(message)\n"
    }
}
