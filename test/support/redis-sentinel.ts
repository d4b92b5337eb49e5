/**
 * A real Sentinel setup for tests: a master, one replica and one sentinel (quorum 1) on free
 * ports of 127.0.0.1, with a short down-after so a killed master fails over in a few seconds.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, parsePidFile, redisCli, waitFor as poll } from './redis-server.js';

const run = promisify(execFile);
/** Nodes of a cluster or sentinel set-up take longer to agree than one server takes to start. */
const waitFor = (check: () => Promise<boolean>, what: string): Promise<void> => poll(check, what, 20_000);
export const SENTINEL_MASTER_NAME = 'dycoder-test';

export interface RedisSentinelSetup {
  readonly masterPort: number;
  readonly replicaPort: number;
  readonly sentinelPort: number;
  /** `redis+sentinel://127.0.0.1:PORT/dycoder-test` */
  readonly url: string;
  /** The port the sentinel currently names as master. */
  currentMaster(): Promise<number>;
  killMaster(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRedisSentinel(): Promise<RedisSentinelSetup> {
  const dir = await mkdtemp(join(tmpdir(), 'dycoder-sentinel-'));
  const [masterPort, replicaPort, sentinelPort] = [await freePort(), await freePort(), await freePort()];
  const ports = [masterPort, replicaPort, sentinelPort];
  const common = (port: number): string[] => [
    '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir,
    '--daemonize', 'yes', '--pidfile', join(dir, `${port}.pid`), '--logfile', join(dir, `${port}.log`),
  ];
  await run('redis-server', common(masterPort));
  await run('redis-server', [...common(replicaPort), '--replicaof', '127.0.0.1', String(masterPort), '--repl-diskless-sync-delay', '0']);
  // Sentinel rewrites its configuration file, so it needs one of its own.
  const conf = join(dir, 'sentinel.conf');
  await writeFile(
    conf,
    [
      `sentinel monitor ${SENTINEL_MASTER_NAME} 127.0.0.1 ${masterPort} 1`,
      `sentinel down-after-milliseconds ${SENTINEL_MASTER_NAME} 1000`,
      `sentinel failover-timeout ${SENTINEL_MASTER_NAME} 5000`,
      '',
    ].join('\n'),
  );
  await run('redis-server', [conf, '--sentinel', ...common(sentinelPort)]);
  await waitFor(async () => (await redisCli(replicaPort, 'info', 'replication')).includes('master_link_status:up'), 'the replica to sync');
  await waitFor(async () => /flags\s+slave\b/.test((await redisCli(sentinelPort, 'sentinel', 'replicas', SENTINEL_MASTER_NAME)).replace(/\n/g, ' ')), 'the sentinel to see the replica');

  const currentMaster = async (): Promise<number> => Number((await redisCli(sentinelPort, 'sentinel', 'get-master-addr-by-name', SENTINEL_MASTER_NAME)).trim().split('\n')[1]);
  const killed = new Set<number>();
  return {
    masterPort,
    replicaPort,
    sentinelPort,
    url: `redis+sentinel://127.0.0.1:${sentinelPort}/${SENTINEL_MASTER_NAME}`,
    currentMaster,
    killMaster: async () => {
      const port = await currentMaster();
      const pid = parsePidFile(await readFile(join(dir, `${port}.pid`), 'utf8'));
      // Never process.kill(0): that is this test's own process group.
      if (pid === undefined) throw new Error(`redis-server on ${port} has no whole pid file`);
      process.kill(pid, 'SIGKILL');
      killed.add(port);
    },
    stop: async () => {
      for (const port of ports.filter((p) => !killed.has(p))) await redisCli(port, 'shutdown', 'nosave').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
