/**
 * A real redis-server for tests, on a free port of 127.0.0.1. Started daemonized with a pid file,
 * stopped with `redis-cli shutdown`. Persistent instances (appendonly) keep their data across
 * `restart()`, which is how the "Redis restart loses no waiting job" test works.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface RedisServerOptions {
  /** Keep data across restarts with an append-only file in a temp directory. */
  persistent?: boolean;
  /** Where its port comes from (default freePort); a test of the helper hands it a taken one. */
  pickPort?: () => Promise<number>;
}

export interface RedisServer {
  readonly port: number;
  readonly url: string;
  readonly dir: string;
  /**
   * Stop the server and start it again on the same port. `kill: true` sends SIGKILL (a crash)
   * instead of SHUTDOWN; a persistent server recovers its data from the append-only file either way.
   */
  restart(options?: { kill?: boolean }): Promise<void>;
  stop(): Promise<void>;
  pid(): Promise<number | undefined>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        reject(new Error('could not get a free port'));
        return;
      }
      const { port } = address;
      server.close(() => resolve(port));
    });
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls `check` (a throw counts as not yet) until it holds, or fails naming `what`. */
export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** `redis-cli -p PORT args…`, its standard output. */
export async function redisCli(port: number, ...args: string[]): Promise<string> {
  // Bounded: a node that stops answering fails the call (and a poll retries) instead of hanging it.
  return (await run('redis-cli', ['-p', String(port), ...args], { timeout: 5000 })).stdout;
}

/**
 * The pid in a redis-server pid file, or undefined while it is not fully written. Redis creates
 * the file (empty) and then writes `PID\n`: read in between, `Number('')` was 0, which looked
 * like "another server answers on our port" and failed a restart (CI saw it twice in one run).
 */
export function parsePidFile(text: string): number | undefined {
  const match = /^(\d+)\n/.exec(text);
  const pid = match === null ? undefined : Number(match[1]);
  return pid !== undefined && pid > 0 ? pid : undefined;
}

/** The port's server is not ours (another test took it between freePort and the bind), or ours did not come up. */
class PortTakenError extends Error {}

export async function startRedisServer(options: RedisServerOptions = {}): Promise<RedisServer> {
  const dir = await mkdtemp(join(tmpdir(), 'dycoder-redis-'));
  const pidfile = join(dir, 'redis.pid');
  const logfile = join(dir, 'redis.log');
  let port = 0;
  const persistenceArgs = options.persistent
    ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir]
    : ['--appendonly', 'no', '--dir', dir];

  const start = async (): Promise<void> => {
    // A killed server leaves its pid file: the new one writes it again once bound. Its log is read from here on.
    await rm(pidfile, { force: true });
    const logFrom = (await readFile(logfile, 'utf8').catch(() => '')).length;
    await run('redis-server', [
      '--port', String(port),
      '--bind', '127.0.0.1',
      '--save', '',
      ...persistenceArgs,
      '--daemonize', 'yes',
      '--pidfile', pidfile,
      '--logfile', logfile,
    ]);
    // Ready means this server answers PING (not just that the port is open: AOF loading answers
    // LOADING), and it is this one: another file's server on the same port (the port went to both
    // between freePort and the bind) would answer too. The pid file is written once the port is bound.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const log = (await readFile(logfile, 'utf8').catch(() => '')).slice(logFrom);
      if (/Address already in use|Could not create server TCP listening socket/.test(log)) throw new PortTakenError(`port ${port} was taken: ${log.trim().split('\n').pop() ?? ''}`);
      const pid = await readPid();
      if (pid !== undefined && (await canConnect(port))) {
        const info = await run('redis-cli', ['-p', String(port), 'info', 'server'], { timeout: 5000 }).then((r) => r.stdout, () => '');
        const serving = /^process_id:(\d+)/m.exec(info)?.[1];
        if (serving !== undefined && Number(serving) !== pid) throw new PortTakenError(`port ${port} is served by another redis-server (pid ${serving})`);
        const pong = await run('redis-cli', ['-p', String(port), 'ping'], { timeout: 5000 }).then((r) => r.stdout.trim(), () => '');
        if (pong === 'PONG') return;
      }
      if (Date.now() > deadline) throw new Error(`timed out waiting for redis-server on port ${port}:\n${log.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  const readPid = async (): Promise<number | undefined> => {
    try {
      return parsePidFile(await readFile(pidfile, 'utf8'));
    } catch {
      return undefined;
    }
  };

  const shutdown = async (kill = false): Promise<void> => {
    const pid = kill ? await readPid() : undefined;
    if (pid !== undefined) {
      process.kill(pid, 'SIGKILL');
    } else {
      try {
        // nosave: no RDB snapshot; a persistent instance already has every write in its AOF.
        await run('redis-cli', ['-p', String(port), 'shutdown', 'nosave']);
      } catch {
        // redis-cli exits non-zero when the connection closes under it, which is what shutdown does.
      }
    }
    await waitFor(async () => !(await canConnect(port)), `redis-server on port ${port} to stop`);
  };

  // A port another test bound first: try another.
  for (let attempt = 1; ; attempt += 1) {
    port = await (options.pickPort ?? freePort)();
    try {
      await start();
      break;
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt >= 5) throw error;
    }
  }
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    dir,
    restart: async (restartOptions = {}) => {
      await shutdown(restartOptions.kill ?? false);
      await start();
    },
    stop: async () => {
      await shutdown();
      await rm(dir, { recursive: true, force: true });
    },
    pid: readPid,
  };
}
