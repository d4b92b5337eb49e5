/**
 * A real Redis Cluster for tests: N masters (and optionally one replica each), every node a
 * daemonized `redis-server --cluster-enabled yes` on 127.0.0.1, joined with
 * `redis-cli --cluster create`. A short cluster-node-timeout keeps failovers to a few seconds.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parsePidFile, redisCli, waitFor as poll } from './redis-server.js';

const run = promisify(execFile);
/** Nodes of a cluster or sentinel set-up take longer to agree than one server takes to start. */
const waitFor = (check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> => poll(check, what, timeoutMs);

export interface ClusterNodeInfo {
  id: string;
  port: number;
  role: 'master' | 'replica';
  /** For a replica: its master's id. */
  masterId?: string;
  /** Slot ranges served (masters only). */
  slots: Array<[number, number]>;
  failed: boolean;
}

export interface RedisClusterOptions {
  masters?: number;
  replicasPerMaster?: 0 | 1;
  nodeTimeoutMs?: number;
}

export interface RedisCluster {
  readonly ports: number[];
  /** `redis+cluster://127.0.0.1:P1,127.0.0.1:P2,…`: every node as a seed. */
  readonly url: string;
  nodes(fromPort?: number): Promise<ClusterNodeInfo[]>;
  /** The port of the master serving the slot of `key` (hash tags honoured by Redis itself). */
  masterFor(key: string): Promise<number>;
  /**
   * Resolves once every replica of the master at `port` has acknowledged what the master had
   * written when called. Replication is asynchronous: a write a master acknowledged just before
   * it crashed can be lost in the failover, which is Redis's contract, not what these tests probe.
   */
  replicasCaughtUp(port: number, timeoutMs?: number): Promise<void>;
  /** SIGKILL one node's process: a crash, not a shutdown. */
  kill(port: number): Promise<void>;
  /** Resolves once `key`'s slot is served by a live master other than `formerPort`. */
  waitForFailover(key: string, formerPort: number, timeoutMs?: number): Promise<number>;
  stop(): Promise<void>;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port whose cluster bus port (port + 10000) is free too. */
async function freeClusterPort(taken: Set<number>): Promise<number> {
  for (let i = 0; i < 200; i += 1) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    if (taken.has(port) || taken.has(port + 10_000) || taken.has(port - 10_000)) continue;
    if ((await portIsFree(port)) && (await portIsFree(port + 10_000))) {
      taken.add(port);
      return port;
    }
  }
  throw new Error('no free port pair for a cluster node');
}

export function parseClusterNodes(text: string): ClusterNodeInfo[] {
  return text
    .trim()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [id = '', address = '', flags = '', masterId = '-', , , , , ...slotFields] = line.trim().split(' ');
      const flagList = flags.split(',');
      const port = Number(/:(\d+)@/.exec(address)?.[1] ?? 0);
      const slots = slotFields
        .filter((s) => !s.startsWith('['))
        .map((s): [number, number] => {
          const [a, b] = s.split('-').map(Number);
          return [a!, b ?? a!];
        });
      return {
        id,
        port,
        role: flagList.includes('master') ? 'master' : 'replica',
        ...(masterId !== '-' ? { masterId } : {}),
        slots,
        failed: flagList.some((f) => f === 'fail' || f === 'fail?' || f === 'noaddr'),
      };
    });
}

export async function startRedisCluster(options: RedisClusterOptions = {}): Promise<RedisCluster> {
  const masters = options.masters ?? 3;
  const replicas = options.replicasPerMaster ?? 1;
  const nodeTimeout = options.nodeTimeoutMs ?? 1000;
  const dir = await mkdtemp(join(tmpdir(), 'dycoder-cluster-'));
  const taken = new Set<number>();
  const ports: number[] = [];
  for (let i = 0; i < masters * (1 + replicas); i += 1) ports.push(await freeClusterPort(taken));
  const pidfile = (port: number): string => join(dir, `${port}.pid`);

  await Promise.all(
    ports.map((port) =>
      run('redis-server', [
        '--port', String(port),
        '--bind', '127.0.0.1',
        '--cluster-enabled', 'yes',
        '--cluster-config-file', join(dir, `nodes-${port}.conf`),
        '--cluster-node-timeout', String(nodeTimeout),
        '--save', '',
        '--appendonly', 'no',
        // Replicas sync at once instead of waiting 5 s for more replicas to join the transfer.
        '--repl-diskless-sync', 'yes',
        '--repl-diskless-sync-delay', '0',
        '--dir', dir,
        '--dbfilename', `dump-${port}.rdb`,
        '--daemonize', 'yes',
        '--pidfile', pidfile(port),
        '--logfile', join(dir, `${port}.log`),
      ]),
    ),
  );
  await Promise.all(ports.map((port) => waitFor(async () => (await redisCli(port, 'ping')).trim() === 'PONG', `node ${port}`)));
  await run('redis-cli', ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', String(replicas), '--cluster-yes']);

  const nodes = async (fromPort = ports[0]!): Promise<ClusterNodeInfo[]> => parseClusterNodes(await redisCli(fromPort, 'cluster', 'nodes'));
  const killed = new Set<number>();
  const live = (): number[] => ports.filter((p) => !killed.has(p));

  // Ready: every node sees the cluster as ok, and every replica's link to its master is up.
  await waitFor(async () => {
    for (const port of ports) {
      if (!(await redisCli(port, 'cluster', 'info')).includes('cluster_state:ok')) return false;
    }
    const all = await nodes();
    if (all.filter((n) => n.role === 'master').length !== masters || all.length !== ports.length) return false;
    for (const replica of all.filter((n) => n.role === 'replica')) {
      if (!(await redisCli(replica.port, 'info', 'replication')).includes('master_link_status:up')) return false;
    }
    return true;
  }, 'the cluster to be ready');

  const masterFor = async (key: string, fromPort = live()[0]!): Promise<number> => {
    const slot = Number((await redisCli(fromPort, 'cluster', 'keyslot', key)).trim());
    const owner = (await nodes(fromPort)).find((n) => n.role === 'master' && !n.failed && n.slots.some(([a, b]) => slot >= a && slot <= b));
    if (owner === undefined) throw new Error(`no live master serves slot ${slot}`);
    return owner.port;
  };

  return {
    ports,
    url: `redis+cluster://${ports.map((p) => `127.0.0.1:${p}`).join(',')}`,
    nodes,
    masterFor,
    replicasCaughtUp: async (port, timeoutMs = 10_000) => {
      const target = Number(/master_repl_offset:(\d+)/.exec(await redisCli(port, 'info', 'replication'))?.[1] ?? 0);
      await waitFor(async () => {
        const offsets = [...(await redisCli(port, 'info', 'replication')).matchAll(/^slave\d+:.*offset=(\d+)/gm)].map((m) => Number(m[1]));
        return offsets.length > 0 && offsets.every((o) => o >= target);
      }, `the replicas of ${port} to catch up`, timeoutMs);
    },
    kill: async (port) => {
      const pid = parsePidFile(await readFile(pidfile(port), 'utf8'));
      // Never process.kill(0): that is this test's own process group.
      if (pid === undefined) throw new Error(`redis-server on ${port} has no whole pid file`);
      process.kill(pid, 'SIGKILL');
      killed.add(port);
    },
    waitForFailover: async (key, formerPort, timeoutMs = 20_000) => {
      let port = formerPort;
      await waitFor(async () => {
        port = await masterFor(key);
        return port !== formerPort && (await redisCli(port, 'cluster', 'info')).includes('cluster_state:ok');
      }, `a replica to take over from ${formerPort}`, timeoutMs);
      return port;
    },
    stop: async () => {
      for (const port of live()) {
        try {
          await redisCli(port, 'shutdown', 'nosave');
        } catch {
          // redis-cli exits non-zero when shutdown closes the connection under it.
        }
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
