#!/usr/bin/env python3
"""Writes the hand-labelled sample logs of Tests/RecordFilesTests/Fixtures/LabelledLogs/.

For each of 16 systems S: S.log (400 lines in the shape that system writes, LF line ends, a final
LF) and S.labels.jsonl (one JSON object a line: line, content, event, template).

Every message, host, user and id is invented here; only the header layouts and the general look
of the messages follow the real systems (Loghub's log_format conventions). Each line and its label
come from the same values, so the labels agree with the lines by construction, and the checks at
the end confirm it. Seeded and standard library only: the same bytes on every run.

    python3 scripts/labelled-logs/generate.py          # writes the files
    python3 scripts/labelled-logs/generate.py --check  # only checks that the files are up to date
"""
import datetime as dt
import json
import os
import random
import re
import sys

N_LINES = 400
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, "..", "..", "Tests", "RecordFilesTests", "Fixtures", "LabelledLogs"))

MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
WDAY = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

# A variable part in a template: {type} or {type_2} (a second value of the same type). Braces that
# do not hold a bare name ("{ id: 3 }", "{act=...", "Window{") are kept as text.
SLOT = re.compile(r"\{([A-Za-z][A-Za-z0-9]*)(?:_\d+)?\}")

USERS = ["root", "admin", "oracle", "webmaster", "guest", "test", "postgres", "nagios", "ftp",
         "backup", "deploy", "mysql", "git", "support", "operator", "user", "info", "sales",
         "apache", "www"]


# ----------------------------------------------------------------------------------------------
# Small value helpers (all take the system's random generator).

def hx(r, n):
    return "".join(r.choice("0123456789abcdef") for _ in range(n))


def uuid4(r):
    h = hx(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:32]}"


def ip_private(r):
    k = r.random()
    if k < 0.5:
        return f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
    if k < 0.8:
        return f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
    return f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"


def ip_outside(r):
    """Addresses from the documentation ranges, for 'remote' peers."""
    return f"{r.choice(['192.0.2', '198.51.100', '203.0.113'])}.{r.randint(1, 254)}"


def human_size(r, lo, hi, space=" ", units=("B", "KB", "MB", "GB")):
    b = r.uniform(lo, hi)
    u = 0
    while b >= 1024 and u < len(units) - 1:
        b /= 1024
        u += 1
    return f"{b:.1f}{space}{units[u]}"


def mac_addr(r):
    return ":".join(hx(r, 2) for _ in range(6))


class Event:
    def __init__(self, tpl, attrs):
        self.tpl = tpl
        self.attrs = attrs
        self.template = SLOT.sub("<*>", tpl)
        self.id = None


def E(tpl, **attrs):
    return Event(tpl, attrs)


class Ctx:
    """What a slot or a header attribute sees: the generator, the line's time, the attributes
    resolved so far, the system's running state and the values given earlier on this line."""

    def __init__(self, r, t, i, st):
        self.r, self.t, self.i, self.st = r, t, i, st
        self.a = {}
        self.mem = {}

    def pick(self, seq):
        return self.r.choice(seq)


class Clock:
    """Time stamps in order, with bursts inside one second (repeated seconds) and longer gaps."""

    def __init__(self, r, start, burst_p, burst_us, gap_lo, gap_hi):
        self.r, self.t = r, start
        self.burst_p, self.burst_us, self.gap_lo, self.gap_hi = burst_p, burst_us, gap_lo, gap_hi

    def next(self, burst=False):
        if burst or self.r.random() < self.burst_p:
            d = self.r.randint(0, self.burst_us)
        else:
            d = int(self.r.uniform(self.gap_lo, self.gap_hi) * 1_000_000)
        self.t += dt.timedelta(microseconds=d)
        return self.t


class System:
    def __init__(self, name, events, slots, header, clock):
        self.name, self.events, self.slots, self.header, self.clock = name, events, slots, header, clock


def allocate(r, events):
    """How often each event occurs: events with a phase (start, end, a burst) once, or as often as
    their count says; of the
    others the last third are a tail seen 1 to 3 times and the rest share the remaining lines by a
    Zipf-like law (definition order is frequency order)."""
    counts = {}
    free = []
    for i, ev in enumerate(events):
        if "count" in ev.attrs:
            counts[i] = ev.attrs["count"]
        elif "phase" in ev.attrs:
            counts[i] = 1
        else:
            free.append(i)
    tail_k = max(3, round(len(free) * 0.35))
    head, tail = free[:len(free) - tail_k], free[len(free) - tail_k:]
    for i in tail:
        counts[i] = r.choice([1, 1, 2, 2, 3])
    rem = N_LINES - sum(counts.values())
    w = [1 / (j + 1) ** 1.0 for j in range(len(head))]
    hc = [max(4, int(rem * x / sum(w))) for x in w]
    hc[0] += rem - sum(hc)
    assert len(hc) < 2 or hc[0] >= hc[1], "head counts do not add up"
    for i, c in zip(head, hc):
        counts[i] = c
    return counts


def schedule(r, events):
    counts = allocate(r, events)
    start = [i for i, ev in enumerate(events) if ev.attrs.get("phase") == "start" for _ in range(counts[i])]
    end = [i for i, ev in enumerate(events) if ev.attrs.get("phase") == "end" for _ in range(counts[i])]
    middle = []
    for i, ev in enumerate(events):
        if ev.attrs.get("phase") is None:
            middle += [i] * counts[i]
    r.shuffle(middle)
    # Any other phase is a burst (a reboot, say): its events together, at one place in the middle.
    bursts = {}
    for i, ev in enumerate(events):
        if ev.attrs.get("phase") not in (None, "start", "end"):
            bursts.setdefault(ev.attrs["phase"], []).append(i)
    for burst in bursts.values():
        at = r.randint(len(middle) // 4, 3 * len(middle) // 4)
        middle[at:at] = burst
    order = start + middle + end
    assert len(order) == N_LINES, (len(order), N_LINES)
    return order


HEADER_ONLY = {"phase", "count", "trail"}


def render(system, r, st, ev, t, i):
    c = Ctx(r, t, i, st)
    for k, v in ev.attrs.items():
        if k in HEADER_ONLY:
            continue
        if callable(v):
            v = v(c)
        elif isinstance(v, (list, tuple)):
            v = r.choice(v)
        c.a[k] = v
    content = []
    pos = 0
    for m in SLOT.finditer(ev.tpl):
        content.append(ev.tpl[pos:m.start()])
        value = system.slots[m.group(1)](c)
        assert value and value == value.strip() and "\n" not in value, (system.name, ev.tpl, value)
        c.mem[m.group(1)] = value
        content.append(value)
        pos = m.end()
    content.append(ev.tpl[pos:])
    values = content[1::2]
    content = "".join(content)
    line = system.header(c) + content + ev.attrs.get("trail", "")
    return line, content, values


# ----------------------------------------------------------------------------------------------
# The systems. Each function builds its value pools from r, then its events in frequency order.

def hdfs(r):
    blks = [f"blk_{r.choice(['-', ''])}{r.randint(10**17, 9 * 10**18)}" for _ in range(70)]
    nodes = [f"10.{r.randint(240, 251)}.{r.randint(0, 255)}.{r.randint(2, 250)}" for _ in range(26)]
    users = ["root", "hadoop", "oracle", "deploy"]

    def ipp(c):
        port = "50010" if c.r.random() < 0.7 else str(c.r.randint(32768, 60999))
        return f"{c.pick(nodes)}:{port}"

    def blk(c):
        c.st["last_blk"] = c.pick(blks)
        return c.st["last_blk"]

    def size(c):
        return "67108864" if c.r.random() < 0.6 else str(c.r.randint(1024, 67108863))

    def hpath(c):
        job = f"job_200903140815_{c.r.randint(1, 480):04d}"
        return c.pick([f"/user/{c.pick(users)}/randtxt{c.r.randint(1, 9)}/_temporary/_task_{job[4:]}_m_{c.r.randint(0, 2000):06d}_0/part-{c.r.randint(0, 2000):05d}",
                       f"/mnt/hadoop/mapred/system/{job}/job.jar",
                       f"/mnt/hadoop/mapred/system/{job}/job.split",
                       f"/user/{c.pick(users)}/sortrand/_logs/history/{job}_conf.xml"])

    def blkpath(c):
        return f"/mnt/hadoop/dfs/data/current/subdir{c.r.randint(0, 63)}/{c.st['last_blk']}"

    def exc(c):
        return c.pick([
            "java.io.IOException: Connection reset by peer",
            "java.io.EOFException",
            "java.io.IOException: Broken pipe",
            f"java.net.SocketTimeoutException: {c.pick(['60000', '63000', '480000'])} millis timeout while waiting for channel to be ready for read. ch : java.nio.channels.SocketChannel[connected local=/{c.pick(nodes)}:50010 remote=/{c.pick(nodes)}:{c.r.randint(32768, 60999)}]",
            "java.io.InterruptedIOException: interrupted while waiting for IO on channel",
            f"java.io.IOException: Block {c.pick(blks)} is valid, and cannot be written to.",
        ])

    slots = {
        "blk": blk, "ipp": ipp, "ip": lambda c: c.pick(nodes), "size": size, "hpath": hpath,
        "blkpath": blkpath, "exc": exc,
        "n": lambda c: str(c.r.choice([0, 1, 2, 2, 2])),
        "ms": lambda c: str(c.r.randint(301, 9400)),
        "blklist": lambda c: " ".join(c.r.sample(blks, c.r.randint(1, 6))),
    }
    PR, DX, DN, FS, FD, BS = ("dfs.DataNode$PacketResponder", "dfs.DataNode$DataXceiver", "dfs.DataNode",
                              "dfs.FSNamesystem", "dfs.FSDataset", "dfs.DataBlockScanner")
    events = [
        E("PacketResponder {n} for block {blk} terminating", comp=PR, level="INFO"),
        E("Accepting block {blk} src: /{ipp} dest: /{ipp_2}", comp=DX, level="INFO"),
        E("Stored block {blk} of size {size} from /{ip}", comp=PR, level="INFO"),
        E("BLOCK* addStoredBlock: map updated: {ipp} holds {blk} size={size}", comp=FS, level="INFO"),
        E("{ipp} Sent block {blk} to /{ip}", comp=DX, level="INFO"),
        E("Checksum verified for {blk}", comp=BS, level="INFO"),
        E("Removing block {blk} file {blkpath}", comp=FD, level="INFO"),
        E("BLOCK* allocate: {hpath} gets {blk}", comp=FS, level="INFO"),
        E("BLOCK* ask {ipp} to drop {blklist}", comp=FS, level="INFO"),
        E("BLOCK* delete: {blk} added to pending set of {ipp}", comp=FS, level="INFO"),
        E("Block {blk} replication started on {ipp}", comp=DN, level="INFO"),
        E("Block {blk} replication finished on {ipp}", comp=DN, level="INFO"),
        E("{ipp}:Exception writing {blk} to mirror {ipp_2}", comp=DX, level="INFO"),
        E("Exception in receiveBlock for block {blk} {exc}", comp=DX, level="INFO"),
        E("writeBlock {blk} received exception {exc}", comp=DX, level="INFO"),
        E("{ipp}:Transmitted {blk} to /{ipp_2}", comp=DN, level="INFO"),
        E("Deleting block {blk} file {blkpath}", comp=FD, level="INFO"),
        E("PendingReplicationMonitor timed out block {blk}", comp="dfs.PendingReplicationBlocks", level="WARN"),
        E("Failed to remove block {blk}: no entry in volume map.", comp=FD, level="WARN"),
        E("Block {blk} already open for write, reopening", comp=DN, level="INFO"),
        E("BLOCK* redundant addStoredBlock request: {blk} already on {ipp}", comp=FS, level="WARN"),
        E("Slow BlockReceiver write to mirror took {ms}ms (threshold=300ms)", comp="dfs.DataNode$BlockReceiver", level="WARN"),
        E("{ipp}:DataXceiver: {exc}", comp=DN, level="ERROR"),
    ]

    def header(c):
        t = c.t
        return f"{t:%y%m%d} {t:%H%M%S} {c.r.randint(13, 3300)} {c.a['level']} {c.a['comp']}: "

    clock = Clock(r, dt.datetime(2009, 3, 14, 8, 15, 2), 0.55, 900_000, 0.5, 9.0)
    return System("HDFS", events, slots, header, clock)


def hadoop(r):
    cts = "1458551603311"
    job = f"job_{cts}_0007"
    app = f"application_{cts}_0007"
    users = ["deploy", "hadoop", "analyst"]
    hosts = [f"wk-{n:02d}.grid.example" for n in r.sample(range(1, 40), 8)]
    am_port = str(r.randint(30000, 60000))
    maps = list(range(0, 18))

    def task(c, kind=None):
        kind = kind or ("m" if c.r.random() < 0.85 else "r")
        return f"{kind}_{c.pick(maps) if kind == 'm' else c.r.randint(0, 2):06d}"

    def attempt(c):
        return f"attempt_{cts}_0007_{task(c)}_{c.r.choice([0, 0, 0, 1])}"

    TA = ["NEW", "UNASSIGNED", "ASSIGNED", "RUNNING", "COMMIT_PENDING", "SUCCESS_CONTAINER_CLEANUP",
          "SUCCEEDED", "FAIL_CONTAINER_CLEANUP", "KILL_CONTAINER_CLEANUP", "FAILED"]
    TS = ["NEW", "SCHEDULED", "RUNNING", "SUCCEEDED", "KILL_WAIT", "KILLED"]
    JS = ["NEW", "INITED", "SETUP", "RUNNING", "COMMITTING", "SUCCEEDED"]

    def exc(c):
        return c.pick([
            "java.net.ConnectException: Connection refused",
            f"java.net.NoRouteToHostException: No Route to Host from {c.pick(hosts)}/{ip_private(c.r)} to {c.pick(hosts)}:8030 failed on socket timeout exception",
            "java.io.IOException: Spill failed",
            "java.lang.OutOfMemoryError: Java heap space",
            f"org.apache.hadoop.ipc.RemoteException: Application attempt appattempt_{cts}_0007_000001 doesn't exist in ApplicationMasterService cache.",
            "java.nio.channels.ClosedByInterruptException",
        ])

    slots = {
        "attempt": attempt,
        "task": lambda c: f"task_{cts}_0007_{task(c)}",
        "container": lambda c: f"container_{cts}_0007_01_{c.r.randint(2, 30):06d}",
        "jvm": lambda c: f"jvm_{cts}_0007_m_{c.r.randint(2, 30):012d}",
        "job": lambda c: job, "app": lambda c: app,
        "appattempt": lambda c: f"appattempt_{cts}_0007_000001",
        "mem": lambda c: str(c.r.choice([0, 1024, 2048, 3072, 4096, 8192, c.r.randint(1, 90) * 512])),
        "n": lambda c: str(c.r.randint(0, 20)),
        "small": lambda c: str(c.r.randint(1, 9)),
        "prog": lambda c: f"{c.r.uniform(0.01, 1):.{c.r.choice([4, 6, 9])}f}".rstrip("0").rstrip("."),
        "tastate": lambda c: c.pick(TA), "tstate": lambda c: c.pick(TS), "jstate": lambda c: c.pick(JS),
        "host": lambda c: c.pick(hosts),
        "ipp": lambda c: f"{ip_private(c.r)}:{c.r.choice(['8030', '8020', '9000', am_port])}",
        "port": lambda c: c.pick([am_port, "8030", "13562"]),
        "bytes": lambda c: str(c.r.randint(100, 90_000_000)),
        "ip": lambda c: ip_private(c.r),
        "exc": exc, "user": lambda c: c.pick(users),
        "procnum": lambda c: c.a["proc"].rsplit("#", 1)[1], "tries": lambda c: str(c.r.randint(0, 9)),
        "cts": lambda c: cts, "negint": lambda c: str(-c.r.randint(10**8, 2 * 10**9)),
    }
    P = "org.apache.hadoop."
    RMCA, TAI, TI, JI = (P + "mapreduce.v2.app.rm.RMContainerAllocator", P + "mapreduce.v2.app.job.impl.TaskAttemptImpl",
                         P + "mapreduce.v2.app.job.impl.TaskImpl", P + "mapreduce.v2.app.job.impl.JobImpl")
    TALI, CLI, MRAM = (P + "mapred.TaskAttemptListenerImpl", P + "mapreduce.v2.app.launcher.ContainerLauncherImpl",
                       P + "mapreduce.v2.app.MRAppMaster")
    JHEH, IPC, IPCC = P + "mapreduce.jobhistory.JobHistoryEventHandler", P + "ipc.Server", P + "ipc.Client"
    ALLOC, DISP = "RMCommunicator Allocator", "AsyncDispatcher event handler"
    handler = lambda c: f"IPC Server handler {c.r.randint(0, 29)} on {am_port}"
    launcher = lambda c: f"ContainerLauncher #{c.r.randint(0, 9)}"
    events = [
        E("Created MRAppMaster for application {appattempt}", phase="start", comp=MRAM, proc="main", level="INFO"),
        E("Running with tokens:", phase="start", comp=MRAM, proc="main", level="INFO"),
        E("Kind: YARN_AM_RM_TOKEN, Service: , Ident: (appAttemptId { application_id { id: {small} cluster_timestamp: {cts} } attemptId: {small_2} } keyId: {negint})",
          phase="start", comp=MRAM, proc="main", level="INFO"),
        E("Using new API output committer.", phase="start", comp=MRAM, proc="main", level="INFO"),
        E("Default file system [hdfs://{host}:9000]", phase="start", comp=MRAM, proc="main", level="INFO"),
        E("Timeline server publishing of job history is disabled", phase="start", comp=JHEH, proc="main", level="INFO"),
        E("Added global filter 'safety' (class=org.apache.hadoop.http.HttpServer2$QuotingInputFilter)", phase="start",
          comp=P + "http.HttpServer2", proc="main", level="INFO"),
        E("mapreduce.cluster.local.dir for child: /tmp/hadoop-yarn/nm-local-dir/usercache/{user}/appcache/{app}", phase="start",
          comp=MRAM, proc="main", level="INFO"),
        E("maxContainerCapability: <memory:{mem}, vCores:{small}>", phase="start", comp=P + "mapreduce.v2.app.rm.RMCommunicator",
          proc="main", level="INFO"),
        E("Recalculating schedule, headroom=<memory:{mem}, vCores:{n}>", comp=RMCA, proc=ALLOC, level="INFO"),
        E("Progress of attempt {attempt} is : {prog}", comp=TALI, proc=handler, level="INFO"),
        E("Reduce slow start threshold not met. completedMapsForReduceSlowstart {n}", comp=RMCA, proc=ALLOC, level="INFO"),
        E("{attempt} TaskAttempt moved from {tastate} to {tastate_2}", comp=TAI, proc=DISP, level="INFO"),
        E("After scheduling: pendingReduces={n} scheduledMaps={n_2} assignedMaps={n_3} completedMaps={n_4}", comp=RMCA, proc=ALLOC, level="INFO"),
        E("Status update from {attempt}", comp=TALI, proc=handler, level="INFO"),
        E("fetcher#{procnum} fetched output of map {attempt} decomp: {bytes} len: {bytes_2} to MEMORY",
          comp=P + "mapreduce.task.reduce.Fetcher", proc=lambda c: f"fetcher#{c.r.randint(1, 5)}", level="INFO"),
        E("{task} Task moved from {tstate} to {tstate_2}", comp=TI, proc=DISP, level="INFO"),
        E("Received completed container {container}", comp=RMCA, proc=ALLOC, level="INFO"),
        E("Assigned container {container} to {attempt}", comp=RMCA, proc=ALLOC, level="INFO"),
        E("Processing the event EventType: CONTAINER_REMOTE_LAUNCH for container {container} taskAttempt {attempt}",
          comp=CLI, proc=launcher, level="INFO"),
        E("Launching {attempt}", comp=CLI, proc=launcher, level="INFO"),
        E("JVM with ID : {jvm} asked for a task", comp=TALI, proc=handler, level="INFO"),
        E("JVM with ID: {jvm} given task: {attempt}", comp=TALI, proc=handler, level="INFO"),
        E("Processing the event EventType: CONTAINER_REMOTE_CLEANUP for container {container} taskAttempt {attempt}",
          comp=CLI, proc=launcher, level="INFO"),
        E("Num completed Tasks: {n}", comp=JI, proc=DISP, level="INFO"),
        E("Address change detected. Old: {host}/{ipp} New: {host_2}:8030", comp=IPCC, proc=ALLOC, level="WARN"),
        E("Retrying connect to server: {host}/{ipp}. Already tried {tries} time(s); maxRetries=10", comp=IPCC,
          proc=ALLOC, level="INFO"),
        E("Error communicating with RM: {exc}", comp=RMCA, proc=ALLOC, level="ERROR"),
        E("Diagnostics report from {attempt}: Error: {exc}", comp=TAI, proc=DISP, level="INFO"),
        E("KILLING {attempt}", comp=CLI, proc=launcher, level="INFO"),
        E("Spilling map output to disk: size {bytes} exceeds limit ({bytes_2})", comp=P + "mapreduce.task.reduce.MergeManagerImpl",
          proc=lambda c: f"fetcher#{c.r.randint(1, 5)}", level="INFO"),
        E("DefaultSpeculator.addSpeculativeAttempt -- we are speculating {task}", comp=P + "mapreduce.v2.app.speculate.DefaultSpeculator",
          proc="DefaultSpeculator background processing", level="INFO"),
        E("Scheduling a redundant attempt for task {task}", comp=TI, proc=DISP, level="INFO"),
        E("Starting Socket Reader #{small} for port {port}", comp=IPC, proc="main", level="INFO"),
        E("Stopping Socket Reader #{small} for port {port}", comp=IPC, proc=lambda c: f"IPC Server listener on {am_port}", level="INFO"),
        E("Auth successful for {job} (auth:SIMPLE)", comp="SecurityLogger." + IPC,
          proc=lambda c: f"Socket Reader #1 for port {am_port}", level="INFO"),
        E("Socket Reader #1 for port {port}: readAndProcess from client {ip} threw exception [{exc}]", comp=IPC,
          proc=lambda c: f"Socket Reader #1 for port {am_port}", level="INFO"),
        E("Task cleanup failed for attempt {attempt}", comp=TAI, proc=DISP, level="WARN"),
        E("Failed to renew lease for [DFSClient_NONMAPREDUCE_{negint}_1] for {n} seconds.  Will retry shortly ...",
          comp=P + "hdfs.LeaseRenewer", proc=lambda c: f"LeaseRenewer:{c.pick(users)}@{c.pick(hosts)}:9000", level="WARN"),
        E("mapResourceRequest:<memory:{mem}, vCores:{small}>", comp=RMCA, proc=DISP, level="INFO"),
        E("{job}Job moved from {jstate} to {jstate_2}", comp=JI, proc=DISP, level="INFO"),
        E("Copied to done location: hdfs://{host}:9000/tmp/hadoop-yarn/staging/history/done_intermediate/{user}/{job}.jhist",
          comp=JHEH, proc="eventHandlingThread", level="INFO"),
        E("Stopping JobHistoryEventHandler. Size of the outstanding queue size is {n}", phase="end", comp=JHEH,
          proc="Thread-92", level="INFO"),
    ]

    def header(c):
        t = c.t
        return f"{t:%Y-%m-%d %H:%M:%S},{t.microsecond // 1000:03d} {c.a['level']} [{c.a['proc']}] {c.a['comp']}: "

    clock = Clock(r, dt.datetime(2016, 3, 21, 9, 14, 2, 117000), 0.6, 400_000, 0.4, 6.0)
    return System("Hadoop", events, slots, header, clock)


def spark(r):
    hosts = [f"sparkw-{n:02d}" for n in r.sample(range(1, 60), 10)]
    driver = ip_private(r)
    users = ["yarn", "spark", "analyst", "root"]
    st = {"tid": r.randint(100, 900), "stage": 0}

    def tf(c):
        return f"{c.r.randint(0, 63)}.{c.r.choice([0, 0, 0, 1])}"

    def tid(c):
        st["tid"] += c.r.randint(0, 3)
        return str(st["tid"])

    def rdd(c):
        return f"rdd_{c.r.randint(2, 40)}_{c.r.randint(0, 63)}"

    def exc(c):
        return c.pick([
            "org.apache.spark.rpc.RpcTimeoutException: Futures timed out after [10 seconds]. This timeout is controlled by spark.executor.heartbeatInterval",
            "java.io.IOException: Connection reset by peer",
            f"java.io.IOException: Failed to connect to {driver}:{c.r.randint(30000, 60000)}",
            "java.lang.InterruptedException",
        ])

    slots = {
        "tf": tf, "tid": tid, "rdd": rdd,
        "bc": lambda c: f"broadcast_{c.r.randint(0, 30)}_piece{c.r.randint(0, 2)}",
        "bytes": lambda c: str(c.r.randint(900, 3000)),
        "sz": lambda c: human_size(c.r, 200, 3 * 2**30),
        "host": lambda c: c.pick(hosts),
        "path": lambda c: f"data/{c.pick(['clicks', 'events', 'mail'])}/{c.pick(['2017-07-30', '2017-07-31'])}/part-{c.r.randint(0, 199):05d}.gz",
        "off": lambda c: str(c.r.randint(0, 40) * 67108864),
        "len": lambda c: str(c.r.choice([67108864, c.r.randint(1000, 67108864)])),
        "n": lambda c: str(c.r.randint(0, 40)),
        "ms": lambda c: str(c.r.randint(0, 400)),
        "user": lambda c: c.pick(users),
        "port": lambda c: str(c.r.randint(30000, 60000)),
        "ipp": lambda c: f"{driver}:{c.r.randint(30000, 60000)}",
        "tmp": lambda c: f"/opt/hadoop/tmp/nm-local-dir/usercache/{c.pick(users)}/appcache/application_1501413212117_00{c.r.randint(10, 99)}/blockmgr-{uuid4(c.r)}",
        "exc": exc,
    }
    EX, BM, MS = "executor.Executor", "storage.BlockManager", "storage.MemoryStore"
    CG, SM = "executor.CoarseGrainedExecutorBackend", "spark.SecurityManager"
    events = [
        E("Signal handlers installed for [TERM, HUP, INT]", phase="start", comp=CG, level="INFO"),
        E("Changing view acls to: {user}", phase="start", comp=SM, level="INFO"),
        E("Changing modify acls to: {user}", phase="start", comp=SM, level="INFO"),
        E("SecurityManager: authentication disabled; ui acls disabled; users with view permissions: Set({user}); users with modify permissions: Set({user_2})",
          phase="start", comp=SM, level="INFO"),
        E("Successfully started service 'sparkExecutorActorSystem' on port {port}.", phase="start", comp="util.Utils", level="INFO"),
        E("Created local directory at {tmp}", phase="start", comp="storage.DiskBlockManager", level="INFO"),
        E("MemoryStore started with capacity {sz}", phase="start", comp=MS, level="INFO"),
        E("Connecting to driver: spark://CoarseGrainedScheduler@{ipp}", phase="start", comp=CG, level="INFO"),
        E("Registered with driver", phase="start", comp=CG, level="INFO"),
        E("Server created on {port}", phase="start", comp="netty.NettyBlockTransferService", level="INFO"),
        E("Running task {tf} in stage {tf_2} (TID {tid})", comp=EX, level="INFO"),
        E("Finished task {tf} in stage {tf_2} (TID {tid}). {bytes} bytes result sent to driver", comp=EX, level="INFO"),
        E("Got assigned task {tid}", comp=CG, level="INFO"),
        E("Found block {rdd} locally", comp=BM, level="INFO"),
        E("Block {rdd} stored as values in memory (estimated size {sz}, free {sz_2})", comp=MS, level="INFO"),
        E("Input split: hdfs://{host}:8020/{path}:{off}+{len}", comp="rdd.HadoopRDD", level="INFO"),
        E("Partition {rdd} not found, computing it", comp="spark.CacheManager", level="INFO"),
        E("Times: total = {ms}, boot = {ms_2}, init = {ms_3}, finish = {ms_4}", comp="python.PythonRunner", level="INFO"),
        E("Started reading broadcast variable {n}", comp="broadcast.TorrentBroadcast", level="INFO"),
        E("Block {bc} stored as bytes in memory (estimated size {sz}, free {sz_2})", comp=MS, level="INFO"),
        E("Reading broadcast variable {n} took {ms} ms", comp="broadcast.TorrentBroadcast", level="INFO"),
        E("Getting {n} non-empty blocks out of {n_2} blocks", comp="storage.ShuffleBlockFetcherIterator", level="INFO"),
        E("Started {n} remote fetches in {ms} ms", comp="storage.ShuffleBlockFetcherIterator", level="INFO"),
        E("Updating epoch to {n} and clearing cache", comp="spark.MapOutputTrackerWorker", level="INFO"),
        E("Don't have map outputs for shuffle {n}, fetching them", comp="spark.MapOutputTrackerWorker", level="INFO"),
        E("Doing the fetch; tracker endpoint = NettyRpcEndpointRef(spark://MapOutputTracker@{ipp})", comp="spark.MapOutputTrackerWorker", level="INFO"),
        E("Received map output locations", comp="spark.MapOutputTrackerWorker", level="INFO"),
        E("Removed {rdd} on {host}:{port} in memory (size: {sz}, free: {sz_2})", comp="storage.BlockManagerInfo", level="INFO"),
        E("Executor is trying to kill task {tf} in stage {tf_2} (TID {tid})", comp=EX, level="INFO"),
        E("Exception in task {tf} in stage {tf_2} (TID {tid})", comp=EX, level="ERROR"),
        E("Issue communicating with driver in heartbeater: {exc}", comp=EX, level="WARN"),
        E("Driver requested shutdown", phase="end", comp=CG, level="INFO"),
        E("MemoryStore emptied", phase="end", comp=MS, level="INFO"),
        E("RECEIVED SIGNAL TERM", phase="end", comp=CG, level="ERROR"),
        E("Shutdown hook invoked", phase="end", comp="util.ShutdownHookManager", level="INFO"),
    ]

    def header(c):
        return f"{c.t:%y/%m/%d %H:%M:%S} {c.a['level']} {c.a['comp']}: "

    clock = Clock(r, dt.datetime(2017, 8, 2, 11, 20, 5), 0.7, 600_000, 0.5, 12.0)
    return System("Spark", events, slots, header, clock)


def zookeeper(r):
    myid = 2
    peers = {1: "10.40.7.11", 2: "10.40.7.12", 3: "10.40.7.13"}
    clients = [f"10.40.{r.randint(8, 9)}.{r.randint(2, 250)}" for _ in range(14)]
    sids = [f"0x{r.choice('123')}{hx(r, 14).lstrip('0')}" for _ in range(18)]
    zxid = [0x700000000]

    def hexz(c):
        zxid[0] += c.r.randint(0, 300)
        return hex(zxid[0])

    def envkv(c):
        c.st["env"] = c.st.get("env", -1) + 1
        return [
            "zookeeper.version=3.4.6-1570011, built on 03/04/2014 11:42 GMT",
            "host.name=zk-b2.ops.example", "java.version=1.7.0_79", "java.vendor=Oracle Corporation",
            "java.io.tmpdir=/tmp", "os.arch=amd64", "user.name=zookeeper", "user.dir=/opt/zookeeper",
            "java.class.path=/opt/zookeeper/bin/../build/classes:/opt/zookeeper/lib/slf4j-api-1.6.1.jar",
        ][c.st["env"]]

    slots = {
        "cipp": lambda c: f"{c.pick(clients)}:{c.r.randint(32768, 60999)}",
        "pipp": lambda c: f"{peers[c.r.choice([1, 3])]}:{c.r.randint(32768, 60999)}",
        "sid": lambda c: c.pick(sids),
        "n": lambda c: str(c.r.choice([1, 3])),
        "to": lambda c: str(c.r.choice([10000, 20000, 30000, 40000])),
        "ms": lambda c: str(c.r.choice([200, 400, 800, 1600, 3200, 6400, 12800, 25600, 51200, 60000])),
        "elapsed": lambda c: str(c.r.randint(180, 3000)),
        "hexz": hexz, "cxid": lambda c: hex(c.r.randint(1, 4000)),
        "zpath": lambda c: c.pick(["/hbase/rs", "/brokers/ids/3", "/locks/job-scheduler", "/config/topics",
                                   "/hbase/splitWAL", "/consumers/audit/owners"]),
        "op": lambda c: c.pick(["create", "delete", "setData"]),
        "snap": lambda c: f"/var/lib/zookeeper/version-2/snapshot.{zxid[0] + c.r.randint(0, 900):x}",
        "envkv": envkv,
        "tick": lambda c: "2000", "mints": lambda c: "4000", "maxts": lambda c: "40000",
        "zstate": lambda c: c.pick(["LOOKING", "FOLLOWING", "LEADING"]),
        "peer": lambda c: c.a["node"].rsplit(":", 1)[1], "myid": lambda c: str(myid),
    }
    NIOF = "NIOServerCxn.Factory:0.0.0.0/0.0.0.0:2181"
    QP = f"QuorumPeer[myid={myid}]/0:0:0:0:0:0:0:0:2181"
    PT = f"ProcessThread(sid:{myid} cport:-1):"
    send = lambda c: f"SendWorker:{c.r.choice([1, 3])}"
    recv = lambda c: f"RecvWorker:{c.r.choice([1, 3])}"
    events = [
        E("Server environment:{envkv}", phase="start", count=5, node="main", comp="Environment@100", level="INFO"),
        E("tickTime set to {tick}", phase="start", node="main", comp="QuorumPeer@992", level="INFO"),
        E("minSessionTimeout set to {mints}", phase="start", node="main", comp="QuorumPeer@1012", level="INFO"),
        E("maxSessionTimeout set to {maxts}", phase="start", node="main", comp="QuorumPeer@1023", level="INFO"),
        E("Accepted socket connection from /{cipp}", node=NIOF, comp="NIOServerCnxnFactory@197", level="INFO"),
        E("Closed socket connection for client /{cipp} which had sessionid {sid}", node=NIOF, comp="NIOServerCnxn@1007", level="INFO"),
        E("Client attempting to establish new session at /{cipp}", node=NIOF, comp="ZooKeeperServer@868", level="INFO"),
        E("Established session {sid} with negotiated timeout {to} for client /{cipp}", node=f"CommitProcessor:{myid}",
          comp="ZooKeeperServer@617", level="INFO"),
        E("EndOfStreamException: no more data from client sessionid {sid}, client probably closed the socket", node=NIOF,
          comp="NIOServerCnxn@362", level="WARN"),
        E("Expiring session {sid}, timeout of {to}ms exceeded", node="SessionTracker", comp="ZooKeeperServer@355", level="INFO"),
        E("Processed session termination for sessionid: {sid}", node=PT, comp="PrepRequestProcessor@494", level="INFO"),
        E("Closed socket connection for client /{cipp} (no session established for client)", node=NIOF,
          comp="NIOServerCnxn@1007", level="INFO"),
        E("Client attempting to renew session {sid} at /{cipp}", node=NIOF, comp="ZooKeeperServer@877", level="INFO"),
        E("Got user-level KeeperException when processing sessionid:{sid} type:{op} cxid:{cxid} zxid:{hexz} txntype:-1 reqpath:n/a Error Path:{zpath} Error:KeeperErrorCode = NodeExists for {zpath_2}",
          node=PT, comp="PrepRequestProcessor@645", level="INFO"),
        E("Notification time out: {ms}", node=QP, comp="FastLeaderElection@852", level="INFO"),
        E("Cannot open channel to {n} at election address /{pipp}", node=lambda c: f"WorkerSender[myid={myid}]",
          comp="QuorumCnxManager@382", level="WARN"),
        E("Notification: leader={n} zxid={hexz} round={cxid} state={zstate} sid={n_2} peerEpoch={cxid_2} myState={zstate_2}",
          node=f"WorkerReceiver[myid={myid}]", comp="FastLeaderElection@600", level="INFO"),
        E("Received connection request /{pipp}", node=f"/{peers[myid]}:3888", comp="QuorumCnxManager$Listener@511", level="INFO"),
        E("Connection broken for id {peer}, my id = {myid}, error =", trail=" ", node=recv, comp="QuorumCnxManager$RecvWorker@780", level="WARN"),
        E("Interrupting SendWorker thread", node=recv, comp="QuorumCnxManager$RecvWorker@783", level="WARN"),
        E("Interrupted while polling the send queue", node=send, comp="QuorumCnxManager$SendWorker@706", level="WARN"),
        E("SendWorker thread exiting", node=send, comp="QuorumCnxManager$SendWorker@714", level="WARN"),
        E("Have smaller server identifier, so dropping the connection: ({n}, {n_2})", node=f"WorkerSender[myid={myid}]",
          comp="QuorumCnxManager@193", level="INFO"),
        E("LOOKING", node=QP, comp="QuorumPeer@738", level="INFO"),
        E("FOLLOWING", node=QP, comp="QuorumPeer@764", level="INFO"),
        E("New election. My id =  {myid}, proposed zxid={hexz}", node=QP, comp="FastLeaderElection@818", level="INFO"),
        E("FOLLOWING - ELECTION FINISHED AFTER - {elapsed}", node=QP, comp="Learner@327", level="INFO"),
        E("Requesting snapshot from leader", node=QP, comp="Learner@332", level="INFO"),
        E("Snapshotting: {hexz} to {snap}", node=QP, comp="FileTxnSnapLog@240", level="INFO"),
        E("Revalidating client: {sid}", node=QP, comp="Learner@107", level="INFO"),
        E("Exception while following leader, restarting election", node=QP, comp="Follower@89", level="WARN"),
        E("Unexpected exception, shutting down with socket still open", node=QP, comp="Learner@136", level="ERROR"),
        E("request processor shutdown complete", node=f"FollowerRequestProcessor:{myid}",
          comp="FollowerRequestProcessor@93", level="INFO"),
    ]

    def header(c):
        t = c.t
        return (f"{t:%Y-%m-%d %H:%M:%S},{t.microsecond // 1000:03d} - {c.a['level']:<5} "
                f"[{c.a['node']}:{c.a['comp']}] - ")

    clock = Clock(r, dt.datetime(2015, 9, 14, 6, 30, 12, 4000), 0.45, 500_000, 1.0, 240.0)
    return System("Zookeeper", events, slots, header, clock)


def openstack(r):
    tenants = [hx(r, 32) for _ in range(3)]
    users = [hx(r, 32) for _ in range(4)]
    instances = [uuid4(r) for _ in range(16)]
    images = [hx(r, 40) for _ in range(4)]
    hosts = [f"compute-b-{n:02d}.stack.example" for n in r.sample(range(1, 30), 4)]
    api_ips = ["10.12.0.21", "10.12.0.22", "10.12.0.5"]
    files = {"api": "nova-api.log.1.2017-06-12_15:02:11", "compute": "nova-compute.log.1.2017-06-12_15:04:37",
             "scheduler": "nova-scheduler.log.1.2017-06-12_15:03:50"}
    pids = {"api": [31406, 31407], "compute": [2217], "scheduler": [3088]}

    def req(c):
        c.mem["tenant"] = c.pick(tenants)
        return f"req-{uuid4(c.r)} {c.pick(users)} {c.mem['tenant']} - - -"

    def reason(c):
        return c.pick([
            f"Instance {c.pick(instances)} could not be found.",
            f"Quota exceeded for cores: Requested {c.r.choice([2, 4, 8])}, but already used {c.r.randint(30, 38)} of 40 cores",
            f"Flavor {c.r.randint(1, 9)} could not be found.",
            "Invalid input for field/attribute name.",
        ])

    def usage(c):
        end = c.t.replace(minute=0, second=0, microsecond=0)
        return f"{end - dt.timedelta(hours=1):%Y-%m-%d %H:%M:%S} to {end:%Y-%m-%d %H:%M:%S}"

    slots = {
        "ip": lambda c: c.pick(api_ips), "tenant": lambda c: c.mem.get("tenant") or c.pick(tenants),
        "uuid": lambda c: c.pick(instances), "img": lambda c: c.pick(images),
        "len": lambda c: str(c.r.randint(180, 2600)), "secs": lambda c: f"{c.r.uniform(0.001, 0.9):.7f}",
        "took": lambda c: f"{c.r.uniform(0.5, 25):.2f}", "mb": lambda c: str(c.r.choice([512, 2048, 4096, 64395])),
        "gb": lambda c: str(c.r.choice([1, 20, 40, 15, 79])), "vc": lambda c: str(c.r.choice([1, 2, 4, 16])),
        "used": lambda c: f"{c.r.randint(1, 60000)}.00", "host": lambda c: c.pick(hosts),
        "base": lambda c: f"/var/lib/nova/instances/_base/{c.pick(images)}",
        "inst": lambda c: f"/var/lib/nova/instances/{c.pick(instances)}_del",
        "n": lambda c: str(c.r.randint(0, 6)), "task": lambda c: c.pick(["spawning", "deleting", "powering-off"]),
        "reason": reason, "usage": usage, "code": lambda c: c.pick(["401", "500", "503"]),
    }
    API, CM, CL, RT = ("nova.osapi_compute.wsgi.server", "nova.compute.manager", "nova.compute.claims",
                       "nova.compute.resource_tracker")
    IC, LD = "nova.virt.libvirt.imagecache", "nova.virt.libvirt.driver"

    def api(tpl, comp=API):
        return E(tpl, svc="api", comp=comp, addr=req, level="INFO")

    def compute(tpl, comp, addr, level="INFO"):
        return E(tpl, svc="compute", comp=comp, addr=addr, level=level)

    events = [
        api('{ip} "GET /v2/{tenant}/servers/detail HTTP/1.1" status: 200 len: {len} time: {secs}'),
        compute("[instance: {uuid}] VM Started (Lifecycle Event)", CM, "-"),
        api('{ip} "POST /v2/{tenant}/os-server-external-events HTTP/1.1" status: 200 len: {len} time: {secs}'),
        compute("image {img} at ({base}): checking", IC, req),
        compute("Auditing locally available compute resources for node {host}", RT, req),
        compute("Final resource view: name={host} phys_ram={mb}MB used_ram={mb_2}MB phys_disk={gb}GB used_disk={gb_2}GB total_vcpus={vc} used_vcpus={vc_2} pci_stats=[]",
                RT, req),
        compute("Compute_service record updated for {host}:{host}", RT, req),
        compute("[instance: {uuid}] VM Paused (Lifecycle Event)", CM, "-"),
        compute("[instance: {uuid}] VM Resumed (Lifecycle Event)", CM, "-"),
        compute("Active base files: {base}", IC, req),
        compute("image {img} at ({base}): in use: on this node {n} local, {n_2} on other nodes sharing this instance storage", IC, req),
        compute("[instance: {uuid}] Attempting claim: memory {mb} MB, disk {gb} GB, vcpus {vc} CPU", CL, req),
        compute("[instance: {uuid}] Total memory: {mb} MB, used: {used} MB", CL, req),
        compute("[instance: {uuid}] Claim successful", CL, req),
        compute("[instance: {uuid}] VM Stopped (Lifecycle Event)", CM, "-"),
        api('{ip} "GET /v2/{tenant}/servers/{uuid} HTTP/1.1" status: 404 len: {len} time: {secs}'),
        compute("[instance: {uuid}] Took {took} seconds to spawn the instance on the hypervisor.", CM, req),
        compute("[instance: {uuid}] Took {took} seconds to build instance.", CM, req),
        compute("[instance: {uuid}] Creating image", LD, req),
        compute("[instance: {uuid}] Terminating instance", CM, req),
        compute("[instance: {uuid}] Instance destroyed successfully.", LD, "-"),
        compute("[instance: {uuid}] Took {took} seconds to destroy the instance on the hypervisor.", CM, req),
        compute("[instance: {uuid}] Deleting instance files {inst}", LD, req),
        compute("[instance: {uuid}] Deletion of {inst} complete", LD, req),
        api('{ip} "DELETE /v2/{tenant}/servers/{uuid} HTTP/1.1" status: 204 len: {len} time: {secs}'),
        compute("[instance: {uuid}] Instance has a pending task ({task}) during power state sync, skipping.", CM, "-"),
        E("The instance sync for host '{host}' did not match. Re-created its InstanceList.", svc="scheduler",
          comp="nova.scheduler.host_manager", addr=req, level="INFO"),
        E("Successfully synced instances from host '{host}'.", svc="scheduler", comp="nova.scheduler.host_manager",
          addr=req, level="INFO"),
        compute("Unknown base file: {base}", IC, req, "WARNING"),
        compute("Running instance usage audit for host {host} from {usage}. {n} instances.", CM, req),
        api("HTTP exception thrown: {reason}", comp="nova.api.openstack.extensions"),
        E("Bad response code while validating token: {code}", svc="api", comp="keystonemiddleware.auth_token",
          addr="-", level="WARNING"),
    ]
    for ev in events:
        ev.attrs.setdefault("pid", lambda c: c.pick(pids[c.a["svc"]]))

    def header(c):
        t = c.t
        return (f"{files[c.a['svc']]} {t:%Y-%m-%d %H:%M:%S}.{t.microsecond // 1000:03d} {c.a['pid']} "
                f"{c.a['level']} {c.a['comp']} [{c.a['addr']}] ")

    clock = Clock(r, dt.datetime(2017, 6, 12, 9, 41, 0, 213000), 0.6, 700_000, 0.5, 20.0)
    return System("OpenStack", events, slots, header, clock)


def bgl(r):
    def compute_node(c):
        return f"R{c.r.randint(0, 7)}{c.r.randint(0, 7)}-M{c.r.randint(0, 1)}-N{c.r.choice('0123456789ABCDEF')}-C:J{c.r.randint(2, 17):02d}-U{c.r.choice([0, 1])}{c.r.randint(1, 1)}"

    def io_node(c):
        return f"R{c.r.randint(0, 7)}{c.r.randint(0, 7)}-M{c.r.randint(0, 1)}-N{c.r.choice('0123456789ABCDEF')}-I:J18-U{c.r.choice([0, 1])}1"

    def link_node(c):
        return f"R{c.r.randint(0, 7)}{c.r.randint(0, 7)}-M{c.r.randint(0, 1)}-L{c.r.randint(0, 3)}-U{c.r.randint(0, 1)}{c.r.randint(0, 1)}-{c.r.choice('ABCD')}"

    def nodecard(c):
        return f"R{c.r.randint(0, 7)}{c.r.randint(0, 7)}-M{c.r.randint(0, 1)}-N{c.r.choice('0123456789ABCDEF')}"

    nodes = {"c": compute_node, "io": io_node, "link": link_node, "null": lambda c: "NULL",
             "unknown": lambda c: "UNKNOWN_LOCATION", "nc": nodecard}

    def wdate(c):
        t = c.t - dt.timedelta(seconds=c.r.randint(1, 40))
        return f"{WDAY[t.weekday()]} {MON[t.month - 1]} {t.day:02d} {t:%H:%M:%S} PDT {t.year}"

    errmsgs = ["No such file or directory", "Permission denied", "Input/output error", "Stale NFS file handle"]
    paths = ["/p/gb2/sandia/run7", "/home/jfarrow/bench", "/g/g0/oracle/scratch", "/p/lscratchb/webmaster/out",
             "/bgl/apps/linpack/out.dat"]
    slots = {
        "core": lambda c: str(c.r.randint(100, 4000)), "n": lambda c: str(c.r.randint(0, 7)),
        "many": lambda c: str(c.r.randint(1, 960)), "secs": lambda c: str(c.r.choice([30, 60, 300, 600, 1800])),
        "hexp": lambda c: f"0x{hx(c.r, 8)}", "hexb": lambda c: f"0x{hx(c.r, 2)}", "hexid": lambda c: hx(c.r, 12).upper(),
        "ipp": lambda c: f"172.16.{c.r.randint(96, 127)}.{c.r.randint(1, 254)}:{c.r.randint(32768, 60999)}",
        "ip": lambda c: f"10.1.{c.r.randint(0, 3)}.{c.r.randint(1, 254)}",
        "path": lambda c: c.pick(paths), "errmsg": lambda c: c.pick(errmsgs),
        "dir": lambda c: c.pick(["x+", "x-", "y+", "y-", "z+", "z-"]),
        "link": link_node, "ionode": io_node, "nc": nodecard, "wdate": wdate,
        "temp": lambda c: f"{c.r.uniform(40, 58):.1f}", "pid": lambda c: str(c.r.randint(900, 32000)),
        "job": lambda c: str(c.r.randint(30000, 99999)), "block": lambda c: f"R{c.r.randint(0, 7)}{c.r.randint(0, 7)}-M{c.r.randint(0, 1)}",
        "bit": lambda c: c.pick(["0", "1"]),
        "exc": lambda c: c.pick(["sensor read returned no data", "Node card is not fully functional",
                                 "bulk power module not present in slot 3"]),
        "pm": lambda c: f"{nodecard(c)[:6]}-B:P{c.r.randint(0, 7)}",
    }
    events = [
        E("writing core file core.{core}", comp="KERNEL", level="INFO", node="c"),
        E("L3 cache ECC error corrected on chip {n}", comp="KERNEL", level="INFO", node="c"),
        E("{many} floating point alignment traps handled", comp="KERNEL", level="INFO", node="c"),
        E("ciod: error reading message header on control stream (socket to {ipp})", comp="APP", level="FATAL", node="io",
          label="APPSOCK"),
        E("data TLB miss interrupt", comp="KERNEL", level="FATAL", node="c", label="KTLBMISS"),
        E("instruction address: {hexp}", comp="KERNEL", level="FATAL", node="c"),
        E("link register: {hexp}", comp="KERNEL", level="FATAL", node="c"),
        E("count register: {hexp}", comp="KERNEL", level="FATAL", node="c"),
        E("total of {many} ddr error(s) detected and corrected over {secs} seconds", comp="KERNEL", level="INFO", node="c"),
        E("machine check interrupt (bit={hexp}): L2 dcache unit read return parity error", comp="KERNEL", level="FATAL",
          node="c", label="KMCHECK"),
        E("ciod: LOGIN chdir({path}) failed: {errmsg}", comp="APP", level="FATAL", node="io", label="APPCHDIR"),
        E("torus receiver {dir} input pipe error(s) detected and corrected (dcr {hexp})", comp="KERNEL", level="INFO", node="c"),
        E("rts: compute kernel exited with reason {n}", comp="KERNEL", level="FATAL", node="c", label="KRTS"),
        E("program interrupt: illegal instruction", comp="KERNEL", level="FATAL", node="c"),
        E("ddr: corrected single symbol error, rank {n} symbol {many} bit {n_2}", comp="KERNEL", level="INFO", node="c"),
        E("ido chip state change: {link} ip={ip} v={n} t={n_2} status=M {wdate}", comp="DISCOVERY", level="WARNING", node="link"),
        E("node card VPD check: {nc} VPD invalid or absent", comp="DISCOVERY", level="WARNING", node="unknown"),
        E("Node card {nc} temperature {temp} C exceeds warning threshold", comp="MONITOR", level="WARNING", node="nc"),
        E("LinkController: spare bit {many} enabled on {link}", comp="LINKCARD", level="INFO", node="link"),
        E("program interrupt: privileged instruction", comp="KERNEL", level="FATAL", node="c"),
        E("mmcs_server started (pid={pid})", comp="BGLMASTER", level="INFO", node="null"),
        E("mmcs_server stopped (pid={pid})", comp="BGLMASTER", level="INFO", node="null"),
        E("ido proxy lost connection: socket closed", comp="MMCS", level="ERROR", node="null"),
        E("ddr: too many correctable errors on rank {n}, schedule card replacement", comp="KERNEL", level="WARNING", node="c"),
        E("lustre mount of {path} FAILED on {ionode}", comp="APP", level="FATAL", node="io", label="APPMNT"),
        E("job {job} exceeded wall time, block {block} released", comp="MMCS", level="ERROR", node="null"),
        E("tree network packet error: expected type {many}, got type {n}", comp="KERNEL", level="FATAL", node="c"),
        E("kernel shutdown complete", comp="KERNEL", level="INFO", node="c"),
        E("kernel startup complete", comp="KERNEL", level="INFO", node="c"),
        E("ciod: unexpected message code {many} on stream {n}", comp="APP", level="FATAL", node="io"),
        E("ciod: failed to open {path}: {errmsg}", comp="APP", level="FATAL", node="io"),
        E("service action {many}: powering off {nc}", comp="CMCS", level="INFO", node="null"),
        E("Target=ido://{hexid}/JTAG Message=service card not responding, ido chip {hexid_2}", comp="LINKCARD",
          level="FATAL", node="link", label="LINKJTAG"),
        E("gpr{n}={hexp}", comp="KERNEL", level="INFO", node="c"),
        E("monitor caught java.lang.IllegalStateException: {exc}", comp="MONITOR", level="FAILURE", node="null"),
        E("power module {pm} status fault detected", comp="HARDWARE", level="SEVERE", node="nc"),
        E("debug wait enable..............{bit}", comp="KERNEL", level="INFO", node="c"),
        E("machine check enable...........{bit}", comp="KERNEL", level="INFO", node="c"),
        E("corrected symbol {many} at {hexp}, mask {hexb}", comp="KERNEL", level="INFO", node="c"),
        E("ciodb restarted", comp="MMCS", level="INFO", node="null"),
        E("NFS mount failed on {ionode}, slept {secs} seconds, retrying ({n})", comp="APP", level="FATAL", node="io",
          label="APPNFS"),
        E("critical input interrupt (unit={hexb} bit={hexb_2}): warning for torus {dir} wire, suppressing further interrupts of same type",
          comp="KERNEL", level="INFO", node="c"),
        E("ciod: duplicate rank {many} in mapping file {path}", comp="APP", level="FATAL", node="io"),
        E("exception syndrome register: {hexp}", comp="KERNEL", level="FATAL", node="c"),
        E("machine state register: {hexp}", comp="KERNEL", level="FATAL", node="c"),
    ]
    for ev in events:
        ev.attrs["node"] = nodes[ev.attrs["node"]]

    def header(c):
        t = c.t
        epoch = int((t + dt.timedelta(hours=7) - dt.datetime(1970, 1, 1)).total_seconds())
        node = c.a["node"]
        return (f"{c.a.get('label', '-')} {epoch} {t:%Y.%m.%d} {node} {t:%Y-%m-%d-%H.%M.%S}.{t.microsecond:06d} "
                f"{node} RAS {c.a['comp']} {c.a['level']} ")

    clock = Clock(r, dt.datetime(2005, 7, 14, 3, 12, 40, 118733), 0.5, 2_000_000, 1.0, 400.0)
    return System("BGL", events, slots, header, clock)


def hpc(r):
    st = {"logid": r.randint(120000, 180000)}
    cmds = [str(r.randint(1000, 4000)) for _ in range(6)]

    def node(c):
        return f"node-{c.r.randint(0, 255)}"

    def nlist(c):
        first = c.r.randint(0, 240)
        return " ".join(f"node-{first + k}" for k in range(c.r.randint(1, 5)))

    def hdr(component, state, where="node", flag=0):
        return dict(component=component, state=state, where=where, flag=flag)

    slots = {
        "hwc": lambda c: c.pick(["alt0", "psu1", "fan2", "eth1", "scsi0"]), "hwid": lambda c: str(c.r.randint(1000, 4200)),
        "ic": lambda c: f"Interconnect-{c.r.randint(0, 3)}T{c.r.randint(0, 31):02d}:{c.r.randint(0, 7):02d}:{c.r.randint(0, 3)}",
        "fans": lambda c: " ".join(str(c.r.randint(3200, 5600)) for _ in range(c.r.choice([2, 4, 6]))),
        "temp": lambda c: str(c.r.randint(41, 88)), "n": lambda c: str(c.r.randint(0, 15)),
        "lo": lambda c: str(c.r.randint(0, 120)), "hi": lambda c: str(c.r.randint(121, 255)),
        "cmd": lambda c: c.pick(cmds), "node": node, "nlist": nlist,
        "hexp": lambda c: f"0x{hx(c.r, 8)}", "hex": lambda c: hx(c.r, 4),
        "job": lambda c: f"{c.r.randint(30000, 39999)}.mgmt-a", "ms": lambda c: str(c.r.randint(120, 9000)),
        "reason": lambda c: c.pick(["Fatal exception in interrupt", "Attempted to kill init!",
                                    "VFS: Unable to mount root fs on unknown-block(0,0)"]),
        "dur": lambda c: f"{c.r.randint(1, 59)}m{c.r.randint(0, 59):02d}s",
        "net": lambda c: f"5.5.{c.r.choice([224, 225, 226])}.0", "iface": lambda c: c.pick(["alt0", "eth0", "eth1"]),
        "ntp": lambda c: c.pick(["ntp-a", "ntp-b.ops.example"]), "port": lambda c: str(c.r.randint(1, 48)),
        "many": lambda c: str(c.r.randint(1, 4000)),
    }
    events = [
        E("Component state change: component \\042{hwc}\\042 now in unavailable state (HWID={hwid})",
          **hdr("unix.hw", "state_change.unavailable", flag=1)),
        E("fan speeds ( {fans} )", **hdr("node", "fan.status")),
        E("Component state change: component \\042{hwc}\\042 now in available state (HWID={hwid})",
          **hdr("unix.hw", "state_change.available")),
        E("link error on interconnect {ic}", **hdr("node", "link.error", flag=1)),
        E("temperature {temp}C above warning limit", **hdr("node", "therm.warn")),
        E("running", **hdr("node", "status")),
        E("network link down on gige{n}", **hdr("switch", "link.down", where="switch", flag=1)),
        E("network link up on gige{n}", **hdr("switch", "link.up", where="switch")),
        E("targeting domain node-D{n} and nodes node-[{lo}-{hi}] for command {cmd}", **hdr("boot_cmd", "new", where="mgmt")),
        E("command {cmd} has completed successfully", **hdr("boot_cmd", "success", where="mgmt")),
        E("halting", **hdr("node", "status")),
        E("PBS job {job} started on {nlist}", **hdr("pbs", "job.start", where="mgmt")),
        E("PBS job {job} ended, exit status {n}", **hdr("pbs", "job.end", where="mgmt")),
        E("temperature {temp}C above critical limit", **hdr("node", "therm.crit", flag=1)),
        E("ECC memory error corrected at bank {n} row {hex}", **hdr("node", "mem.ce")),
        E("boot (command {cmd}) Error: console not responding", **hdr("boot_cmd", "error", where="mgmt", flag=1)),
        E("power supply {n} fault (ambient={temp}C)", **hdr("node", "psu.fault", flag=1)),
        E("ClusterFileSystem: no server available for domain storage{n}", **hdr("clusterfs", "fs.nosrv", where="mgmt", flag=1)),
        E("command {cmd} has been aborted", **hdr("boot_cmd", "abort", where="mgmt")),
        E("inconsistent nodesets {node} {hexp} {hexp_2}", **hdr("node", "inconsistent")),
        E("kernel panic - not syncing: {reason}", **hdr("node", "panic", flag=1)),
        E("memory scrub completed in {dur}", **hdr("node", "mem.scrub")),
        E("NIFF: {node} lost contact with network {net} via {iface}", **hdr("node", "niff", flag=1)),
        E("clock skew {ms} ms against {ntp}", **hdr("node", "clock")),
        E("{many} errors on port {port} since last reset", **hdr("switch", "port.errs", where="switch")),
    ]
    where = {"node": lambda c: f"node-{c.r.randint(0, 255)}", "switch": lambda c: f"sw-{c.pick(['core', 'edge'])}{c.r.randint(1, 4)}",
             "mgmt": lambda c: c.pick(["mgmt-a", "mgmt-b"])}
    for ev in events:
        ev.attrs["where"] = where[ev.attrs["where"]]

    def header(c):
        st["logid"] += c.r.randint(1, 300)
        epoch = int((c.t - dt.datetime(1970, 1, 1)).total_seconds())
        return f"{st['logid']} {c.a['where']} {c.a['component']} {c.a['state']} {epoch} {c.a['flag']} "

    clock = Clock(r, dt.datetime(2004, 7, 8, 14, 2, 51), 0.45, 900_000, 1.0, 1200.0)
    return System("HPC", events, slots, header, clock)


def thunderbird(r):
    def cnode(c):
        return f"cn{c.r.randint(1, 960)}"

    admin = ["adm-b", "adm-b", "mgmt4"]
    jobs = [f"{r.randint(400000, 499999)}.adm-b" for _ in range(5)]
    cmds = ["run-parts /etc/cron.hourly", "/usr/lib/sa/sa1 1 1", "/usr/local/sbin/check_ib.sh > /dev/null 2>&1",
            "run-parts /etc/cron.daily", "/usr/sbin/ntpdate -s ntp-b"]
    slots = {
        "user": lambda c: c.pick(["root", "root", "root", "nobody", "admin", "oracle"]),
        "cmd": lambda c: c.pick(cmds), "ip": lambda c: f"10.{c.r.randint(100, 103)}.{c.r.randint(0, 255)}.{c.r.randint(1, 254)}",
        "n": lambda c: str(c.r.randint(0, 7)), "many": lambda c: str(c.r.randint(8, 9000)),
        "offset": lambda c: f"{c.r.uniform(-0.6, 0.6):.6f}", "hexn": lambda c: str(c.r.choice([4001, 6001, 5])),
        "ipv6": lambda c: f"ff12:401b:ffff::{c.r.randint(1, 9)}", "hex16": lambda c: hx(c.r, 16),
        "dev": lambda c: c.pick(["sda5", "sda7", "md0"]), "host": lambda c: c.pick(["nfs-home", "nfs2.ops.example"]),
        "pid": lambda c: str(c.r.randint(1000, 32000)), "proc": lambda c: c.pick(["lmp_mpi", "python", "a.out"]),
        "port": lambda c: str(c.r.randint(32768, 60999)), "mac": lambda c: mac_addr(c.r),
        "path": lambda c: c.pick(["/tftpboot/pxelinux.0", "/tftpboot/pxelinux.cfg/0A650E1F", "/tftpboot/vmlinuz-2.6.9"]),
        "errmsg": lambda c: c.pick(["No such file or directory", "Permission denied"]),
        "job": lambda c: c.pick(jobs), "cluster": lambda c: c.pick(["Thunderbird", "tbird io"]),
        "rhost": lambda c: c.pick(["adm-b", "10.100.4.12", "ws-kestrel.ops.example"]),
    }
    K, CP, SSH = "kernel", "crond(pam_unix)", "sshd"
    events = [
        E("session opened for user {user} by (uid=0)", comp=CP, pid=True),
        E("session closed for user {user}", comp=[CP, CP, "su(pam_unix)"], pid=True),
        E("({user}) CMD ({cmd})", comp="crond", pid=True),
        E("DHCPDISCOVER from {mac} via eth{n}", comp="dhcpd", where="admin"),
        E("DHCPOFFER on {ip} to {mac} via eth{n}", comp="dhcpd", where="admin"),
        E("DHCPACK on {ip} to {mac} via eth{n}", comp="dhcpd", where="admin"),
        E("synchronized to {ip}, stratum {n}", comp="ntpd", pid=True),
        E("ib0: multicast join failed for {ipv6}, status -22", comp=K, label="IBJOIN"),
        E("DHCPREQUEST for {ip} from {mac} via eth{n}", comp="dhcpd", where="admin"),
        E("START: tftp pid={pid} from={ip}", comp="xinetd", pid=True, where="admin"),
        E("EXIT: tftp status={n} pid={pid} duration={many}(sec)", comp="xinetd", pid=True, where="admin"),
        E("RRQ from {ip} filename {path}", comp="in.tftpd", pid=True, where="admin"),
        E("Accepted publickey for {user} from {ip} port {port} ssh2", comp=SSH, pid=True),
        E("time reset {offset} s", comp="ntpd", pid=True),
        E("mce: [Hardware Error]: CPU {n}: Machine Check Exception: {many} Bank {n_2}: {hex16}", comp=K, label="MCE"),
        E("[sm_sweep.c:{many}]: topology change detected, {n} ports changed", comp="ib_sm.x", pid=True, where="admin"),
        E("NFS: server {host} not responding, still trying", comp=K),
        E("NFS: server {host} OK", comp=K),
        E("Bad file descriptor ({n}) in tm_request, job {job} not running", comp="pbs_mom", pid=True, label="PBSFD"),
        E("STATS: dropped {many}", comp="syslog-ng", pid=True, where="admin"),
        E("authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost={rhost} user={user}", comp="sshd(pam_unix)", pid=True),
        E("check pass; user unknown", comp="sshd(pam_unix)", pid=True),
        E("Connection closed by {ip}", comp=SSH, pid=True),
        E("session opened for user {user} by {user_2}(uid={many})", comp="su(pam_unix)", pid=True),
        E("kernel time sync enabled {hexn}", comp="ntpd", pid=True),
        E("kernel time sync disabled {hexn}", comp="ntpd", pid=True),
        E("data_thread() got no answer from any [{cluster}] datasource", comp="gmond", pid=True, where="admin"),
        E("EXT3-fs warning (device {dev}): dir #{many} has a bad entry at offset {many_2}", comp=K),
        E("task_check, cannot tm_reply to {job} task {n}", comp="pbs_mom", pid=True),
        E("warning: cannot open public/pickup: {errmsg}", comp="postfix/postdrop", pid=True, where="admin"),
        E("hdb: task_no_data_intr: status=0x51 { DriveReady SeekComplete Error }", comp=K, label="DISKERR"),
        E("Out of Memory: Killed process {pid} ({proc}).", comp=K, label="OOM"),
        E("e1000: eth{n}: e1000_watchdog: NIC Link is Up 1000 Mbps Full Duplex", comp=K),
        E("e1000: eth{n}: e1000_watchdog: NIC Link is Down", comp=K),
        E("Did not receive identification string from {ip}", comp=SSH, pid=True),
        E("[sm_trap.c:{many}]: trap {n} received from lid {many_2} port {n_2}", comp="ib_sm.x", pid=True, where="admin"),
        E("Losing ticks, checking whether CPU frequency changed.", comp=K),
        E("Opening special file /dev/xconsole", comp="syslog-ng", pid=True, where="admin"),
        E("Device: /dev/sda, SMART Prefailure Attribute: 3 Spin_Up_Time changed from {many} to {many_2}", comp="smartd", pid=True),
        E("Device: /dev/sda, SMART Usage Attribute: 194 Temperature_Celsius changed from {n} to {n_2}", comp="smartd", pid=True),
        E("ALERT exited abnormally with [{n}]", comp="logrotate"),
    ]
    pids = {}

    def header(c):
        if c.a.get("where") == "admin":
            user = c.pick(admin)
            loc = f"src@{user}" if c.r.random() < 0.4 else f"{user}/{user}"
        else:
            user = cnode(c)
            loc = f"{user}/{user}"
        comp = c.a["comp"]
        pid = ""
        if c.a.get("pid"):
            pid = f"[{pids.setdefault((user, comp), c.r.randint(300, 32000))}]"
        t = c.t
        epoch = int((t + dt.timedelta(hours=8) - dt.datetime(1970, 1, 1)).total_seconds())
        return (f"{c.a.get('label', '-')} {epoch} {t:%Y.%m.%d} {user} {MON[t.month - 1]} {t.day} {t:%H:%M:%S} "
                f"{loc} {comp}{pid}: ")

    clock = Clock(r, dt.datetime(2005, 12, 2, 7, 58, 3), 0.5, 900_000, 1.0, 90.0)
    return System("Thunderbird", events, slots, header, clock)


def windows(r):
    st = {"seq": 0}
    kbs = [str(r.randint(2900000, 3210000)) for _ in range(24)]
    TOKEN = "31bf3856ad364e35"
    sessions = [f"{r.randint(30540000, 30549999)}_{r.randint(3000000000, 3999999999)}" for _ in range(4)]

    def pkg(c):
        return f"Package_{c.r.choice(['', '', 'for_'])}{'KB' + c.pick(kbs)}~{TOKEN}~amd64~~6.1.{c.r.randint(1, 4)}.{c.r.randint(0, 12)}"

    def csi(c):
        st["seq"] += 1
        t = c.t - dt.timedelta(hours=8)
        return f"{st['seq']:08x}@{t.year}/{t.month}/{t.day}:{t:%H:%M:%S}.{t.microsecond // 1000:03d}"

    def seq(c):
        st["seq"] += 1
        return f"{st['seq']:08x}"

    hresults = [("0x800f0805", "CBS_E_INVALID_PACKAGE"), ("0x80070002", "ERROR_FILE_NOT_FOUND"),
                ("0x800f080d", "CBS_E_MANIFEST_INVALID_ITEM"), ("0x80004005", "E_FAIL")]

    def hres(c):
        h, name = c.pick(hresults)
        return f"{h} - {name}"

    slots = {
        "pkg": pkg, "csi": csi, "seq": seq, "hres": hres,
        "n": lambda c: str(c.r.randint(0, 112)), "state": lambda c: c.pick(["Installed", "Staged", "Absent", "Resolved"]),
        "sess": lambda c: c.pick(sessions),
        "client": lambda c: c.pick(["WindowsUpdateAgent", "Windows Update Agent", "DISM Package Manager Provider",
                                    "TrustedInstaller", "SPP"]),
        "bool": lambda c: c.pick(["True", "False"]),
        "stack": lambda c: (f"C:\\Windows\\winsxs\\amd64_microsoft-windows-servicingstack_{TOKEN}_{c.mem['ver']}"
                            f"_none_{hx(c.r, 16)}\\cbscore.dll"),
        "ver": lambda c: f"6.1.7601.{c.r.randint(23400, 23600)}",
        "sqmfile": lambda c: "C:\\Windows\\servicing\\sqm\\*_std.sqm",
        "hex8": lambda c: f"0x{hx(c.r, 8)}", "hexp": lambda c: f"0x{hx(c.r, 12)}", "hex16": lambda c: f"0x{hx(c.r, 16)}",
        "guid": lambda c: uuid4(c.r), "perf": lambda c: str(c.r.randint(1000, 900000)),
        "reason": lambda c: c.pick(["SHUTDOWN_REASON_AUTOREBOOT", "SHUTDOWN_REASON_IDLE"]),
        "days": lambda c: c.pick(["10", "30"]),
        "file": lambda c: c.pick(["C:\\Windows\\Logs\\CBS\\CbsPersist_20161004083021.log",
                                  "C:\\Windows\\Logs\\CBS\\CbsPersist_20161005011255.cab"]),
    }
    CBS, CSI = "CBS", "CSI"
    events = [
        E("Read cached applicability for package: {pkg}, ApplicableState: {n}, CurrentState:{n_2}", comp=CBS, level="Info"),
        E("Session: {sess} initialized by client {client}.", comp=CBS, level="Info"),
        E("{csi} CSI Transaction @{hexp} initialized for deployment engine {{guid}} with flags {hex8} and client id [{n}]\"TI5.{perf}:{n_2}/\"",
          comp=CSI, level="Info"),
        E("Warning: Unknown attribute in packageExtended element.", comp=CBS, level="Info"),
        E("Failed to parse attribute list [HRESULT = {hres}]", comp=CBS, level="Info"),
        E("Exec: Resolving package {pkg}, current state: {state}", comp=CBS, level="Info"),
        E("{csi} CSI perf trace: CSIPERF:TXCOMMIT;{perf}", comp=CSI, level="Info"),
        E("Loaded Servicing Stack v{ver} with Core: {stack}", comp=CBS, level="Info"),
        E("Starting TrustedInstaller configuration.", comp=CBS, level="Info"),
        E("Ending TrustedInstaller configuration.", comp=CBS, level="Info"),
        E("SQM: Starting online with Windows opt-in: {bool}", comp=CBS, level="Info"),
        E("{seq} CSI Store {n} ({hex16}) initialized", comp=CSI, level="Info"),
        E("TI: --- Starting Trusted Installer session ---", comp=CBS, level="Info"),
        E("NonStart: Verifying that no startup processing is pending.", comp=CBS, level="Info"),
        E("SQM: Cleaning up report files older than {days} days.", comp=CBS, level="Info"),
        E("SQM: Queuing upload of pending reports.", comp=CBS, level="Info"),
        E("SQM: Failed to start upload with file pattern: {sqmfile}, flags: {hex8}  [HRESULT = {hres}]", comp=CBS, level="Info"),
        E("Failed to get session package state [HRESULT = {hres}]", comp=CBS, level="Error"),
        E("Scavenge: Starting CSI Store cleanup", comp=CBS, level="Info"),
        E("Scavenge: Completed, disposition: {hex8}", comp=CBS, level="Info"),
        E("Idle processing worker exited normally", comp=CBS, level="Info"),
        E("TrustedInstaller shutting down, reason: {reason}", comp=CBS, level="Info"),
        E("{csi} Mark store corruption flag because of package: {pkg}. Reason: manifest missing", comp=CSI, level="Warning"),
        E("WER: Generating failure report for package: {pkg}, status: {hres}, failure source: Execute, start state: {state}, target state: {state_2}, client id: {client}",
          comp=CBS, level="Info"),
        E("Reboot mark refs: {n}", comp=CBS, level="Info"),
        E("Archived persisted log to {file}", comp=CBS, level="Info"),
        E("Unloading offline registry hive: {{guid}}GLOBALROOT/Device/HarddiskVolumeShadowCopy{n}/Windows/System32/config/COMPONENTS",
          comp=CBS, level="Info"),
        E("Failed to load the COMPONENTS hive from '{file}' into registry key 'HKLM\\COMPONENTS'. [HRESULT = {hres}]",
          comp=CBS, level="Error"),
    ]

    def header(c):
        return f"{c.t:%Y-%m-%d %H:%M:%S}, {c.a['level']:<22}{c.a['comp']:<7}"

    clock = Clock(r, dt.datetime(2016, 10, 5, 4, 30, 30), 0.75, 800_000, 1.0, 180.0)
    return System("Windows", events, slots, header, clock)


def linux(r):
    host = "ledger"
    outside = [ip_outside(r) for _ in range(10)]
    rdns = ["adsl-77.fernhill.example", "dialup-4-31.ruralnet.example", "mail.orchardnet.example"]

    def wdate(c):
        t = c.t
        return f"{WDAY[t.weekday()]} {MON[t.month - 1]} {t.day:>2} {t:%H:%M:%S} {t.year}"

    slots = {
        "rhost": lambda c: c.pick(outside + rdns), "ip": lambda c: c.pick(outside),
        "host": lambda c: c.pick(rdns + ["unknown"]), "user": lambda c: c.pick(USERS[:8] + ["cyrus", "news"]),
        "n": lambda c: str(c.r.randint(0, 9)), "many": lambda c: str(c.r.randint(10, 99999)), "wdate": wdate,
        "pid": lambda c: str(c.r.randint(1000, 32000)), "secs": lambda c: str(c.r.randint(0, 600)),
        "hex16": lambda c: f"{c.r.randint(0, 0x10_0000) * 0x1000:016x}", "kb": lambda c: str(c.r.randint(100, 4000)),
        "mem": lambda c: c.pick(["255280", "1029848"]), "memtotal": lambda c: c.pick(["262080", "1048512"]), "epoch": lambda c: f"{c.t.timestamp():.0f}.{c.r.randint(0, 999):03d}",
        "perm": lambda c: c.pick(["read", "write", "search"]), "proc": lambda c: c.pick(["httpd", "named", "crond"]),
        "domain": lambda c: c.pick(["cs.fernhill.example", "mx.orchardnet.example"]),
        "qid": lambda c: f"k{c.r.randint(60, 69)}{c.pick('ABCDEFGH')}{c.r.randint(10000, 99999)}{c.r.randint(10000, 99999)}"[:14],
        "tty": lambda c: c.pick(["tty1", "tty2", "(null)"]),
    }
    K = "kernel"
    events = [
        E("check pass; user unknown", comp="sshd(pam_unix)", pid=True),
        E("authentication failure; logname= uid=0 euid=0 tty=NODEVssh ruser= rhost={rhost}", comp="sshd(pam_unix)", pid=True),
        E("session opened for user {user} by (uid=0)", comp=["su(pam_unix)", "crond(pam_unix)"], pid=True),
        E("session closed for user {user}", comp=["su(pam_unix)", "crond(pam_unix)"], pid=True),
        E("authentication failure; logname= uid=0 euid=0 tty=NODEVssh ruser= rhost={rhost}  user={user}", comp="sshd(pam_unix)", pid=True),
        E("connection from {ip} ({host}) at {wdate}", comp="ftpd", pid=True),
        E("ANONYMOUS FTP LOGIN FROM {ip}, (anonymous)", comp="ftpd", pid=True),
        E("START: ftp pid={pid} from={ip}", comp="xinetd", pid=True),
        E("EXIT: ftp status=0 pid={pid} duration={secs}(sec)", comp="xinetd", pid=True),
        E("cupsd startup succeeded", comp="cups"),
        E("cupsd shutdown succeeded", comp="cups"),
        E("ALERT exited abnormally with [{n}]", comp="logrotate"),
        E("restart.", comp="syslogd 1.4.2", phase="boot"),
        E("klogd startup succeeded", comp="syslog", phase="boot"),
        E("syslogd startup succeeded", comp="syslog", phase="boot"),
        E("lame server resolving '{domain}' (in '{domain_2}'?): {ip}#53", comp="named", pid=True),
        E("FAILED LOGIN {n} FROM {tty} FOR {user}, Authentication failure", comp="login(pam_unix)", pid=True),
        E("Did not receive identification string from {ip}", comp="sshd", pid=True),
        E("audit({epoch}:{many}): avc:  denied  { {perm} } for  pid={pid} comm=\"{proc}\"", comp=K),
        E("{qid}: from=<{user}@ledger.example>, size={many}, class=0, nrcpts=1, proto=ESMTP, relay={user_2}@localhost", comp="sendmail", pid=True),
        E("password changed for {user}", comp="passwd(pam_unix)", pid=True),
        E("Kernel command line: ro root=/dev/VolGroup00/LogVol00 quiet", comp=K, phase="boot"),
        E("BIOS-e820: {hex16} - {hex16_2} (usable)", comp=K, phase="boot"),
        E("BIOS-e820: {hex16} - {hex16_2} (reserved)", comp=K, phase="boot"),
        E("Memory: {mem}k/{memtotal}k available ({kb}k kernel code, {kb_2}k reserved, {kb_3}k data, {kb_4}k init, 0k highmem)", comp=K, phase="boot"),
        E("Freeing unused kernel memory: {kb}k freed", comp=K, trail=" ", phase="boot"),
        E("klogd 1.4.2, log source = /proc/kmsg started.", comp=K, phase="boot"),
        E("Initializing CPU#{n}", comp=K, phase="boot"),
        E("usb {n}-{n_2}: new full speed USB device using uhci_hcd and address {n_3}", comp=K),
        E("couldn't add command channel 127.0.0.1#953: address in use", comp="named", pid=True),
        E("Bluetooth: L2CAP socket layer ready", comp=K, phase="boot"),
        E("irqbalance startup succeeded", comp="irqbalance", phase="boot"),
        E("Kerberos 5 ticket request failed", comp="sshd(pam_unix)", pid=True),
        E("portmap startup succeeded", comp="portmap", phase="boot"),
        E("Received disconnect from {ip}: 11: Bye Bye", comp="sshd", pid=True),
        E("rpc.statd startup succeeded", comp="nfslock", phase="boot"),
        E("warning: /var/log/messages is {many} bytes, rotating", comp="logrotate"),
        E("Console: colour dummy device 80x25", comp=K, phase="boot"),
    ]

    def header(c):
        t = c.t
        pid = f"[{c.r.randint(900, 32000)}]" if c.a.get("pid") else ""
        return f"{MON[t.month - 1]} {t.day:>2} {t:%H:%M:%S} {host} {c.a['comp']}{pid}: "

    clock = Clock(r, dt.datetime(2005, 7, 8, 17, 4, 12), 0.55, 700_000, 5.0, 1500.0)
    return System("Linux", events, slots, header, clock)


def mac(r):
    hosts = ["wren-mbp", "guest-172-20-33-9"]
    apps = {"QQ": r.randint(9000, 12000), "WeChat": r.randint(20000, 30000), "Safari": r.randint(300, 900),
            "Mail": r.randint(300, 900)}
    ssids = ["Harbour-Guest", "fernhill 5G", "eduroam"]

    def uptime(c):
        secs = (c.t - dt.datetime(2017, 7, 1)).total_seconds() + 600000
        return f"{secs:.6f}"

    def isodate(c):
        c.mem["iso"] = c.t - dt.timedelta(microseconds=c.r.randint(1000, 900000))
        return f"{c.mem['iso']:%Y-%m-%d}"

    def isotime(c):
        return f"{c.mem['iso']:%H:%M:%S}.{c.mem['iso'].microsecond // 1000:03d}"

    slots = {
        "uptime": uptime, "isodate": isodate, "isotime": isotime, "n": lambda c: str(c.r.randint(0, 12)),
        "many": lambda c: str(c.r.randint(13, 90000)), "hexp": lambda c: f"0x{c.r.randint(0, 0xffff):x}",
        "mac": lambda c: ":".join(o.lstrip("0") or "0" for o in mac_addr(c.r).split(":")), "reason": lambda c: c.pick(["RTC (Alarm)", "EC.LidOpen (User)", "ARPT (Network)", "XHC1"]),
        "proc": lambda c: c.pick(["QQ", "WeChat", "com.apple.WebKit.WebContent", "mdworker"]),
        "pid": lambda c: str(c.r.randint(200, 40000)),
        "path": lambda c: c.pick(["/Users/wren/Library/Preferences/com.apple.Safari.plist", "/private/var/db/mds/system",
                                  "/Library/Application Support/Dropbox"]),
        "service": lambda c: c.pick(["com.apple.coresymbolicationd", "com.apple.tccd", "com.apple.cfnetwork.cfnetworkagent"]),
        "ssid": lambda c: c.pick(ssids), "ipp": lambda c: f"{ip_outside(c.r)}:{c.r.choice([443, 80, 8080, 5223])}",
        "selfpid": lambda c: str(c.a["pid"]), "thr": lambda c: f"0x{hx(c.r, 12)}", "bool": lambda c: c.pick(["true", "false"]),
        "frac": lambda c: f"{c.r.randint(1, 9)}.{c.r.randint(0, 999999):06d}",
        "ms": lambda c: str(c.r.randint(20, 4000)), "mode": lambda c: c.pick(["Contacts Only", "Everyone", "Off"]),
        "serial": lambda c: hx(c.r, 12).upper(), "ip": lambda c: f"172.20.{c.r.randint(0, 63)}.{c.r.randint(2, 250)}",
    }
    K = dict(comp="kernel", pid=0)
    LD = dict(comp="com.apple.xpc.launchd", pid=1)
    events = [
        E("ARPT: {uptime}: wl0: keepalive configured: interval {n}, retry {n_2}, count {n_3}", **K),
        E("AppleThunderboltNHIType2::wakeFromSleep - link ready - took {many} us", **K),
        E("Wake reason: {reason}", **K),
        E("-[NWConnection evaluatePath] path changed for {proc}.{pid} tc{n} {ipp}", comp="networkd", pid=195),
        E("en0: BSSID changed to {mac}", **K),
        E("NT||Req||reqID[{many}] released", comp="QQ", pid=apps["QQ"]),
        E("Service exited with abnormal code: {n}", addr=lambda c: f"{c.pick(['com.apple.mdworker.shared', 'com.apple.quicklook'])}[{c.r.randint(3000, 40000)}]", **LD),
        E("en0: channel changed to {n}", **K),
        E("ARPT: {uptime}: AirPort_Brcm43xx::powerChange: WOWL[{bool}]", **K),
        E("Sandbox: {proc}({pid}) deny(1) file-read-data {path}", **K),
        E("PM response took {ms} ms ({n}, {proc})", **K),
        E("{isodate} {isotime} GoogleSoftwareUpdateAgent[{selfpid}/{thr}] [lvl=2] -[KSUpdateCheck start] Checking for updates.",
          comp="GoogleSoftwareUpdateAgent", pid=lambda c: c.r.randint(20000, 40000)),
        E("Thermal pressure state: {n} Memory pressure state: {n_2}", comp="com.apple.CDScheduler", pid=258),
        E("Sandbox: {proc}({pid}) deny(1) mach-lookup {service}", **K),
        E("IOThunderboltSwitch<{n}>({hexp})::hotplugCallback - route = {hexp_2} port = {n_2} state = {n_3}", **K),
        E("Service only ran for {n} seconds. Pushing respawn out by {many} seconds.", addr=lambda c: f"{c.pick(['com.apple.imfoundation.IMRemoteURLConnectionAgent', 'com.apple.suggestd'])}", **LD),
        E("-[NetworkUsageEngine refreshInterfaces:] unexpected interface type {n}", comp="symptomsd", pid=215),
        E("Previous sleep cause: {n}", **K),
        E("Previous shutdown cause: {n}", **K),
        E("CCFile::captureLog capture id: {frac}, reason = AuthFail:sts:{n}_rsn:{n_2}", comp="corecaptured", pid=lambda c: c.r.randint(30000, 40000)),
        E("Captive: [CNInfoNetworkActive:{many}] en0: SSID '{ssid}' making interface primary (cached)", comp="UserEventAgent", pid=258),
        E("Location icon should now be in state 'Active'", comp="locationd", pid=82),
        E("Location icon should now be in state 'Inactive'", comp="locationd", pid=82),
        E("Couldn't set highlight color from default ()", comp="Google Chrome Helper", pid=lambda c: c.r.randint(30000, 40000)),
        E("Scanning mode changed to {mode}", comp="sharingd", pid=30299),
        E("mDNS_DeregisterInterface: Frequent transitions for interface en0 ({ip})", comp="mDNSResponder", pid=91),
        E("hibernate image write start", **K),
        E("hibernate image write end", **K),
        E("process {proc}[{pid}] caught causing excessive wakeups. Rate (per sec): {many}; limit: 150; period: 300 seconds", **K),
        E("Endpoint has been activated through legacy launch(3) APIs. Please switch to XPC or bootstrap_check_in(): {service}", **LD),
        E("USBMSC Identifier (non-unique): {serial} 0x{n} 0x{n_2} 0x{n_3}", **K),
        E("AirPort: Link Down on awdl0. Reason 1 (Unspecified).", **K),
        E("AirPort: Link Up on en0", **K),
        E("-[IMRemoteURLConnection load] cancelled request to {ipp} after {ms} ms", comp="Mail", pid=apps["Mail"]),
        E("jemalloc: purging {many} dirty pages", comp="WeChat", pid=apps["WeChat"]),
        E("Unable to simultaneously satisfy constraints: {n} conflicting", comp="Safari", pid=apps["Safari"],
          addr="com.apple.Safari.SafeBrowsing"),
        E("Opening document {path} (read-only: {bool})", comp="Microsoft Word", pid=lambda c: c.r.randint(600, 900)),
    ]

    def header(c):
        t = c.t
        host = hosts[(c.i // 90) % 2]
        pid = c.a["pid"]
        addr = f" ({c.a['addr']})" if c.a.get("addr") else ""
        return f"{MON[t.month - 1]} {t.day:>2} {t:%H:%M:%S} {host} {c.a['comp']}[{pid}]{addr}: "

    clock = Clock(r, dt.datetime(2017, 7, 8, 7, 59, 1), 0.6, 900_000, 1.0, 300.0)
    return System("Mac", events, slots, header, clock)


def android(r):
    SYS = 1702
    sys_tids = [SYS] + [r.randint(1720, 3000) for _ in range(10)]
    apps = {"com.example.notes": r.randint(8000, 9000), "com.android.systemui": 2227, "com.example.steps": r.randint(10000, 12000)}
    uids = {"com.example.notes": 10113, "com.android.systemui": 10037, "com.example.steps": 10098}
    wins = ["StatusBar", "Keyguard", "com.example.notes/com.example.notes.MainActivity", "NavigationBar",
            "com.example.steps/com.example.steps.ui.TodayActivity"]
    wakelocks = ["*alarm*", "AudioMix", "NlpWakeLock", "WifiSuspend", "*job*/com.example.steps/.SyncJob"]

    def art_gc(c):
        return f"{c.r.randint(1000, 99999)}({human_size(c.r, 20000, 9000000, space='', units=('B', 'KB', 'MB'))})"

    def dur(c):
        return c.pick([f"{c.r.randint(100, 999)}us", f"{c.r.uniform(1, 60):.3f}ms"])

    slots = {
        "n": lambda c: str(c.r.randint(0, 9)), "many": lambda c: str(c.r.randint(10, 99999)),
        "hexp": lambda c: f"0x{hx(c.r, 8)}", "hex7": lambda c: hx(c.r, 7), "win": lambda c: c.pick(wins),
        "upkg": lambda c: {str(v): k for k, v in uids.items()}[c.mem["uid"]],
        "tag": lambda c: c.pick(wakelocks), "pkg": lambda c: c.pick(list(apps)), "uid": lambda c: str(c.pick(list(uids.values()))),
        "cmp": lambda c: c.pick(["com.example.notes/.MainActivity", "com.example.steps/.ui.TodayActivity",
                                 "com.android.settings/.Settings"]),
        "ms": lambda c: str(c.r.randint(40, 2400)), "bright": lambda c: str(c.r.randint(10, 255)),
        "gc": art_gc, "pct": lambda c: str(c.r.randint(10, 60)), "dur": dur,
        "sz": lambda c: human_size(c.r, 2e6, 9e7, space="", units=("B", "KB", "MB")),
        "prop": lambda c: c.pick(["persist.sys.ui.hw", "ro.vendor.display.mode", "sys.oem_unlock_allowed"]),
        "sensor": lambda c: c.pick(["LSM6DSL Accelerometer", "Step Counter", "AK09915 Magnetometer Uncalibrated"]),
        "level": lambda c: str(c.r.randint(20, 100)), "volt": lambda c: str(c.r.randint(3700, 4350)),
        "temp": lambda c: str(c.r.randint(250, 410)), "bool": lambda c: c.pick(["true", "false"]),
        "thread": lambda c: c.pick(["Binder:1702_3", "RenderThread", "HeapTaskDaemon", "android.display"]),
        "action": lambda c: c.pick(["android.intent.action.TIME_TICK", "com.example.steps.ACTION_FLUSH"]),
        "prc": lambda c: c.pick(list(apps)), "pid": lambda c: str(c.r.randint(8000, 30000)),
        "adj": lambda c: str(c.pick([906, 904, 800, 700])),
        "ptype": lambda c: c.pick(["activity", "service", "broadcast"]),
        "exc": lambda c: c.pick(["java.lang.IllegalStateException: Fragment NoteListFragment not attached to a context.",
                                 "java.lang.NullPointerException: Attempt to invoke virtual method 'int java.lang.String.length()' on a null object reference",
                                 "android.database.sqlite.SQLiteDatabaseLockedException: database is locked (code 5)"]),
    }

    def sysproc(tag, level, tid=True):
        return dict(tag=tag, lvl=level, pid=SYS, tid=(lambda c: c.pick(sys_tids)) if tid else SYS)

    def app(tag, level, name):
        return dict(tag=tag, lvl=level, pid=apps[name], tid=lambda c, p=apps[name]: c.pick([p, p, p + c.r.randint(20, 90)]))

    events = [
        E("acquire wakelock id={many} tag=\"{tag}\" uid={uid}", **sysproc("PowerManagerService", "D")),
        E("release wakelock id={many} tag=\"{tag}\" uid={uid}", **sysproc("PowerManagerService", "D")),
        E("Animating brightness: target={bright}, rate={n}", **sysproc("DisplayPowerController", "D")),
        E("uid={uid}({upkg}) {thread} expire {n} lines", **sysproc("chatty", "I")),
        E("handleTimeUpdate", **app("KeyguardUpdateMonitor", "D", "com.android.systemui")),
        E("Changing focus from Window{{hex7} u0 {win}} to Window{{hex7_2} u0 {win_2}}", **sysproc("WindowManager", "V")),
        E("set alarm type={n} when={many} window={many_2} tag=*walarm*:{action}", **sysproc("AlarmManager", "V")),
        E("onStepDelta {n} total={many}", **app("StepService", "I", "com.example.steps")),
        E("level:{level}, scale:100, status:{n}, health:2, present:true, voltage:{volt}, temperature:{temp}", **sysproc("BatteryService", "D")),
        E("registerListener :: {n}, {sensor}, {ms}, {n_2}", **app("SensorManager", "D", "com.example.steps")),
        E("handleBatteryUpdate", **app("KeyguardUpdateMonitor", "D", "com.android.systemui")),
        E("Background concurrent copying GC freed {gc} AllocSpace objects, {gc_2} LOS objects, {pct}% free, {sz}/{sz_2}, paused {dur} total {dur_2}",
          **app("art", "I", "com.example.notes")),
        E("START u0 {act=android.intent.action.MAIN cmp={cmp}} from uid {uid}", **sysproc("ActivityManager", "I")),
        E("Displayed {cmp}: +{ms}ms", **sysproc("ActivityManager", "I")),
        E("Start proc {pid}:{prc}/u0a{n} for {ptype} {cmp}", **sysproc("ActivityManager", "I")),
        E("Killing {pid}:{prc}/u0a{n} (adj {adj}): empty #{many}", **sysproc("ActivityManager", "I")),
        E("Reconfiguring input devices.  changes=0x{hex7}", **sysproc("InputReader", "I")),
        E("wlan0: CTRL-EVENT-SCAN-STARTED", tag="wpa_supplicant", lvl="I", pid=1411, tid=1411),
        E("wlan0: CTRL-EVENT-SCAN-RESULTS", tag="wpa_supplicant", lvl="I", pid=1411, tid=1411),
        E("Waking up from sleep (uid {uid})...", **sysproc("PowerManagerService", "I")),
        E("Going to sleep due to screen timeout (uid {uid})...", **sysproc("PowerManagerService", "I")),
        E("Holding screen on until the first frame is drawn.", **sysproc("DisplayPowerController", "I")),
        E("Unblocked screen on after {ms} ms", **sysproc("DisplayPowerController", "I")),
        E("Access denied finding property \"{prop}\"", **app("libc", "W", "com.example.notes")),
        E("BUFFER TIMEOUT: remove({n}) from active list on thread {hexp}", tag="AudioFlinger", lvl="W", pid=612,
          tid=lambda c: c.r.randint(613, 700)),
        E("Suppressing notification from package {pkg} by user request.", **sysproc("NotificationService", "E")),
        E("processMsg: ConnectedState", **sysproc("WifiStateMachine", "D")),
        E("setWifiEnabled: {bool} pid={pid}, uid={uid}", **sysproc("WifiService", "I")),
        E("Skipped {many} frames!  The application may be doing too much work on its main thread.", **app("Choreographer", "I", "com.example.notes")),
        E("FATAL EXCEPTION: main", **app("AndroidRuntime", "E", "com.example.notes")),
        E("Process: com.example.notes, PID: {pid}", **app("AndroidRuntime", "E", "com.example.notes")),
        E("Caused by: {exc}", **app("AndroidRuntime", "E", "com.example.notes")),
        E("Sending signal. PID: {pid} SIG: 9", **app("Process", "I", "com.example.notes")),
        E("Late-enabling JNI checks", **app("art", "I", "com.example.steps")),
        E("Force finishing activity {cmp}", **sysproc("ActivityManager", "W")),
    ]

    def header(c):
        t = c.t
        return f"{t:%m-%d %H:%M:%S}.{t.microsecond // 1000:03d} {c.a['pid']:>5} {c.a['tid']:>5} {c.a['lvl']} {c.a['tag']:<8}: "

    clock = Clock(r, dt.datetime(2017, 4, 11, 21, 5, 33, 12000), 0.8, 120_000, 0.2, 12.0)
    return System("Android", events, slots, header, clock)


def healthapp(r):
    PID = 31250478
    st = {"steps": r.randint(1200, 3000)}

    def steps(c):
        st["steps"] += c.r.randint(0, 14)
        return str(st["steps"])

    def ms13(c):
        return str(int((c.t - dt.datetime(1970, 1, 1)).total_seconds() * 1000) - 8 * 3600 * 1000 - c.r.randint(0, 60000))

    slots = {
        "steps": steps, "ms13": ms13, "n": lambda c: str(c.r.randint(0, 9)), "many": lambda c: str(c.r.randint(10, 99999)),
        "big": lambda c: str(c.r.randint(100000, 30000000)), "bool": lambda c: c.pick(["true", "false"]),
        "intent": lambda c: c.pick(["android.intent.action.SCREEN_ON", "android.intent.action.SCREEN_OFF",
                                    "android.intent.action.TIME_TICK", "android.intent.action.DATE_CHANGED"]),
        "errcode": lambda c: c.pick(["ERR_DATA_INSERT", "ERR_DB_LOCKED"]),
        "hm": lambda c: f"{c.r.randint(0, 0):02d}:00:{c.r.randint(0, 9):02d}",
        "date": lambda c: f"{c.t:%Y%m%d}", "pct": lambda c: str(c.r.randint(0, 100)),
    }
    events = [
        E("onStepDelta {steps}", comp="Step_Counter"),
        E("onWindowExtend:{ms13} {n} {n_2} {n_3}", comp="Step_Counter"),
        E("flushSensorBuffer", comp="Step_Counter"),
        E("REPORT : {steps} {many} {big} {many_2}", comp="Step_DayReceiver"),
        E("handleBroadcast action:{intent}", comp="Step_ScreenMonitor"),
        E("getDayTotals = {ms13}##{steps}##{big}##{many}", comp="Step_PrefStore"),
        E("screen status changed to ON", comp="Step_ScreenMonitor"),
        E("screen status changed to OFF", comp="Step_ScreenMonitor"),
        E("isScreenOn = {bool}, isCharging = {bool_2}", comp="Step_ScreenMonitor"),
        E("notify step: {steps} goal: 10000 percent: {pct}%", comp="Step_Notifier"),
        E("sync {many} records to cloud, cost {many_2}ms", comp="HiH_SyncWorker"),
        E("uploadStatic: checkPermission = {bool}", comp="HiH_SyncWorker"),
        E("saveSamples() batch insert failed errorCode = {n},errorMessage = {errcode}", comp="HiH_DataStore"),
        E("new day arrived, reset steps at {hm}", comp="Step_DayReceiver"),
        E("date changed, last={date} now={date_2}", comp="Step_DayReceiver"),
        E("registerSensor: type=19 result={bool}", comp="Step_Counter"),
        E("getAppDetailInfo: uid=0,appId={many},packageName=com.example.health", comp="HiH_DataStore"),
        E("onReceive: action=android.intent.action.BATTERY_LOW", comp="Step_Notifier"),
        E("cancelAlarm requestCode={n}", comp="Step_Notifier"),
    ]

    def header(c):
        t = c.t
        return f"{t:%Y%m%d-%H:%M:%S}:{t.microsecond // 1000:03d}|{c.a['comp']}|{PID}|"

    clock = Clock(r, dt.datetime(2018, 1, 7, 22, 55, 1, 406000), 0.8, 300_000, 0.5, 40.0)
    return System("HealthApp", events, slots, header, clock)


def apache(r):
    clients = [ip_outside(r) for _ in range(12)]

    def built(c):
        return "Mar 30 2006 11:08:47"

    slots = {
        "ip": lambda c: c.pick(clients), "n": lambda c: str(c.r.randint(0, 12)), "pid": lambda c: str(c.r.randint(2000, 30000)),
        "path": lambda c: c.pick(["/var/www/html/", "/var/www/html/favicon.ico", "/var/www/html/robots.txt",
                                  "/var/www/html/phpmyadmin", "/var/www/cgi-bin/awstats.pl", "/var/www/html/admin/config.php"]),
        "conf": lambda c: "/etc/httpd/conf/workers2.properties",
        "user": lambda c: c.pick(["admin", "webmaster", "guest", "test"]),
        "req": lambda c: c.pick(["\\x16\\x03\\x01", "GET /scripts/..%255c../winnt/system32/cmd.exe HTTP/1.0", "CONNECT",
                                 "\\x80w\\x01\\x03\\x01"]),
        "php": lambda c: c.pick(["include(config.local.php): failed to open stream: No such file or directory",
                                 "Undefined variable: page", "Division by zero"]),
        "built": built,
    }
    CL = "[client {ip}] "
    events = [
        E("mod_jk: child {pid} registered in slot {n}", level="notice"),
        E("jk2 workerEnv ready, config {conf}", level="notice"),
        E("mod_jk child {pid} worker in error state {n}", level="error"),
        E(CL + "Directory index forbidden by rule: {path}", level="error"),
        E(CL + "File does not exist: {path}", level="error"),
        E(CL + "script not found or unable to stat: {path}", level="error"),
        E("[client {ip}] PHP Warning:  {php} in {path} on line {n}", level="error"),
        E(CL + "client denied by server configuration: {path}", level="error"),
        E("child pid {pid} exit signal Segmentation fault ({n})", level="notice"),
        E(CL + "request failed: error reading the headers", level="error"),
        E(CL + "Invalid method in request {req}", level="error"),
        E(CL + "user {user} not found: {path}", level="error"),
        E(CL + "user {user}: authentication failure for \"{path}\": Password Mismatch", level="error"),
        E("received SIGTERM, shutting down", level="notice"),
        E("Apache/2.0.59 (Unix) configured -- resuming normal operations", level="notice"),
        E("Digest: creating secret for digest authentication ...", level="notice"),
        E("Digest: secret ready", level="notice"),
        E("suEXEC wrapper enabled (path: /usr/sbin/suexec)", level="notice"),
        E("Server built: {built}", level="info"),
        E("server hit MaxClients limit, consider raising MaxClients", level="error"),
    ]

    def header(c):
        t = c.t
        return f"[{WDAY[t.weekday()]} {MON[t.month - 1]} {t.day:02d} {t:%H:%M:%S} {t.year}] [{c.a['level']}] "

    clock = Clock(r, dt.datetime(2006, 1, 8, 17, 2, 44), 0.55, 900_000, 3.0, 300.0)
    return System("Apache", events, slots, header, clock)


def openssh(r):
    host = "bastion"
    attackers = [ip_outside(r) for _ in range(14)]
    rdns = ["static-41.pinecrest.example", "host-7-201.coastal-isp.example", "mail.brightwater.example",
            "vps.lanternhost.example"]
    bad_users = ["admin", "test", "guest", "oracle", "support", "user", "ftp", "postgres", "nagios", "ubnt"]

    def reason(c):
        return c.pick(["Bye Bye", "disconnected by user", "Closed due to user request.", "Normal shutdown"])

    slots = {
        "ip": lambda c: c.pick(attackers), "port": lambda c: str(c.r.randint(1024, 65535)),
        "user": lambda c: c.pick(["root", "root", "root"] + bad_users), "bad": lambda c: c.pick(bad_users),
        "fqdn": lambda c: c.pick(rdns), "n": lambda c: str(c.r.randint(2, 5)), "reason": reason,
        "b64": lambda c: "".join(c.r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") for _ in range(43)),
        "banner": lambda c: c.pick(["GET / HTTP/1.1", "\\003", "SSH-1.5-NmapNSE_1.0", "quit"]),
        "jexc": lambda c: c.pick(["com.jcraft.jsch.JSchException: Auth fail", "Bye"]),
    }
    events = [
        E("Failed password for {user} from {ip} port {port} ssh2"),
        E("pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost={ip}  user={user}"),
        E("Received disconnect from {ip} port {port}:11: {reason} [preauth]"),
        E("Invalid user {bad} from {ip} port {port}"),
        E("input_userauth_request: invalid user {bad} [preauth]"),
        E("pam_unix(sshd:auth): check pass; user unknown"),
        E("pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost={ip}"),
        E("Failed password for invalid user {bad} from {ip} port {port} ssh2"),
        E("Connection closed by {ip} port {port} [preauth]"),
        E("reverse mapping checking getaddrinfo for {fqdn} [{ip}] failed - POSSIBLE BREAK-IN ATTEMPT!"),
        E("message repeated {n} times: [ Failed password for {user} from {ip} port {port} ssh2]"),
        E("PAM {n} more authentication failures; logname= uid=0 euid=0 tty=ssh ruser= rhost={ip}  user={user}"),
        E("Disconnecting: Too many authentication failures for {user} [preauth]"),
        E("PAM service(sshd) ignoring max retries; {n} > 3"),
        E("Connection reset by {ip} port {port} [preauth]"),
        E("Accepted password for {user} from {ip} port {port} ssh2"),
        E("pam_unix(sshd:session): session opened for user {user} by (uid=0)"),
        E("pam_unix(sshd:session): session closed for user {user}"),
        E("Address {ip} maps to {fqdn}, but this does not map back to the address - POSSIBLE BREAK-IN ATTEMPT!"),
        E("Did not receive identification string from {ip} port {port}"),
        E("Bad protocol version identification '{banner}' from {ip} port {port}"),
        E("error: Received disconnect from {ip} port {port}:3: {jexc} [preauth]"),
        E("Accepted publickey for {user} from {ip} port {port} ssh2: RSA SHA256:{b64}"),
        E("fatal: Read from socket failed: Connection reset by peer [preauth]"),
        E("Timeout, client not responding."),
        E("Received signal 15; terminating."),
        E("Server listening on 0.0.0.0 port 22."),
        E("Server listening on :: port 22."),
    ]
    for ev in events:
        ev.attrs["pid"] = lambda c: c.r.randint(2000, 32000)

    def header(c):
        t = c.t
        return f"{MON[t.month - 1]} {t.day:>2} {t:%H:%M:%S} {host} sshd[{c.a['pid']}]: "

    clock = Clock(r, dt.datetime(2016, 11, 30, 21, 40, 2), 0.55, 900_000, 2.0, 120.0)
    return System("OpenSSH", events, slots, header, clock)


def proxifier(r):
    proxies = ["proxy.fernhill.example", "gw-2.orchardnet.example"]
    hosts = ["sync.notesapp.example", "cdn-04.mirrorfield.example", "api.weatherbox.example", "img.lanternhost.example",
             "updates.stackwell.example", "push.chatter.example", "git.brightwater.example"]

    def life(c):
        k = c.r.random()
        if k < 0.25:
            return "<1 sec"
        if k < 0.9:
            return f"{c.r.randint(0, 59):02d}:{c.r.randint(0, 59):02d}"
        return f"{c.r.randint(1, 3):02d}:{c.r.randint(0, 59):02d}:{c.r.randint(0, 59):02d}"

    def kb(c):
        b = int(c.mem.get("bytes", "1024"))
        return f"{b / 1024:.2f} KB" if b < 1024 * 1024 else f"{b / 1048576:.2f} MB"

    def big(c):
        v = str(c.r.randint(1100, 9_000_000))
        c.mem["bytes"] = v
        return v

    slots = {
        "host": lambda c: c.pick(hosts), "target": lambda c: c.pick(hosts) if c.r.random() < 0.8 else ip_private(c.r),
        "ipp": lambda c: f"{ip_private(c.r)}:{c.r.choice([80, 443, 8443])}",
        "port": lambda c: c.pick(["80", "443", "443", "5222", "8080"]), "proxy": lambda c: c.pick(proxies),
        "pport": lambda c: "5070", "n": lambda c: str(c.r.randint(0, 1000)), "big": big, "kb": kb, "life": life,
        "err": lambda c: str(c.r.choice([10060, 10061, 10054])), "code": lambda c: c.pick(["403", "502"]),
        "rule": lambda c: c.pick(["Default", "Localhost", "Office Intranet", "Update Servers"]),
    }
    events = [
        E("{host}:{port} open through proxy {proxy}:{pport} HTTPS"),
        E("{target}:{port} close, {n} bytes sent, {n_2} bytes received, lifetime {life}"),
        E("{host}:{port} close, {big} bytes ({kb}) sent, {big_2} bytes ({kb_2}) received, lifetime {life}"),
        E("{host}:{port} open through proxy {proxy}:{pport} SOCKS5"),
        E("{host}:{port} error : Could not connect to proxy {proxy}:{pport} - connection attempt failed with error {err}"),
        E("{host}:{port} matching {rule} rule : using proxy {proxy}:{pport}"),
        E("{host}:{port} error : A connection request was canceled before the completion."),
        E("{host}:{port} error : Could not connect through proxy {proxy}:{pport} - Proxy server cannot establish a connection with the target, status code {code}"),
        E("{ipp} open directly"),
        E("{host}:{port} DNS name resolved through proxy"),
        E("{host}:{port} error : Connection closed unexpectedly by the proxy"),
        E("{ipp} matching {rule} rule : direct connection"),
        E("{host}:{port} error : Proxy server {proxy}:{pport} requires authentication"),
        E("{host}:{port} open through proxy chain {rule}"),
        E("{host}:{port} error : DNS name resolution failed"),
    ]
    progs = ["chrome.exe", "chrome.exe", "chrome.exe *64", "Dropbox.exe", "OneDrive.exe", "git-remote-https.exe *64",
             "svchost.exe *64", "Teams.exe", "thunderbird.exe"]
    for ev in events:
        ev.attrs["prog"] = progs

    def header(c):
        return f"[{c.t:%m.%d %H:%M:%S}] {c.a['prog']} - "

    clock = Clock(r, dt.datetime(2016, 11, 2, 9, 1, 12), 0.7, 900_000, 1.0, 25.0)
    return System("Proxifier", events, slots, header, clock)


SYSTEMS = [hadoop, hdfs, spark, zookeeper, openstack, bgl, hpc, thunderbird, windows, linux, mac,
           android, healthapp, apache, openssh, proxifier]


# Loghub's log_format for each system: the header fields and where the message (<Content>) is. The
# check reads every line back with it, as Loghub's loader does, and expects the labelled content.
LOG_FORMAT = {
    "HDFS": "<Date> <Time> <Pid> <Level> <Component>: <Content>",
    "Hadoop": r"<Date> <Time> <Level> \[<Process>\] <Component>: <Content>",
    "Spark": "<Date> <Time> <Level> <Component>: <Content>",
    "Zookeeper": r"<Date> <Time> - <Level>  \[<Node>:<Component>@<Id>\] - <Content>",
    "OpenStack": r"<Logrecord> <Date> <Time> <Pid> <Level> <Component> \[<ADDR>\] <Content>",
    "BGL": "<Label> <Timestamp> <Date> <Node> <Time> <NodeRepeat> <Type> <Component> <Level> <Content>",
    "HPC": "<LogId> <Node> <Component> <State> <Time> <Flag> <Content>",
    "Thunderbird": r"<Label> <Timestamp> <Date> <User> <Month> <Day> <Time> <Location> <Component>(\[<PID>\])?: <Content>",
    "Windows": "<Date> <Time>, <Level>                  <Component>    <Content>",
    "Linux": r"<Month> <Date> <Time> <Level> <Component>(\[<PID>\])?: <Content>",
    "Mac": r"<Month>  <Date> <Time> <User> <Component>\[<PID>\]( \(<Address>\))?: <Content>",
    "Android": "<Date> <Time>  <Pid>  <Tid> <Level> <Component>: <Content>",
    "HealthApp": r"<Time>\|<Component>\|<Pid>\|<Content>",
    "Apache": r"\[<Time>\] \[<Level>\] <Content>",
    "OpenSSH": r"<Date> <Day> <Time> <Component> sshd\[<Pid>\]: <Content>",
    "Proxifier": r"\[<Time>\] <Program> - <Content>",
}


def loghub_regex(log_format):
    """As Loghub's loaders build it: each <Field> non-greedy, runs of spaces as \\s+."""
    regex = ""
    for k, part in enumerate(re.split(r"(<[^<>]+>)", log_format)):
        regex += re.sub(" +", r"\\s+", part) if k % 2 == 0 else f"(?P<{part[1:-1]}>.*?)"
    return re.compile("^" + regex + "$")


def template_regex(ev):
    """The event's template as a pattern: a <*> whose values were all one word matches one word,
    one whose values had several words matches any text."""
    parts = ev.template.split("<*>")
    spaced = getattr(ev, "spaced", [True] * (len(parts) - 1))
    return re.compile("".join(re.escape(p) + (("(.+?)" if spaced[k] else r"(\S+?)") if k < len(parts) - 1 else "")
                              for k, p in enumerate(parts)) + r"\Z", re.S)


def build(make):
    name = make.__name__
    r = random.Random(f"labelled-logs/{name}/1")
    system = make(r)
    events = system.events
    for k, ev in enumerate(events):
        ev.id = f"E{k + 1}"
        for m in SLOT.finditer(ev.tpl):
            assert m.group(1) in system.slots, (system.name, ev.tpl, m.group(1))
    templates = [ev.template for ev in events]
    assert len(set(templates)) == len(templates), (system.name, "duplicate template")
    order = schedule(r, events)
    st = {}
    lines, labels = [], []
    for i, k in enumerate(order):
        ev = events[k]
        t = system.clock.next(burst=ev.attrs.get("phase") not in (None, "start", "end") and i > 0
                              and events[order[i - 1]].attrs.get("phase") == ev.attrs["phase"])
        line, content, values = render(system, r, st, ev, t, i)
        spaced = ev.__dict__.setdefault("spaced", [False] * len(values))
        for k, v in enumerate(values):
            spaced[k] = spaced[k] or any(ch.isspace() for ch in v)
        lines.append(line)
        labels.append({"line": i + 1, "content": content, "event": ev.id, "template": ev.template})
    check(system, lines, labels)
    log = "".join(l + "\n" for l in lines).encode("utf-8")
    lab = "".join(json.dumps(o, ensure_ascii=False, separators=(",", ":")) + "\n" for o in labels).encode("utf-8")
    return system.name, log, lab, len(events)


def check(system, lines, labels):
    regexes = {ev.id: template_regex(ev) for ev in system.events}
    loghub = loghub_regex(LOG_FORMAT[system.name])
    seen = set()
    for line, lab in zip(lines, labels):
        content = lab["content"]
        where = f"{system.name} line {lab['line']}"
        m = loghub.search(line.strip())
        assert m and m.group("Content") == content, (where, "Loghub's format reads another content", m and m.group("Content"))
        assert content and content == content.strip(), where
        assert "\n" not in line and "\r" not in line, where
        assert line.rstrip(" ").endswith(content), where
        assert regexes[lab["event"]].match(content), (where, "content does not fit its template")
        others = [e for e, rx in regexes.items() if e != lab["event"] and rx.match(content)]
        assert not others, (where, content, "also fits", others)
        seen.add(lab["event"])
    assert seen == set(regexes), (system.name, "events never written", set(regexes) - seen)
    assert 15 <= len(system.events) <= 60, (system.name, len(system.events))


def main():
    only_check = "--check" in sys.argv[1:]
    os.makedirs(OUT, exist_ok=True)
    stale = []
    total = 0
    for make in SYSTEMS:
        name, log, lab, n_events = build(make)
        for suffix, data in ((".log", log), (".labels.jsonl", lab)):
            path = os.path.join(OUT, name + suffix)
            total += len(data)
            if only_check:
                try:
                    with open(path, "rb") as f:
                        if f.read() != data:
                            stale.append(path)
                except FileNotFoundError:
                    stale.append(path)
            else:
                with open(path, "wb") as f:
                    f.write(data)
        print(f"{name:12} {n_events:3} events  {len(log):7} bytes log  {len(lab):7} bytes labels")
    print(f"total {total} bytes")
    if stale:
        print("out of date:", *stale, sep="\n  ")
        sys.exit(1)


if __name__ == "__main__":
    main()
