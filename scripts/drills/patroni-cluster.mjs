// The failover drill's database (scripts/drill-failover.mjs): one etcd and a two-node Patroni
// cluster of Debian's PostgreSQL 15 on this machine, each in a folder of the OS temp dir and on
// ports of its own, configured as docs/deployment.md describes a region's pair (synchronous
// replication, pg_rewind, failover at once when the primary's PostgreSQL dies). Patroni and
// PostgreSQL run as the postgres user (PostgreSQL refuses root). Nothing here decides who is
// primary: Patroni does; the drill only asks its REST API and kills processes.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

const PG_BIN = process.env.DRILL_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Installs Patroni and etcd from Debian when they are missing, as .ci/run does for Chromium.
 * Answers true when they are there; false, with nothing done, when they are missing and this
 * process is not root (it cannot install them).
 */
export function ensurePatroni() {
  if (existsSync('/usr/bin/patroni') && existsSync('/usr/bin/etcd')) return true;
  if (process.getuid?.() !== 0) return false;
  console.log("[drill] installing Debian's patroni and etcd-server");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', 'patroni', 'etcd-server'], { stdio: 'inherit', env });
  return true;
}

/** The postgres user's uid and gid when this process runs as root (undefined otherwise). */
function postgresUser() {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** A folder owned by the postgres user (when root), made if missing. */
function folderFor(path, owner) {
  mkdirSync(path, { recursive: true });
  if (owner) chownSync(path, owner.uid, owner.gid);
  return path;
}

/**
 * A Patroni node's configuration (YAML is a superset of JSON, so JSON is written). The
 * `bootstrap.dcs` part is the cluster's: written to etcd by the first node and shared by all.
 */
export function patroniConfig({ scope, node, etcdHosts, home, fast }) {
  return {
    scope,
    name: node.name,
    restapi: {
      listen: `127.0.0.1:${node.restPort}`,
      connect_address: `127.0.0.1:${node.restPort}`,
    },
    etcd3: { hosts: etcdHosts },
    bootstrap: {
      dcs: {
        // The drill's timings: a dead primary is noticed within loop_wait seconds. Production
        // keeps Patroni's defaults (docs/deployment.md).
        ttl: fast ? 20 : 30,
        loop_wait: fast ? 2 : 10,
        retry_timeout: fast ? 5 : 10,
        // Fail over as soon as the primary's PostgreSQL is found dead, instead of restarting
        // it in place for up to 300 s.
        primary_start_timeout: 0,
        // A commit is acknowledged once the synchronous standby has it too, and Patroni
        // promotes only that standby: no acknowledged write is lost in a failover. Not strict:
        // with the standby gone the primary goes on alone (writes over availability of the
        // second copy; docs/deployment.md explains the choice).
        synchronous_mode: true,
        synchronous_mode_strict: false,
        postgresql: {
          use_pg_rewind: true,
          use_slots: true,
          parameters: {
            wal_level: 'replica',
            hot_standby: 'on',
            wal_log_hints: 'on',
            max_connections: 200,
            max_wal_senders: 10,
            max_replication_slots: 10,
            wal_keep_size: '256MB',
            shared_buffers: '64MB',
            // A kill -9 kills processes, never the kernel: what PostgreSQL wrote is in the
            // page cache either way. The machine is shared and the drill writes a lot.
            // Production keeps fsync on (docs/deployment.md).
            ...(fast ? { fsync: 'off', full_page_writes: 'on' } : {}),
          },
        },
      },
      initdb: [{ encoding: 'UTF8' }, { locale: 'C' }, 'data-checksums'],
      pg_hba: [
        'local all all trust',
        'host replication replicator 127.0.0.1/32 trust',
        'host all all 127.0.0.1/32 trust',
      ],
    },
    postgresql: {
      listen: `127.0.0.1:${node.pgPort}`,
      connect_address: `127.0.0.1:${node.pgPort}`,
      data_dir: join(home, 'data'),
      bin_dir: PG_BIN,
      pgpass: join(home, 'pgpass'),
      authentication: {
        superuser: { username: 'postgres', password: 'drill' },
        replication: { username: 'replicator', password: 'drill' },
        rewind: { username: 'postgres', password: 'drill' },
      },
      parameters: { unix_socket_directories: home },
    },
    tags: { nofailover: false, noloadbalance: false, clonefrom: false, nosync: false },
  };
}

/** A child process whose output goes to `logFile`; resolves `exited` when it ends. */
function daemon(command, args, logFile) {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, exited, log: logFile };
}

/** Stops a daemon: SIGTERM, then SIGKILL after `graceMs`. */
async function stopDaemon(d, graceMs = 15_000) {
  if (!d || d.child.exitCode !== null || d.child.signalCode !== null) return;
  d.child.kill('SIGTERM');
  const timer = setTimeout(() => d.child.kill('SIGKILL'), graceMs);
  await d.exited;
  clearTimeout(timer);
}

/** GET on a Patroni REST endpoint: its status (undefined when nothing answers). */
async function restStatus(node, path) {
  try {
    const response = await fetch(`http://127.0.0.1:${node.restPort}${path}`, {
      signal: AbortSignal.timeout(2000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return undefined;
  }
}

/** Waits until `check()` is true, polling every 200 ms; throws `what` after `timeoutMs`. */
async function waitFor(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

/**
 * Starts etcd and the Patroni nodes in `home`. Answers the cluster: `url(database)` (every node,
 * target_session_attrs=read-write), `primary()` (the node whose REST API answers /primary 200),
 * `killPostmaster(node)` (kill -9), `waitForPrimary(other than)`, `waitForSyncStandby(node)`,
 * `stop()`.
 */
export async function startPatroniCluster({
  home,
  etcd,
  nodes,
  scope = 'vitalreg-drill',
  fast = true,
}) {
  const owner = postgresUser();
  folderFor(home, owner);
  const etcdData = folderFor(join(home, 'etcd'), owner);
  const etcdDaemon = daemon(
    '/usr/bin/etcd',
    [
      '--name',
      'drill-etcd',
      '--data-dir',
      etcdData,
      '--listen-client-urls',
      `http://127.0.0.1:${etcd.clientPort}`,
      '--advertise-client-urls',
      `http://127.0.0.1:${etcd.clientPort}`,
      '--listen-peer-urls',
      `http://127.0.0.1:${etcd.peerPort}`,
      '--initial-advertise-peer-urls',
      `http://127.0.0.1:${etcd.peerPort}`,
      '--initial-cluster',
      `drill-etcd=http://127.0.0.1:${etcd.peerPort}`,
      '--unsafe-no-fsync',
    ],
    join(home, 'etcd.log'),
  );
  const patronis = new Map();
  const startNode = (node) => {
    const nodeHome = folderFor(join(home, node.name), owner);
    const file = join(nodeHome, 'patroni.yml');
    const config = patroniConfig({
      scope,
      node,
      etcdHosts: `127.0.0.1:${etcd.clientPort}`,
      home: nodeHome,
      fast,
    });
    writeFileSync(file, JSON.stringify(config, null, 2));
    if (owner) chownSync(file, owner.uid, owner.gid);
    const [command, args] = owner
      ? ['runuser', ['-u', 'postgres', '--', '/usr/bin/patroni', file]]
      : ['/usr/bin/patroni', [file]];
    patronis.set(node.name, daemon(command, args, join(home, `${node.name}.log`)));
  };

  const cluster = {
    nodes,
    home,
    url: (database) =>
      `postgres://postgres@${nodes.map((n) => `127.0.0.1:${n.pgPort}`).join(',')}/${database}` +
      '?target_session_attrs=read-write',
    /** The node's own address (one host), for checks on it. */
    nodeUrl: (node, database) => `postgres://postgres@127.0.0.1:${node.pgPort}/${database}`,
    /** The node that is primary now, by Patroni's REST API, or undefined. */
    async primary() {
      for (const node of nodes) if ((await restStatus(node, '/primary')) === 200) return node;
      return undefined;
    },
    /** Waits for a primary other than `previous`; answers it. */
    async waitForPrimary(previous, timeoutMs = 120_000) {
      let found;
      await waitFor(
        'a new primary',
        async () => {
          found = await cluster.primary();
          return found !== undefined && found !== previous;
        },
        timeoutMs,
      );
      return found;
    },
    /** Waits until `node` streams from the primary as its synchronous standby. */
    async waitForSyncStandby(node, timeoutMs = 180_000) {
      await waitFor(
        `${node.name} as the synchronous standby`,
        async () => (await restStatus(node, '/sync')) === 200,
        timeoutMs,
      );
    },
    /** The PID of the node's postmaster (its data folder's postmaster.pid), or undefined. */
    postmasterPid(node) {
      const file = join(home, node.name, 'data', 'postmaster.pid');
      if (!existsSync(file)) return undefined;
      return Number(readFileSync(file, 'utf8').split('\n')[0]);
    },
    /** kill -9 of the node's postmaster: PostgreSQL dies as in a crash; Patroni lives on. */
    killPostmaster(node) {
      const pid = cluster.postmasterPid(node);
      if (!pid) throw new Error(`${node.name} has no postmaster running`);
      process.kill(pid, 'SIGKILL');
      return pid;
    },
    /** Stops Patroni (which stops its PostgreSQL), then etcd; the folder is left to the caller. */
    async stop() {
      await Promise.all([...patronis.values()].map((d) => stopDaemon(d, 30_000)));
      // A PostgreSQL that outlived its Patroni (SIGKILL after the grace) is stopped at once.
      for (const node of nodes) {
        const data = join(home, node.name, 'data');
        if (existsSync(join(data, 'postmaster.pid'))) {
          const argv = ['-D', data, '-m', 'immediate', '-w', 'stop'];
          if (owner)
            spawnSync('runuser', ['-u', 'postgres', '--', join(PG_BIN, 'pg_ctl'), ...argv]);
          else spawnSync(join(PG_BIN, 'pg_ctl'), argv);
        }
      }
      await stopDaemon(etcdDaemon);
    },
  };

  try {
    await waitFor(
      'etcd',
      async () =>
        (await fetch(`http://127.0.0.1:${etcd.clientPort}/health`).then(
          (r) => r.ok,
          () => false,
        )) === true,
      30_000,
    );
    // The first node bootstraps the cluster (initdb); the others clone it with pg_basebackup.
    const [first, ...others] = nodes;
    startNode(first);
    await waitFor(
      `${first.name} as primary`,
      async () => (await restStatus(first, '/primary')) === 200,
      120_000,
    );
    for (const node of others) startNode(node);
    for (const node of others) await cluster.waitForSyncStandby(node);
    return cluster;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
