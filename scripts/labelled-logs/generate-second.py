#!/usr/bin/env python3
"""Independent hand-written labelled sample logs for 16 Loghub-style systems.

Deterministic (seed 20261126), standard library only.  For every system S it
writes S.log (300 lines) and S.labels.jsonl ({"line", "content", "event"}).
Templates are invented here; "{{kind:args}}" marks a variable part.
"""
import datetime as dt
import json
import os
import random
import re
import sys

SEED = 20261126
N = 300
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "RecordFilesTests", "Fixtures", "LabelledLogs2")
rng = random.Random(SEED)

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun",
          "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
WDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

WORDS = ["amber", "basalt", "cobalt", "delta", "ember", "falcon", "garnet",
         "harvest", "indigo", "jasper", "kestrel", "lagoon", "meadow",
         "nimbus", "orchid", "pebble", "quartz", "raven", "sierra", "tundra",
         "umber", "velvet", "willow", "yarrow", "zephyr"]
USERS = ["alice", "bruno", "carmen", "dmitri", "elena", "felix", "greta",
         "hugo", "ines", "jonas", "root", "admin", "oracle", "guest",
         "nobody", "postgres", "deploy", "backup", "mysql", "test"]
HOSTS = ["atlas", "borealis", "cedar", "dune", "fjord", "granite", "harbor",
         "juniper", "lumen", "mistral", "nova", "osprey"]
DOMAINS = ["lab.internal", "corp.example", "dmz.example.net", "intra.local"]
HPREFIX = ["node-", "cn", "worker", "db", "web-", "r"]
VOCAB = {
    "filter": ["RamFilter", "DiskFilter", "CoreFilter", "ZoneFilter",
               "AffinityFilter", "PciFilter"],
    "perm": ["CAMERA", "READ_CONTACTS", "ACCESS_FINE_LOCATION", "RECORD_AUDIO",
             "BODY_SENSORS", "SEND_SMS"],
    "alg": ["aes128-ctr", "aes256-gcm", "chacha20-poly1305", "3des-cbc",
            "hmac-sha1", "curve25519-sha256"],
    "mod": ["mod_rewrite", "mod_ssl", "mod_proxy", "mod_jk", "mod_cgi",
            "mod_status"],
    "fpflag": ["OVERFLOW", "UNDERFLOW", "INEXACT", "DIVZERO", "INVALID"],
}


# ---------------------------------------------------------------- fillers
def f_int(lo=None, hi=None):
    if lo is not None:
        return str(rng.randint(int(lo), int(hi)))
    k = rng.random()
    if k < 0.3:
        return str(rng.randint(0, 99))
    if k < 0.7:
        return str(rng.randint(100, 9999))
    return str(rng.randint(10000, 999999))


def f_float(lo="0", hi="1000", dec="2"):
    return "%.*f" % (int(dec), rng.uniform(float(lo), float(hi)))


def f_ip():
    first = rng.choice(["10", "172", "192", "203", "81", "134"])
    return ".".join([first] + [str(rng.randint(0, 255)) for _ in range(3)])


def f_port():
    return str(rng.choice([rng.randint(1024, 65535), rng.randint(1024, 65535),
                           rng.choice([22, 80, 443, 8080, 2181, 3306])]))


def f_host():  # never contains a digit
    h = rng.choice(HOSTS)
    if rng.random() < 0.6:
        h += "." + rng.choice(DOMAINS)
    return h


def f_hostd():  # always contains digits
    p = rng.choice(HPREFIX)
    if p == "r":
        return "r%02dn%02d" % (rng.randint(1, 40), rng.randint(1, 16))
    return "%s%d" % (p, rng.randint(1, 512))


def f_fqdn():
    if rng.random() < 0.5:
        return "%s.%s" % (rng.choice(HOSTS), rng.choice(DOMAINS))
    return "%s%d.%s" % (rng.choice(["cdn", "edge", "img", "api", "s"]),
                        rng.randint(1, 99), rng.choice(DOMAINS))


def f_dest():
    return f_ip() if rng.random() < 0.3 else f_fqdn()


def f_path():
    segs = [rng.choice(["var", "opt", "srv", "data", "home", "tmp", "mnt"])]
    for _ in range(rng.randint(1, 3)):
        segs.append(rng.choice(WORDS + ["cache", "spool", "logs", "run"]))
    name = rng.choice(WORDS) + rng.choice(["", ".dat", ".log", ".tmp",
                                          "_%d.bin" % rng.randint(0, 99)])
    return "/" + "/".join(segs + [name])


def f_winpath():
    segs = ["C:", "Windows", rng.choice(["System32", "WinSxS", "servicing",
                                          "Logs"])]
    segs.append(rng.choice(WORDS) + rng.choice([".dll", ".cat", ".mum", ""]))
    return "\\".join(segs)


def f_user():
    return rng.choice(USERS)


def f_word():
    return rng.choice(WORDS)


def f_bool():
    return rng.choice(["true", "false"])


def f_hex(n="8"):
    return "0x" + "".join(rng.choice("0123456789abcdef") for _ in range(int(n)))


def f_xhex(n="8"):
    return "".join(rng.choice("0123456789abcdef") for _ in range(int(n)))


def f_uuid():
    x = f_xhex("32")
    return "-".join([x[:8], x[8:12], x[12:16], x[16:20], x[20:]])


def f_dur():
    k = rng.random()
    if k < 0.5:
        return "%dms" % rng.randint(1, 999)
    if k < 0.85:
        return "%.2fs" % rng.uniform(1, 60)
    return "%dm%02ds" % (rng.randint(1, 59), rng.randint(0, 59))


def f_mmss():
    return "%02d:%02d" % (rng.randint(0, 59), rng.randint(0, 59))


def f_choice(opts):
    return rng.choice(opts.split("|"))


def f_list(kind):
    n = rng.randint(1, 5)
    if kind in VOCAB:
        return ", ".join(rng.sample(VOCAB[kind], n))
    return ", ".join(FILLERS[kind]() for _ in range(n))


def f_blk():
    return "blk_" + rng.choice(["", "-"]) + str(rng.randint(10 ** 17, 10 ** 19 - 1))


APP_TS = "1529412983%03d" % 417


def f_job():
    return "job_%s_%04d" % (APP_TS, rng.randint(1, 40))


def f_attempt():
    return "attempt_%s_%04d_%s_%06d_%d" % (APP_TS, rng.randint(1, 40),
                                           rng.choice("mr"),
                                           rng.randint(0, 120), rng.randint(0, 2))


def f_container():
    return "container_%s_%04d_01_%06d" % (APP_TS, rng.randint(1, 40),
                                          rng.randint(1, 120))


def f_revdns():
    return "com.%s.%s" % (rng.choice(["acme", "northwind", "example", "apple"]),
                          rng.choice(WORDS + ["mail", "player", "sync"]))


def f_mac():
    return ":".join("%02x" % rng.randint(0, 255) for _ in range(6))


def f_ver():
    return "%d.%d.%d" % (rng.randint(1, 3), rng.randint(0, 12), rng.randint(0, 40))


def f_bgnode():
    return "R%02d-M%d-N%X-C:J%02d-U%02d" % (rng.randint(0, 63), rng.randint(0, 1),
                                          rng.randint(0, 15), rng.randint(2, 17),
                                          rng.randint(1, 11))


def f_url():
    return "http://%s/%s" % (f_fqdn(), rng.choice(WORDS))


def f_znode():
    return "/" + "/".join(rng.choice(WORDS) for _ in range(rng.randint(1, 3)))


def f_b64():
    al = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    return "".join(rng.choice(al) for _ in range(43))


FILLERS = {
    "int": f_int, "float": f_float, "ip": f_ip, "port": f_port,
    "host": f_host, "hostd": f_hostd, "fqdn": f_fqdn, "dest": f_dest,
    "path": f_path, "winpath": f_winpath, "user": f_user, "word": f_word,
    "bool": f_bool, "hex": f_hex, "xhex": f_xhex, "uuid": f_uuid,
    "dur": f_dur, "mmss": f_mmss, "choice": f_choice, "list": f_list,
    "blk": f_blk, "job": f_job, "attempt": f_attempt, "container": f_container,
    "revdns": f_revdns, "mac": f_mac, "ver": f_ver, "bgnode": f_bgnode,
    "url": f_url, "znode": f_znode, "b64": f_b64,
}
PH = re.compile(r"\{\{(\w+)(?::([^}]*))?\}\}")


def fill(text):
    def rep(m):
        args = m.group(2).split(":") if m.group(2) is not None else []
        if m.group(1) == "choice":
            args = [m.group(2)]
        return FILLERS[m.group(1)](*args)
    return PH.sub(rep, text)


# ---------------------------------------------------------------- clock
class Clock:
    def __init__(self, start):
        self.t = start

    def tick(self):
        self.t += dt.timedelta(seconds=rng.choice([0, 0, 0, 1, 2, 5, 17, 60]),
                               microseconds=rng.randint(0, 999999))
        return self.t


def ms(t):
    return t.microsecond // 1000


def mon(t):
    return MONTHS[t.month - 1]


def epoch(t):
    return int((t - dt.datetime(1970, 1, 1)).total_seconds())


# ---------------------------------------------------------------- systems
# Each template: (weight, meta, text).  meta is system specific.
SYSTEMS = {}

# ---- HDFS: meta = (level, component)
SYSTEMS["HDFS"] = dict(
    fmt="<Date> <Time> <Pid> <Level> <Component>: <Content>",
    start=dt.datetime(2019, 3, 4, 21, 7, 12),
    templates=[
        (60, ("INFO", "dfs.DataNode$PacketResponder"), "Responder {{int:0:2}} for block {{blk}} finished, acknowledged {{int:1:4}} packets"),
        (45, ("INFO", "dfs.DataNode$DataXceiver"), "Received block {{blk}} of length {{int:1024:67108864}} from /{{ip}}"),
        (30, ("INFO", "dfs.FSNamesystem"), "BLOCK* allocate: {{path}} assigned {{blk}} on replicas [{{list:ip}}]"),
        (25, ("INFO", "dfs.DataNode$DataXceiver"), "Serving block {{blk}} to /{{ip}}:{{port}}"),
        (12, ("INFO", "dfs.FSNamesystem"), "BLOCK* storedBlock: map updated, {{ip}}:{{port}} now holds {{blk}} size {{int}}"),
        (8, ("WARN", "dfs.DataNode$DataXceiver"), "Exception while serving {{blk}} to /{{ip}}: java.io.IOException: Connection reset by peer"),
        (5, ("WARN", "dfs.DataNode$DataXceiver"), "Exception while serving {{blk}} to /{{ip}}: java.net.SocketTimeoutException: {{int:1000:90000}} millis elapsed waiting for channel"),
        (6, ("INFO", "dfs.FSDataset"), "Removing block {{blk}} file {{path}}"),
        (3, ("INFO", "dfs.FSDataset"), "Removing block {{blk}} file {{path}} after replication check"),
        (5, ("INFO", "dfs.DataBlockScanner"), "Verification succeeded for {{blk}}"),
        (2, ("WARN", "dfs.DataBlockScanner"), "Verification failed for {{blk}}"),
        (2, ("INFO", "dfs.DataBlockScanner"), "Scan pass finished: scanned={{int}} errors={{int:0:3}} elapsed={{dur}}"),
        (1, ("INFO", "dfs.FSNamesystem"), "Edit log roll - requested by {{user}} from {{host}}"),
        (2, ("INFO", "dfs.DataNode"), "Heartbeat to namenode {{hostd}}:{{port}} took {{dur}}, decommissioning={{bool}}"),
        (1, ("ERROR", "dfs.DataNode"), "DatanodeRegistration({{ip}}:{{port}}, storage=DS-{{int}}-{{ip}}-{{port}}) - block {{blk}} already in state [{{choice:RBW|FINALIZED|TEMPORARY}}]"),
        (1, ("INFO", "dfs.FSNamesystem"), "Quota set on {{path}} by {{user}}: ns={{int}} ds={{int}}"),
        (2, ("INFO", "dfs.DataNode$BlockReceiver"), "Checksum chunk for {{blk}} at offset {{hex:8}} verified"),
        (1, ("WARN", "dfs.PendingReplicationBlocks"), "Replication of {{blk}} to \"{{hostd}}\" timed out"),
    ],
)


def h_hdfs(meta, content, t):
    return "%s %s %d %s %s: %s" % (t.strftime("%y%m%d"), t.strftime("%H%M%S"),
                                   rng.choice([13, 148, 2214, 35, 19, 27]) * rng.randint(1, 3),
                                   meta[0], meta[1], content)


# ---- Hadoop: meta = (level, component)
HADOOP_PROCS = ["main", "RMCommunicator Allocator", "AsyncDispatcher event handler",
                "IPC Server handler 7 on 41225", "ContainerLauncher #3", "fetcher#2"]
SYSTEMS["Hadoop"] = dict(
    fmt=r"<Date> <Time> <Level> \[<Process>\] <Component>: <Content>",
    start=dt.datetime(2018, 6, 19, 14, 3, 1),
    templates=[
        (50, ("INFO", "org.apache.hadoop.mapreduce.v2.app.rm.RMContainerAllocator"), "Recalculating schedule, headroom=<memory:{{int:0:20480}}, vCores:{{int:0:8}}>"),
        (35, ("INFO", "org.apache.hadoop.mapreduce.v2.app.rm.RMContainerAllocator"), "Scheduling pass {{int}}: pendingMaps={{int:0:40}} pendingReds={{int:0:4}} assignedMaps={{int:0:40}}"),
        (20, ("INFO", "org.apache.hadoop.mapred.TaskAttemptListenerImpl"), "Progress update from {{attempt}} is {{float:0:1:6}}"),
        (15, ("INFO", "org.apache.hadoop.mapreduce.v2.app.job.impl.TaskAttemptImpl"), "{{attempt}} moved from {{choice:NEW|UNASSIGNED|ASSIGNED}} to RUNNING"),
        (10, ("INFO", "org.apache.hadoop.mapreduce.v2.app.launcher.ContainerLauncherImpl"), "Launching container {{container}} on node {{hostd}}:{{port}}"),
        (6, ("WARN", "org.apache.hadoop.hdfs.LeaseRenewer"), "Lease renewal for [DFSClient_NONMAPREDUCE_{{int}}_{{int:1:9}}] on {{hostd}}/{{ip}}:{{port}} failed after {{int:1:60}} seconds"),
        (4, ("WARN", "org.apache.hadoop.mapreduce.v2.app.rm.RMCommunicator"), "Unable to reach resource manager at {{hostd}}/{{ip}}:{{port}} - will retry in {{dur}}"),
        (3, ("INFO", "org.apache.hadoop.ipc.Client"), "Reconnect attempt {{int:1:9}} of {{int:10:50}} to {{hostd}}/{{ip}}:{{port}}: connection refused"),
        (2, ("INFO", "org.apache.hadoop.mapreduce.v2.app.job.impl.TaskAttemptImpl"), "Diagnostics for {{attempt}}: Container killed by the scheduler"),
        (2, ("INFO", "org.apache.hadoop.mapreduce.v2.app.job.impl.TaskAttemptImpl"), "Diagnostics for {{attempt}}: Container killed by the user"),
        (5, ("INFO", "org.apache.hadoop.mapreduce.v2.app.job.impl.JobImpl"), "Job {{job}} counters flushed"),
        (2, ("INFO", "org.apache.hadoop.mapreduce.v2.app.job.impl.JobImpl"), "Job {{job}} counters flushed to {{path}} in {{dur}}"),
        (1, ("INFO", "org.apache.hadoop.mapreduce.v2.app.MRAppMaster"), "Config key mapreduce.job.queuename=\"{{word}}\" overridden by user {{user}}"),
        (1, ("ERROR", "org.apache.hadoop.mapreduce.v2.app.job.impl.TaskAttemptImpl"), "Task {{attempt}} aborted: output committer reported [{{list:word}}] as missing"),
        (3, ("INFO", "org.apache.hadoop.mapreduce.task.reduce.Fetcher"), "fetcher#{{int:1:5}} - copied {{int}} bytes of map output for {{attempt}} from {{hostd}}"),
        (2, ("INFO", "org.apache.hadoop.yarn.util.RackResolver"), "Resolved {{host}} to /default-rack"),
        (1, ("INFO", "org.apache.hadoop.mapreduce.v2.app.speculate.DefaultSpeculator"), "Speculation enabled={{bool}}, threshold={{float:0:1:2}}, checksum={{hex:8}}"),
    ],
)


def h_hadoop(meta, content, t):
    return "%s,%03d %s [%s] %s: %s" % (t.strftime("%Y-%m-%d %H:%M:%S"), ms(t), meta[0],
                                       rng.choice(HADOOP_PROCS), meta[1], content)


# ---- Spark: meta = (level, component)
SYSTEMS["Spark"] = dict(
    fmt="<Date> <Time> <Level> <Component>: <Content>",
    start=dt.datetime(2020, 2, 11, 8, 40, 0),
    templates=[
        (50, ("INFO", "storage.BlockManager"), "Stored block rdd_{{int:0:40}}_{{int:0:20}} in memory ({{float:1:900:1}} KB, free {{float:100:999:1}} MB)"),
        (40, ("INFO", "executor.Executor"), "Task {{int}} in stage {{int:0:30}}.0 completed, result sent to driver ({{int:900:4000}} bytes)"),
        (30, ("INFO", "executor.CoarseGrainedExecutorBackend"), "Assigned task {{int}} for stage {{int:0:30}}"),
        (15, ("INFO", "storage.ShuffleBlockFetcherIterator"), "Fetching {{int:1:50}} non-empty blocks out of {{int:50:200}} blocks, {{int:0:5}} remote fetches started in {{dur}}"),
        (8, ("INFO", "broadcast.TorrentBroadcast"), "Read broadcast_{{int:0:30}}_piece0 from {{hostd}}:{{port}} in {{dur}}"),
        (5, ("INFO", "spark.MapOutputTrackerWorker"), "Requesting map outputs for shuffle {{int:0:10}}, epoch {{int:0:5}}"),
        (3, ("WARN", "storage.BlockManager"), "Block rdd_{{int:0:40}}_{{int:0:20}} could not be cached: not enough memory"),
        (2, ("WARN", "storage.BlockManager"), "Block rdd_{{int:0:40}}_{{int:0:20}} could not be replicated: not enough memory"),
        (2, ("INFO", "spark.SecurityManager"), "Acl check: view acls=[{{list:user}}], authentication enabled={{bool}}"),
        (2, ("INFO", "util.Utils"), "Bound service '{{word}}' to port {{port}}"),
        (1, ("ERROR", "executor.Executor"), "Exception in task {{int}}.0 in stage {{int:0:30}}.0 (TID {{int}}): java.io.FileNotFoundException: {{path}} (No such file or directory)"),
        (2, ("INFO", "memory.MemoryStore"), "Evicted {{int:1:9}} blocks - {{float:1:500:1}} MB released, {{float:1:500:1}} MB still in use"),
        (1, ("INFO", "executor.CoarseGrainedExecutorBackend"), "Driver {{ip}}:{{port}} disassociated! Shutting down."),
        (1, ("INFO", "storage.DiskBlockManager"), "Created local directory at {{path}}"),
        (2, ("INFO", "storage.DiskBlockManager"), "Created local directory at {{path}} with {{int:8:64}} subdirs"),
        (1, ("INFO", "executor.Executor"), "Heartbeat payload checksum {{hex:8}} for executor {{int:1:64}} on {{host}}"),
    ],
)


def h_spark(meta, content, t):
    return "%s %s %s: %s" % (t.strftime("%y/%m/%d %H:%M:%S"), meta[0], meta[1], content)


# ---- Zookeeper: meta = (level, node, component)
QP = "QuorumPeer[myid={{int:1:5}}]/0.0.0.0:2181"
NIO = "NIOServerCxn.Factory:0.0.0.0/0.0.0.0:2181"
SYSTEMS["Zookeeper"] = dict(
    fmt=r"<Date> <Time> - <Level>  \[<Node>:<Component>@<Id>\] - <Content>",
    start=dt.datetime(2017, 9, 2, 10, 11, 12),
    templates=[
        (50, ("INFO", QP, "FastLeaderElection"), "Vote received: leader={{int:1:5}} zxid={{hex:9}} epoch={{hex:2}} from server {{int:1:5}} state={{choice:LOOKING|FOLLOWING|LEADING}}"),
        (35, ("INFO", NIO, "NIOServerCnxnFactory"), "Accepted client socket from /{{ip}}:{{port}}"),
        (25, ("INFO", NIO, "NIOServerCnxn"), "Closed socket for client /{{ip}}:{{port}} with session {{hex:15}}"),
        (20, ("INFO", NIO, "NIOServerCnxn"), "Closed socket for client /{{ip}}:{{port}} (no session established)"),
        (10, ("WARN", NIO, "NIOServerCnxn"), "Client /{{ip}}:{{port}} went away - EndOfStreamException: unable to read more data for session {{hex:15}}"),
        (8, ("INFO", "CommitProcessor:{{int:1:5}}", "ZooKeeperServer"), "Session {{hex:15}} created with timeout {{int:4000:40000}}"),
        (5, ("INFO", "SessionTracker", "ZooKeeperServer"), "Expiring session {{hex:15}}, idle for {{dur}}"),
        (4, ("WARN", "SendWorker:{{int:1:5}}", "QuorumCnxManager$SendWorker"), "Send worker for sid={{int:1:5}} stopped: connection to {{hostd}}:{{port}} dropped"),
        (3, ("WARN", "RecvWorker:{{int:1:5}}", "QuorumCnxManager$RecvWorker"), "Receive worker for sid={{int:1:5}} stopped: connection to {{hostd}}:{{port}} dropped"),
        (2, ("INFO", QP, "Learner"), "Following leader at {{hostd}}/{{ip}}:{{port}}, sync mode [{{choice:DIFF|SNAP|TRUNC}}]"),
        (2, ("ERROR", "LearnerHandler-/{{ip}}:{{port}}", "LearnerHandler"), "Unexpected packet type {{int:1:20}} from peer {{int:1:5}} - closing"),
        (1, ("INFO", "main", "Environment"), "Server environment: user.name={{user}}, user.dir={{path}}"),
        (1, ("INFO", "CommitProcessor:{{int:1:5}}", "FinalRequestProcessor"), "Watchers fired on paths [{{list:znode}}]"),
        (2, ("INFO", "SyncThread:{{int:1:5}}", "FileTxnSnapLog"), "Snapshot written to {{path}} ({{int}} nodes, took {{dur}})"),
    ],
)
ZK_IDS = {}


def h_zk(meta, content, t):
    key = meta[2]
    if key not in ZK_IDS:
        ZK_IDS[key] = rng.randint(60, 1100)
    return "%s,%03d - %-5s [%s:%s@%d] - %s" % (t.strftime("%Y-%m-%d %H:%M:%S"), ms(t), meta[0],
                                               fill(meta[1]), meta[2], ZK_IDS[key], content)


# ---- OpenStack: meta = (level, component)
SYSTEMS["OpenStack"] = dict(
    fmt=r"<Logrecord> <Date> <Time> <Pid> <Level> <Component> \[<ADDR>\] <Content>",
    start=dt.datetime(2018, 11, 20, 6, 30, 0),
    templates=[
        (55, ("INFO", "nova.osapi_compute.wsgi.server"), "{{ip}} \"GET /v2/{{xhex:32}}/os-hypervisors/detail HTTP/1.1\" status: 200 len: {{int:900:2100}} time: {{float:0:1:7}}"),
        (6, ("INFO", "nova.osapi_compute.wsgi.server"), "{{ip}} \"DELETE /v2/{{xhex:32}}/os-hypervisors/detail HTTP/1.1\" status: 204 len: {{int:0:300}} time: {{float:0:1:7}}"),
        (30, ("INFO", "nova.compute.manager"), "[instance: {{uuid}}] Power state sync: db={{int:0:4}} hypervisor={{int:0:4}}"),
        (20, ("INFO", "nova.compute.resource_tracker"), "Tracker audit on {{hostd}}: free_ram={{int}}MB free_disk={{int}}GB vcpus_used={{int:0:16}}/{{int:16:64}}"),
        (15, ("INFO", "nova.virt.libvirt.imagecache"), "Image {{uuid}} at ({{path}}): checking"),
        (8, ("INFO", "nova.virt.libvirt.imagecache"), "Image {{uuid}} at ({{path}}): referenced by {{int:0:9}} local instances"),
        (6, ("WARNING", "nova.compute.manager"), "[instance: {{uuid}}] Resize confirmation pending for {{dur}} - skipping"),
        (4, ("INFO", "nova.compute.claims"), "[instance: {{uuid}}] Claim accepted: memory {{int}} MB, disk {{int:1:400}} GB, vcpus {{int:1:8}}"),
        (3, ("INFO", "nova.compute.claims"), "[instance: {{uuid}}] Claim rejected: memory {{int}} MB, disk {{int:1:400}} GB, vcpus {{int:1:8}}"),
        (2, ("ERROR", "nova.compute.manager"), "[instance: {{uuid}}] Build aborted on {{hostd}}: NoValidHost: no host satisfied filters [{{list:filter}}]"),
        (2, ("INFO", "nova.metadata.wsgi.server"), "{{ip}},{{ip}} \"GET /openstack/latest/{{choice:meta_data.json|user_data|vendor_data.json}} HTTP/1.1\" status: {{choice:200|404}} len: {{int}} time: {{float:0:1:7}}"),
        (1, ("INFO", "nova.scheduler.host_manager"), "Host {{hostd}} disabled={{bool}} reason=\"{{word}}\""),
        (1, ("INFO", "nova.compute.manager"), "Syncing {{int:1:60}} instances from {{host}}"),
    ],
)


def h_openstack(meta, content, t):
    comp = meta[1]
    svc = ("nova-api" if "wsgi" in comp else
           "nova-scheduler" if "scheduler" in comp else "nova-compute")
    rec = "%s.log.%s" % (svc, t.strftime("%Y-%m-%d_%H:00:00"))
    if svc == "nova-api" or rng.random() < 0.5:
        addr = "req-%s %s %s - - -" % (f_uuid(), f_xhex("32"), f_xhex("32"))
    else:
        addr = "-"
    return "%s %s.%03d %d %s %s [%s] %s" % (rec, t.strftime("%Y-%m-%d %H:%M:%S"), ms(t),
                                             {"nova-api": 31022, "nova-scheduler": 30017,
                                              "nova-compute": 2931}[svc],
                                             meta[0], comp, addr, content)


# ---- BGL: meta = (label, type, component, level)
SYSTEMS["BGL"] = dict(
    fmt="<Label> <Timestamp> <Date> <Node> <Time> <NodeRepeat> <Type> <Component> <Level> <Content>",
    start=dt.datetime(2006, 1, 14, 3, 0, 0),
    templates=[
        (60, ("-", "RAS", "KERNEL", "INFO"), "torus receiver {{choice:x+|x-|y+|y-|z+|z-}} retransmit count {{int}} within threshold"),
        (40, ("-", "RAS", "KERNEL", "INFO"), "DDR bank {{int:0:7}} single-symbol ECC correction at {{hex:8}}"),
        (25, ("-", "RAS", "KERNEL", "INFO"), "scrub pass {{int}} complete: {{int}} pages, {{int:0:5}} corrected"),
        (15, ("KERNSTOR", "RAS", "KERNEL", "FATAL"), "data storage interrupt at iar {{hex:8}} dear {{hex:8}}"),
        (10, ("APPOPEN", "RAS", "APP", "FATAL"), "ciod: failed to open {{path}}: permission denied for uid {{int}}"),
        (6, ("-", "RAS", "MMCS", "ERROR"), "idoproxy connection from {{ip}}:{{port}} lost - job {{int}} still registered"),
        (4, ("-", "RAS", "DISCOVERY", "WARNING"), "node card {{bgnode}} VPD checksum mismatch: expected {{hex:4}} found {{hex:4}}"),
        (3, ("-", "RAS", "KERNEL", "INFO"), "fpu exception mask=[{{list:fpflag}}] in process {{int}}"),
        (2, ("KERNMCHK", "RAS", "KERNEL", "FATAL"), "machine check: core {{int:0:1}} halted"),
        (2, ("KERNMCHK", "RAS", "KERNEL", "FATAL"), "machine check: core {{int:0:1}} halted after {{int:1:20}} retries"),
        (1, ("-", "RAS", "LINKCARD", "SEVERE"), "link card {{bgnode}} power module {{int:0:3}} status {{choice:degraded|offline}}"),
        (1, ("-", "RAS", "KERNEL", "INFO"), "NFS mount of {{host}}:{{path}} succeeded"),
        (1, ("-", "RAS", "KERNEL", "ERROR"), "NFS mount of {{host}}:{{path}} failed"),
        (2, ("-", "RAS", "MMCS", "INFO"), "block {{word}}_{{int:0:63}} booted by {{user}} in {{dur}}"),
    ],
)


def h_bgl(meta, content, t):
    node = f_bgnode() if rng.random() < 0.85 else "UNKNOWN_LOCATION"
    return "%s %d %s %s %s.%06d %s %s %s %s %s" % (
        meta[0], epoch(t), t.strftime("%Y.%m.%d"), node,
        t.strftime("%Y-%m-%d-%H.%M.%S"), t.microsecond, node,
        meta[1], meta[2], meta[3], content)


# ---- HPC: meta = (component, state)
SYSTEMS["HPC"] = dict(
    fmt="<LogId> <Node> <Component> <State> <Time> <Flag> <Content>",
    start=dt.datetime(2004, 3, 9, 11, 0, 0),
    templates=[
        (60, ("node.fan", "state.check"), "Fan tray {{int:0:3}} speed {{int:2000:9000}} rpm within limits"),
        (40, ("unix.hw", "state_change.available"), "Unit \"{{word}}{{int:0:9}}\" moved to the available state (HWID={{int}})"),
        (25, ("unix.hw", "state_change.unavailable"), "Unit \"{{word}}{{int:0:9}}\" moved to the unavailable state (HWID={{int}})"),
        (15, ("node.net", "link.error"), "Link {{choice:eth0|eth1|ib0}} on {{hostd}} flapped {{int:1:50}} times in {{dur}}"),
        (8, ("boot_cmd", "command.new"), "Command issued: boot -n {{hostd}} -img {{path}}"),
        (6, ("boot_cmd", "command.ok"), "Command finished: boot -n {{hostd}} -img {{path}} (rc=0)"),
        (4, ("node.temp", "threshold.warn"), "Temperature {{int:60:95}}C exceeds warning level on {{hostd}}"),
        (3, ("node.temp", "threshold.crit"), "Temperature {{int:60:95}}C exceeds critical level on {{hostd}} - shutting down"),
        (2, ("switch_module", "port.state"), "Switch {{host}} port {{int:1:48}} admin=up oper={{choice:up|down}}"),
        (2, ("node.mem", "ecc.count"), "ECC counters: dimm {{int:0:7}} corrected={{int}} uncorrected={{int:0:2}}"),
        (1, ("scheduler", "job.done"), "Job {{int}} owned by {{user}} exited on nodes [{{list:hostd}}]"),
        (1, ("node.pxe", "addr.assign"), "DHCP lease {{ip}} assigned to {{mac}} for {{int}}s"),
        (2, ("unix.hw", "verify.done"), "Verification of {{path}} checksum {{hex:8}} passed"),
        (1, ("unix.hw", "verify.done"), "Verification of {{path}} checksum {{hex:8}} passed, cached={{bool}}"),
    ],
)
HPC_ID = [440000]


def h_hpc(meta, content, t):
    HPC_ID[0] += rng.randint(1, 400)
    node = rng.choice(["node-%d" % rng.randint(0, 255), "gige%d" % rng.randint(1, 30),
                       "switch%d" % rng.randint(1, 9)])
    return "%d %s %s %s %d %d %s" % (HPC_ID[0], node, meta[0], meta[1], epoch(t),
                                     1 if rng.random() < 0.8 else 0, content)


# ---- Thunderbird: meta = (label, component-or-None-pid)
SYSTEMS["Thunderbird"] = dict(
    fmt=r"<Label> <Timestamp> <Date> <User> <Month> <Day> <Time> <Location> <Component>(\[<PID>\])?: <Content>",
    start=dt.datetime(2005, 12, 3, 9, 0, 0),
    templates=[
        (55, ("-", "crond"), "({{user}}) CMD ({{path}} --quiet)"),
        (40, ("-", "kernel"), "ib_mad: port {{int:1:2}} link {{choice:ACTIVE|DOWN|INIT}} lid {{hex:4}}"),
        (25, ("-", "dhcpd"), "lease {{ip}} offered to {{mac}} ({{host}}) via eth{{int:0:1}}"),
        (15, ("-", "sshd"), "Accepted key for {{user}} from {{ip}} port {{port}} ssh2"),
        (10, ("-", "sshd"), "Rejected key for {{user}} from {{ip}} port {{port}} ssh2"),
        (6, ("-", "ntpd"), "clock step {{float:-1:1:6}} s against peer {{ip}} - stratum {{int:1:4}}"),
        (4, ("FSERR", "kernel"), "EXT3-fs error (device {{choice:sda1|sda5|md0}}): inode {{int}} has bad block count"),
        (3, ("-", "syslog-ng"), "buffer for destination \"{{word}}\" reached {{int}} messages; dropping={{bool}}"),
        (2, ("-", "postfix/smtpd"), "client {{host}}[{{ip}}] connected"),
        (2, ("-", "postfix/smtpd"), "client {{host}}[{{ip}}] disconnected after {{int:1:30}} commands"),
        (1, ("-", "kernel"), "scsi{{int:0:3}}: target {{int:0:15}} lun {{int:0:7}} removed"),
        (1, ("-", "xinetd"), "service {{word}} refused connection from {{ip}}: limit [{{int:1:64}}] exceeded"),
        (1, ("-", "ib_sm"), "topology sweep found {{int:1:40}} switches, {{int}} HCAs: changed=[{{list:hostd}}]"),
    ],
)


def h_tbird(meta, content, t):
    if rng.random() < 0.8:
        user = "cn%d" % rng.randint(1, 900)
        loc = "%s/%s" % (user, user)
    else:
        user = "tb-admin%d" % rng.randint(1, 2)
        loc = "local@" + user
    comp = meta[1] if meta[1] == "kernel" else "%s[%d]" % (meta[1], rng.randint(100, 32000))
    return "%s %d %s %s %s %d %s %s %s: %s" % (meta[0], epoch(t), t.strftime("%Y.%m.%d"), user,
                                              mon(t), t.day, t.strftime("%H:%M:%S"), loc, comp, content)


# ---- Windows: meta = (level, component)
SYSTEMS["Windows"] = dict(
    fmt="<Date> <Time>, <Level>                  <Component>    <Content>",
    start=dt.datetime(2016, 10, 2, 1, 15, 0),
    templates=[
        (60, ("Info", "CBS"), "Store lock acquired by session {{int}}_{{int}} for client {{word}}"),
        (40, ("Info", "CSI"), "{{xhex:8}} Transaction merge: component \"{{word}}\" resolved to version {{ver}}"),
        (25, ("Info", "CBS"), "Scavenge: free space {{int}} MB, reclaimable={{bool}}"),
        (15, ("Info", "CBS"), "Package KB{{int:2000000:3999999}} applicability: state={{int:0:112}} target={{int:0:112}}"),
        (10, ("Warning", "CBS"), "Failed to stage package KB{{int:2000000:3999999}} [HRESULT = {{hex:8}} - ERROR_SHARING_VIOLATION]"),
        (6, ("Warning", "CBS"), "Failed to unstage package KB{{int:2000000:3999999}} [HRESULT = {{hex:8}} - ERROR_SHARING_VIOLATION]"),
        (4, ("Info", "CBS"), "Reboot pending: {{bool}}, exclusive session: {{bool}}"),
        (3, ("Info", "CSI"), "{{xhex:8}} Creating directory {{winpath}}"),
        (2, ("Info", "CBS"), "Trusted installer service started in {{dur}}"),
        (2, ("Info", "CBS"), "Trusted installer service started in {{dur}} with {{int:1:30}} queued operations"),
        (1, ("Error", "CSI"), "{{xhex:8}} (F) Hash mismatch on {{winpath}}: expected {{xhex:16}}"),
        (1, ("Info", "CBS"), "Enumerated features: [{{list:word}}]"),
        (1, ("Info", "CBS"), "Loading offline image from {{winpath}} for user {{user}}"),
    ],
)


def h_windows(meta, content, t):
    return "%s, %s%s    %s" % (t.strftime("%Y-%m-%d %H:%M:%S"), meta[0].ljust(22), meta[1], content)


# ---- Linux: meta = (component,)  (kernel has no pid)
SYSTEMS["Linux"] = dict(
    fmt=r"<Month> <Date> <Time> <Level> <Component>(\[<PID>\])?: <Content>",
    start=dt.datetime(2005, 7, 1, 4, 2, 0),
    templates=[
        (55, ("sshd(pam_unix)",), "login refused for {{user}}; reason=badpass rhost={{hostd}} attempts={{int:1:6}}"),
        (35, ("ftpd",), "FTP session from {{ip}} ({{host}})"),
        (20, ("kernel",), "eth{{int:0:1}}: link {{choice:up|down}} at {{choice:10|100|1000}} Mbps"),
        (15, ("su(pam_unix)",), "switch to {{user}} granted for {{user}}"),
        (10, ("su(pam_unix)",), "switch to {{user}} denied for {{user}}"),
        (6, ("cups",), "Job {{int}} queued on printer \"{{word}}\" by {{user}}"),
        (4, ("logrotate",), "rotated {{path}} - {{int}} bytes kept"),
        (3, ("kernel",), "Out of memory: killed process {{int}} ({{word}}) score {{int:0:1000}}"),
        (2, ("xinetd",), "spawned {{word}} handler pid={{int}} peer={{ip}}:{{port}}"),
        (2, ("syslogd",), "restart - version {{ver}}"),
        (1, ("gdm",), "display :{{int:0:3}} session for {{user}} ended"),
        (1, ("gdm",), "display :{{int:0:3}} session for {{user}} ended after {{dur}}"),
        (1, ("kernel",), "usb {{int:1:4}}-{{int:1:8}}: new device [{{xhex:4}}:{{xhex:4}}] attached"),
        (1, ("named",), "zone {{host}}/IN: loaded serial {{int}}; forwarders=[{{list:ip}}]"),
    ],
)


def h_linux(meta, content, t):
    comp = meta[0] if meta[0] == "kernel" else "%s[%d]" % (meta[0], rng.randint(100, 32000))
    return "%s %2d %s quartz %s: %s" % (mon(t), t.day, t.strftime("%H:%M:%S"), comp, content)


# ---- Mac: meta = (component, address-or-None)
SYSTEMS["Mac"] = dict(
    fmt=r"<Month>  <Date> <Time> <User> <Component>\[<PID>\]( \(<Address>\))?: <Content>",
    start=dt.datetime(2017, 8, 3, 7, 30, 0),
    templates=[
        (50, ("kernel", None), "AppleCamIn::setPowerState - state {{int:0:2}} (old {{int:0:2}}) on port {{hex:4}}"),
        (35, ("configd", None), "reachability for {{host}} is {{choice:reachable|unreachable}} on interface en{{int:0:2}}"),
        (20, ("com.apple.xpc.launchd", "com.apple.xpc.launchd.domain.system"), "Service {{revdns}} exited with code {{int:0:255}}"),
        (15, ("symptomsd", None), "flow {{xhex:6}} for {{word}} stalled after {{dur}}"),
        (10, ("kernel", None), "Sandbox: {{word}}({{int}}) blocked file-read on {{path}}"),
        (6, ("sharingd", None), "Handoff advertising started for {{user}}"),
        (4, ("sharingd", None), "Handoff advertising stopped for {{user}}"),
        (4, ("WindowServer", None), "display {{int:0:3}} mode {{int:800:5120}}x{{int:600:2880}} @ {{choice:60|120}}Hz - scale {{float:1:3:1}}"),
        (3, ("mDNSResponder", None), "query [{{host}}.local. AAAA] timed out after {{dur}}"),
        (2, ("locationd", None), "client \"{{revdns}}\" authorized={{bool}}"),
        (1, ("Code Helper", None), "renderer crash dump written to {{path}}"),
        (1, ("kernel", None), "USB device [{{xhex:4}}:{{xhex:4}}] enumerated at address {{int:1:30}}"),
        (1, ("com.apple.xpc.launchd", "com.apple.xpc.launchd.domain.user"), "Service {{revdns}} exited with code {{int:0:255}}: respawn in {{dur}}"),
        (2, ("kernel", None), "IOPMrootDomain: sleep reason \"{{word}}\" - wake in {{int}} s"),
    ],
)


def h_mac(meta, content, t):
    pid = 0 if meta[0] == "kernel" else (1 if meta[0] == "com.apple.xpc.launchd" else rng.randint(50, 40000))
    addr = " (%s)" % meta[1] if meta[1] else ""
    return "%s %2d %s kestrel-mbp %s[%d]%s: %s" % (mon(t), t.day, t.strftime("%H:%M:%S"),
                                                   meta[0], pid, addr, content)


# ---- Android: meta = (level, component)
SYSTEMS["Android"] = dict(
    fmt="<Date> <Time>  <Pid>  <Tid> <Level> <Component>: <Content>",
    start=dt.datetime(2017, 4, 12, 18, 20, 0),
    templates=[
        (55, ("D", "PowerManagerService"), "wake hold requested: id={{int}} flags={{hex:2}} tag=\"{{word}}\" uid={{int:1000:10200}}"),
        (40, ("D", "PowerManagerService"), "wake hold released: id={{int}} flags={{hex:2}} tag=\"{{word}}\" uid={{int:1000:10200}}"),
        (25, ("I", "ActivityManager"), "Launching process {{revdns}} (pid {{int}}) for {{choice:activity|service|broadcast}}"),
        (15, ("V", "WindowManager"), "relayout {{revdns}}: visible={{bool}} frame=[{{int:0:1080}},{{int:0:1920}}][{{int:0:1080}},{{int:0:1920}}]"),
        (10, ("D", "DisplayPowerController"), "brightness ramp {{int:0:255}} -> {{int:0:255}} over {{dur}}"),
        (6, ("I", "AlarmManager"), "alarm set: type={{int:0:3}} when={{int}} window={{int}} op={{revdns}}"),
        (4, ("W", "ConnectivityService"), "network {{int:100:199}} validation failed - probe {{url}} returned {{choice:204|302|500}}"),
        (3, ("E", "wpa_supplicant"), "wlan0: auth timeout for bssid {{mac}}"),
        (2, ("I", "BatteryService"), "level={{int:0:100}} temp={{int:200:450}} voltage={{int:3500:4400}} plugged={{bool}}"),
        (2, ("D", "ActivityManager"), "Killing {{int}}:{{revdns}}/u0a{{int:1:300}} (adj {{int:0:906}}): empty for {{dur}}"),
        (1, ("I", "PackageManager"), "granted permissions [{{list:perm}}] to {{revdns}}"),
        (1, ("V", "WindowManager"), "relayout {{revdns}}: visible={{bool}}"),
        (1, ("W", "ActivityManager"), "Slow operation: {{int}}ms so far, now at {{word}}"),
    ],
)


def h_android(meta, content, t):
    pid = rng.choice([1702, 1702, 1702, 2227, 23861, 634])
    tid = pid if rng.random() < 0.3 else rng.randint(600, 30000)
    return "%s.%03d %5d %5d %s %s: %s" % (t.strftime("%m-%d %H:%M:%S"), ms(t), pid, tid,
                                         meta[0], meta[1], content)


# ---- HealthApp: meta = (component,)
SYSTEMS["HealthApp"] = dict(
    fmt=r"<Time>\|<Component>\|<Pid>\|<Content>",
    start=dt.datetime(2018, 1, 7, 6, 5, 0),
    templates=[
        (60, ("Step_Counter",), "stepTick total={{int}} delta={{int:0:30}}"),
        (40, ("Step_Sync",), "flushCache ok size={{int}}"),
        (25, ("HiH_DataStore",), "insertSamples type={{int:1:40}} count={{int:1:20}} cost={{int:1:900}}ms"),
        (15, ("Step_Report",), "standMinute changed: {{int:0:60}} -> {{int:0:60}}"),
        (10, ("Step_Sync",), "uploadBatch begin id={{hex:8}}"),
        (6, ("Step_Sync",), "uploadBatch end id={{hex:8}} result={{bool}}"),
        (4, ("HiH_Listener",), "registerListener uid={{int}} pkg={{revdns}}"),
        (3, ("HiH_Listener",), "unregisterListener uid={{int}} pkg={{revdns}}"),
        (2, ("Step_Counter",), "sensor [{{word}}] latency {{dur}}"),
        (1, ("HiH_DataStore",), "mergeRecords users=[{{list:user}}] total={{int}}"),
        (2, ("Step_Report",), "goal reached: steps={{int}} goal={{int}} - notify={{bool}}"),
        (1, ("HiH_Account",), "login state: user={{user}}, token=\"{{xhex:16}}\""),
        (1, ("Step_Counter",), "sensor [{{word}}] latency {{dur}} exceeds {{dur}}"),
    ],
)


def h_health(meta, content, t):
    return "%s:%d|%s|%d|%s" % (t.strftime("%Y%m%d-%H:%M:%S"), ms(t), meta[0],
                               rng.choice([30002312, 30002312, 30002314, 30002388]), content)


# ---- Apache: meta = (level,)
SYSTEMS["Apache"] = dict(
    fmt=r"\[<Time>\] \[<Level>\] <Content>",
    start=dt.datetime(2006, 2, 18, 5, 0, 0),
    templates=[
        (60, ("notice",), "child {{int:1000:32000}} registered in worker slot {{int:0:12}}"),
        (40, ("error",), "[client {{ip}}] Access denied by configuration: {{path}}"),
        (25, ("error",), "worker pool {{word}} entered error state {{int:1:9}}"),
        (15, ("notice",), "worker pool {{word}} left error state {{int:1:9}}"),
        (10, ("error",), "[client {{ip}}] Requested file missing: {{path}}"),
        (6, ("notice",), "SIGHUP received - attempting restart"),
        (4, ("notice",), "server build {{ver}} configured - accepting connections on port {{port}}"),
        (3, ("warn",), "[client {{ip}}] request header exceeded {{int}} bytes; truncated={{bool}}"),
        (2, ("error",), "[client {{ip}}] script {{path}} timed out after {{dur}}"),
        (1, ("notice",), "modules loaded: [{{list:mod}}]"),
        (1, ("error",), "[client {{ip}}] Requested file missing: {{path}}, referer: {{url}}"),
        (2, ("info",), "keepalive timeout for {{ip}}:{{port}}"),
        (1, ("crit",), "scoreboard shm at {{hex:12}} unavailable: \"{{word}}\""),
    ],
)


def h_apache(meta, content, t):
    return "[%s %s %02d %s %d] [%s] %s" % (WDAYS[t.weekday()], mon(t), t.day,
                                          t.strftime("%H:%M:%S"), t.year, meta[0], content)


# ---- OpenSSH: meta = ()
SYSTEMS["OpenSSH"] = dict(
    fmt=r"<Date> <Day> <Time> <Component> sshd\[<Pid>\]: <Content>",
    start=dt.datetime(2017, 1, 8, 2, 0, 0),
    templates=[
        (55, (), "Password rejected for {{user}} from {{ip}} port {{port}} ssh2"),
        (40, (), "Password rejected for invalid user {{user}} from {{ip}} port {{port}} ssh2"),
        (25, (), "Connection from {{ip}} port {{port}} closed by client [preauth]"),
        (15, (), "pam_unix(sshd:auth): auth error; rhost={{ip}} user={{user}}"),
        (10, (), "Reverse lookup of {{ip}} returned {{host}} - possible spoofing attempt"),
        (6, (), "Too many auth attempts for {{user}} from {{ip}} port {{port}} ssh2 [preauth]"),
        (4, (), "Key exchange with {{ip}} failed: no common cipher [preauth]"),
        (3, (), "Key exchange with {{ip}} failed: no common kex [preauth]"),
        (2, (), "Session opened for {{user}} (uid={{int:0:1500}}) in {{dur}}"),
        (1, (), "Received signal {{int:1:15}}; terminating."),
        (2, (), "Client {{ip}} offered algorithms [{{list:alg}}]"),
        (1, (), "Accepted publickey for {{user}} from {{ip}} port {{port}} ssh2: RSA SHA256:{{b64}}"),
        (1, (), "Connection from {{ip}} port {{port}} closed"),
    ],
)


def h_openssh(meta, content, t):
    return "%s %2d %s sentinel sshd[%d]: %s" % (mon(t), t.day, t.strftime("%H:%M:%S"),
                                               rng.randint(1000, 32000), content)


# ---- Proxifier: meta = ()
PROGRAMS = ["chrome.exe", "chrome.exe", "Dropbox.exe", "svchost.exe *64", "outlook.exe",
            "Slack Helper", "git-remote-https.exe"]
SYSTEMS["Proxifier"] = dict(
    fmt=r"\[<Time>\] <Program> - <Content>",
    start=dt.datetime(2016, 11, 2, 9, 12, 0),
    templates=[
        (60, (), "{{dest}}:{{port}} tunnel opened via {{fqdn}}:{{port}} (HTTPS)"),
        (40, (), "{{dest}}:{{port}} tunnel closed, {{int}} bytes sent, {{int}} bytes received, lifetime {{mmss}}"),
        (25, (), "{{dest}}:{{port}} tunnel closed, {{int}} bytes ({{float:0:900:1}} KB) sent"),
        (10, (), "{{dest}}:{{port}} error : connection refused by proxy"),
        (8, (), "{{dest}}:{{port}} error : connection reset by proxy"),
        (5, (), "{{dest}}:{{port}} matched rule \"{{word}}\" - direct"),
        (3, (), "DNS lookup for {{fqdn}} resolved to {{ip}} in {{dur}}"),
        (2, (), "{{dest}}:{{port}} tunnel opened via {{fqdn}}:{{port}} (HTTPS) - chain [{{list:fqdn}}]"),
        (1, (), "Proxy {{fqdn}}:{{port}} marked unavailable={{bool}}"),
        (1, (), "Profile {{path}} reloaded"),
    ],
)


def h_proxifier(meta, content, t):
    return "[%s] %s - %s" % (t.strftime("%m.%d %H:%M:%S"), rng.choice(PROGRAMS), content)


HEADERS = {
    "Hadoop": h_hadoop, "HDFS": h_hdfs, "Spark": h_spark, "Zookeeper": h_zk,
    "OpenStack": h_openstack, "BGL": h_bgl, "HPC": h_hpc, "Thunderbird": h_tbird,
    "Windows": h_windows, "Linux": h_linux, "Mac": h_mac, "Android": h_android,
    "HealthApp": h_health, "Apache": h_apache, "OpenSSH": h_openssh,
    "Proxifier": h_proxifier,
}
ORDER = ["Hadoop", "HDFS", "Spark", "Zookeeper", "OpenStack", "BGL", "HPC",
         "Thunderbird", "Windows", "Linux", "Mac", "Android", "HealthApp",
         "Apache", "OpenSSH", "Proxifier"]


# ---------------------------------------------------------------- checking
def logformat_regex(fmt):
    """Same construction as Loghub's generate_logformat_regex."""
    headers, regex = [], ""
    parts = re.split(r"(<[^<>]+>)", fmt)
    for k, part in enumerate(parts):
        if k % 2 == 0:
            regex += re.sub(" +", r"\\s+", part)
        else:
            h = part.strip("<").strip(">")
            regex += "(?P<%s>.*?)" % h
            headers.append(h)
    return re.compile("^" + regex + "$")


def main():
    problems = 0
    for name in ORDER:
        spec = SYSTEMS[name]
        tpls = spec["templates"]
        assert 10 <= len(tpls) <= 40, name
        # rare templates (weight <= 3) occur exactly `weight` times; the rest
        # of the 300 lines are drawn, by weight, among the frequent ones.
        rare = [i for i, tp in enumerate(tpls) if tp[0] <= 3]
        freq = [i for i, tp in enumerate(tpls) if tp[0] > 3]
        seq = [i for i in rare for _ in range(tpls[i][0])] + freq
        seq += rng.choices(freq, weights=[tpls[i][0] for i in freq], k=N - len(seq))
        rng.shuffle(seq)
        clock = Clock(spec["start"])
        lines, labels = [], []
        for n, i in enumerate(seq, 1):
            _, meta, text = tpls[i]
            content = fill(text)
            assert content == content.strip() and "\n" not in content
            line = HEADERS[name](meta, content, clock.tick())
            lines.append(line)
            labels.append({"line": n, "content": content, "event": "E%d" % (i + 1)})
        with open(os.path.join(OUT, name + ".log"), "w", newline="\n") as f:
            f.write("\n".join(lines) + "\n")
        with open(os.path.join(OUT, name + ".labels.jsonl"), "w", newline="\n") as f:
            for lab in labels:
                f.write(json.dumps(lab) + "\n")

        # checks: content occurs in line, and Loghub's own regex cuts the same content
        rx = logformat_regex(spec["fmt"])
        seen = {}
        for line, lab in zip(lines, labels):
            if lab["content"] not in line:
                problems += 1
                print("  %s line %d: content not in line" % (name, lab["line"]))
            m = rx.search(line.strip())
            if not m or m.group("Content").strip() != lab["content"]:
                problems += 1
                print("  %s line %d: regex cut differs: %r" % (
                    name, lab["line"], m and m.group("Content")))
            prev = seen.setdefault(lab["content"], lab["event"])
            if prev != lab["event"]:
                problems += 1
                print("  %s line %d: same content, different events" % (name, lab["line"]))
        counts = {}
        for lab in labels:
            counts[lab["event"]] = counts.get(lab["event"], 0) + 1
        top = sorted(counts.values(), reverse=True)
        print("%-12s lines=%d events=%d  (largest %s, events seen 1-3 times: %d)" % (
            name, len(lines), len(counts), top[:3], sum(1 for c in top if c <= 3)))
    if problems:
        print("PROBLEMS: %d" % problems)
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
