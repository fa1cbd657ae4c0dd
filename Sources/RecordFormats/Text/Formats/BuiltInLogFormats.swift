import Foundation

extension LogFormat {
    /// The formats list-viewer knows without a file, tried in this order after a user's: the
    /// same JSON a format file holds. syslog (RFC 3164, with or without the year, host and
    /// priority, a process's name perhaps of words before its id, `Microsoft Word[14463]:`;
    /// RFC 5424), `journalctl` (short, short-iso, short-precise, short-full), PostgreSQL's
    /// server log (Debian's `%m [%p] %q%u@%d `), MySQL's error log, Redis's log, Kubernetes'
    /// container logs (CRI: `… stdout F …`), dpkg, Apache and
    /// nginx access and error logs, Python's `logging`, Java's log4j, logback and Spring Boot,
    /// Hadoop, Spark and Zookeeper, HDFS, Go's glog and klog, Android's logcat, Ruby's `Logger`
    /// (Rails), the kernel's ring buffer (`dmesg`, `journalctl -o short-monotonic`: seconds since
    /// boot, as `uptime`) and Xorg's log (its `(WW)` and `(EE)` as levels), and Windows' CBS.
    /// Other logs are read by the header learnt from the file.
    public static let builtIn: [LogFormat] = builtInDefinitions.compactMap { try? LogFormat(json: Array($0.utf8), path: "built-in") }

    /// Compiles ``builtIn`` (a few milliseconds of reading and compiling patterns) on a thread
    /// of its own: a program that starts this first finds the formats ready when it opens a file.
    public static func prepareBuiltInInBackground() {
        Thread.detachNewThread { _ = builtIn }
    }

    /// The built-in formats as JSON; ``builtIn`` holds those that compile (a test checks all do).
    static let builtInDefinitions: [String] = [
        #"""
        {"name": "syslog-rfc5424",
         "pattern": "^<(?<priority>\\d{1,3})>1 (?<time>\\S+) (?<host>\\S+) (?<process>\\S+) (?<pid>\\S+) (?<msgid>\\S+) (?<data>-|(?:\\[(?:[^\\]\\\\\"]|\\\\.|\"(?:[^\"\\\\]|\\\\.)*\")*\\])+)(?: (?<message>.*))?$",
         "types": {"priority": "integer"}}
        """#,
        #"""
        {"name": "syslog",
         "pattern": "^(?:<(?<priority>\\d{1,3})>)?(?<time>[A-Z][a-z]{2} [ \\d]\\d \\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)?(?: \\d{4})?|[A-Z][a-z]{2} \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)?(?: [A-Z]{2,5}| [+-]\\d\\d(?::?\\d\\d)?)?|\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(?:[.,]\\d+)?(?:Z|[+-]\\d\\d:?\\d\\d)?) (?:(?<host>[^\\s\\[:]+) )?(?<process>[^\\s\\[:]+(?:\\([^)\\s]*\\))?|[^\\s\\[:]+(?: [^\\s\\[:]+){1,3}(?=\\[\\d+\\]))(?:\\[(?<pid>\\d+)\\])?(?: \\((?<address>[^()\\s]*)\\))?: (?<message>.*)$",
         "types": {"priority": "integer", "pid": "integer"}}
        """#,
        #"""
        {"name": "postgresql",
         "pattern": "^(?<time>\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)?(?: [A-Z]{2,5}| [+-]\\d\\d(?::?\\d\\d)?)?) \\[(?<pid>\\d+)\\](?: (?<user>[^@\\s]*)@(?<database>\\S*))? (?<level>DEBUG[1-5]?|INFO|NOTICE|WARNING|ERROR|LOG|FATAL|PANIC|DETAIL|HINT|QUERY|CONTEXT|LOCATION|STATEMENT):  (?<message>.*)$",
         "types": {"pid": "integer"},
         "levels": {"info": ["LOG"], "debug": ["DEBUG1", "DEBUG2", "DEBUG3", "DEBUG4", "DEBUG5"]}}
        """#,
        #"""
        {"name": "mysql",
         "pattern": "^(?<time>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)?(?:Z|[+-]\\d\\d:\\d\\d)) (?<thread>\\d+) \\[(?<level>System|ERROR|Warning|Note)\\](?: \\[(?<code>MY-\\d+)\\] \\[(?<subsystem>[^\\]]+)\\])? (?<message>.*)$",
         "types": {"thread": "integer"},
         "levels": {"notice": ["System"], "info": ["Note"]}}
        """#,
        #"""
        {"name": "redis",
         "pattern": "^(?<pid>\\d+):(?<role>[XCSM]) (?<time>\\d\\d [A-Z][a-z]{2} \\d{4} \\d\\d:\\d\\d:\\d\\d\\.\\d{3}) (?<level>[.*#-]) (?<message>.*)$",
         "types": {"pid": "integer"},
         "levels": {"debug": ["."], "trace": ["-"], "notice": ["*"], "warning": ["#"]}}
        """#,
        #"""
        {"name": "container-runtime",
         "pattern": "^(?<time>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)?(?:Z|[+-]\\d\\d:\\d\\d)) (?<stream>stdout|stderr) (?<tag>[FP]) (?<message>.*)$"}
        """#,
        #"""
        {"name": "dpkg",
         "pattern": "^(?<time>\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d) (?<action>startup|status|install|upgrade|remove|purge|configure|trigproc|conffile) (?<message>.*)$"}
        """#,
        #"""
        {"name": "access-log",
         "pattern": "^(?<client>\\S+) (?<ident>\\S+) (?<user>\\S+) \\[(?<time>[^\\]]+)\\] \"(?<message>(?:[^\"\\\\]|\\\\.)*)\" (?<status>\\d{3}) (?<size>\\d+|-)(?: \"(?<referer>(?:[^\"\\\\]|\\\\.)*)\" \"(?<agent>(?:[^\"\\\\]|\\\\.)*)\")?.*$",
         "types": {"status": "integer", "size": "integer"}}
        """#,
        #"""
        {"name": "apache-error",
         "pattern": "^\\[(?<time>[^\\]]+)\\] \\[(?:(?<module>[^:\\]\\s]+):)?(?<level>[a-z]+\\d?)\\](?: \\[pid (?<pid>\\d+)(?::tid (?<tid>\\d+))?\\])? (?<message>.*)$",
         "types": {"pid": "integer", "tid": "integer"}}
        """#,
        #"""
        {"name": "nginx-error",
         "pattern": "^(?<time>\\d{4}/\\d\\d/\\d\\d \\d\\d:\\d\\d:\\d\\d) \\[(?<level>[a-z]+)\\] (?<pid>\\d+)#(?<tid>\\d+): (?:\\*(?<connection>\\d+) )?(?<message>.*)$",
         "types": {"pid": "integer", "tid": "integer", "connection": "integer"}}
        """#,
        #"""
        {"name": "python-logging",
         "pattern": "^(?<time>\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,\\d{3}) - (?<logger>\\S+) - (?<level>[A-Z]+) - (?<message>.*)$"}
        """#,
        #"""
        {"name": "python-logging-basic",
         "pattern": "^(?<level>DEBUG|INFO|WARNING|ERROR|CRITICAL):(?<logger>[^:\\s]+):(?<message>.*)$"}
        """#,
        #"""
        {"name": "spring-boot",
         "pattern": "^(?<time>\\d{4}-\\d\\d-\\d\\d[ T]\\d\\d:\\d\\d:\\d\\d[.,]\\d{3}(?:Z|[+-]\\d\\d:?\\d\\d)?) +(?<level>[A-Z]+) +(?<pid>\\d+) --- \\[ *(?<thread>[^\\]]*)\\] (?<logger>\\S+) +: (?<message>.*)$",
         "types": {"pid": "integer"}}
        """#,
        #"""
        {"name": "log4j",
         "pattern": "^(?<time>\\d{4}-\\d\\d-\\d\\d[ T]\\d\\d:\\d\\d:\\d\\d[.,]\\d{3}) +\\[(?<thread>[^\\]]*)\\] +(?<level>[A-Z]+) +(?<logger>\\S+) +- (?<message>.*)$"}
        """#,
        #"""
        {"name": "log4j-level-first",
         "pattern": "^(?<time>\\d{4}-\\d\\d-\\d\\d[ T]\\d\\d:\\d\\d:\\d\\d[.,]\\d{3}) +(?<level>[A-Z]+) +\\[(?<thread>[^\\]]*)\\] (?<logger>\\S+) +- (?<message>.*)$"}
        """#,
        #"""
        {"name": "hadoop",
         "pattern": "^(?<time>\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,\\d{3}) (?<level>[A-Z]+) \\[(?<thread>[^\\]]*)\\] (?<logger>[^\\s:]+): (?<message>.*)$"}
        """#,
        #"""
        {"name": "zookeeper",
         "pattern": "^(?<time>\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,\\d{3}) - (?<level>[A-Z]+) +\\[(?<thread>.*?)\\] - (?<message>.*)$"}
        """#,
        #"""
        {"name": "spark",
         "pattern": "^(?<time>\\d\\d/\\d\\d/\\d\\d \\d\\d:\\d\\d:\\d\\d) (?<level>[A-Z]+) (?<logger>[^\\s:]+): (?<message>.*)$"}
        """#,
        #"""
        {"name": "hdfs",
         "pattern": "^(?<time>\\d{6} \\d{6}) (?<pid>\\d+) (?<level>[A-Z]+) (?<logger>[^\\s:]+): (?<message>.*)$",
         "types": {"pid": "integer"}}
        """#,
        #"""
        {"name": "glog",
         "pattern": "^(?<time>(?<level>[IWEF])\\d{4} \\d\\d:\\d\\d:\\d\\d\\.\\d{6}) +(?<tid>\\d+) (?<source>[^\\s:\\]]+:\\d+)\\] (?<message>.*)$",
         "types": {"tid": "integer"}}
        """#,
        #"""
        {"name": "logcat",
         "pattern": "^(?<time>\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\.\\d{3}) +(?<pid>\\d+) +(?<tid>\\d+) (?<level>[VDIWEFA]) (?<tag>.*?) *: (?<message>.*)$",
         "types": {"pid": "integer", "tid": "integer"}}
        """#,
        #"""
        {"name": "ruby-logger",
         "pattern": "^[DIWEFAU], \\[(?<time>[^\\]\\s]+) #(?<pid>\\d+)\\] +(?<level>[A-Z]+) -- (?:(?<program>[^:]+?))?: (?<message>.*)$",
         "types": {"pid": "integer"}}
        """#,
        #"""
        {"name": "journalctl-monotonic",
         "pattern": "^\\[ *(?<uptime>\\d+\\.\\d+)\\] (?<host>[^\\s\\[:]+) (?<process>[^\\s\\[:]+)(?:\\[(?<pid>\\d+)\\])?: (?<message>.*)$",
         "types": {"uptime": "number", "pid": "integer"}}
        """#,
        #"""
        {"name": "kernel",
         "pattern": "^\\[ *(?<uptime>\\d+\\.\\d+)\\] (?:\\((?<level>II|WW|EE|NI|==|\\*\\*|--|\\?\\?)\\) )?(?<message>.*)$",
         "types": {"uptime": "number"},
         "levels": {"info": ["II", "NI", "==", "**", "--", "??"], "warning": ["WW"], "error": ["EE"]}}
        """#,
        #"""
        {"name": "windows-cbs",
         "pattern": "^(?<time>\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d), (?<level>\\w+) +(?<component>\\S+) +(?<message>.*)$"}
        """#,
    ]
}
