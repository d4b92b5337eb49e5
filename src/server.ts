/**
 * `npm start`: checks the environment, then hands over to Probot's `run()` with the app of
 * src/app.ts. Probot alone would print a stack trace for a missing variable and fall into its
 * setup mode for a malformed PRIVATE_KEY; here either is one sentence and exit code 1. Probot
 * and the app are loaded only once the environment is good: a bad variable is said in a
 * fraction of a second, not after loading every module.
 */
import type { Server as HttpServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { Server } from 'probot';
import { checkAppStart, ConfigError, redactConfig, withDotEnv, type Env } from './config/env.js';

export async function main(environment: Env = process.env): Promise<Server> {
  // Throws ConfigError before Probot reads anything.
  const env = withDotEnv(environment);
  const checked = checkAppStart(env);
  // Probot's own pretty format drops each line's time; the worker's logger keeps it (LOG_FORMAT, LOG_LEVEL as Probot reads them).
  const [{ run }, { appOctokit, probotEnv }, { createProcessLogger }, { default: dycoderApp }] = await Promise.all([
    import('probot'),
    import('./adapters/github/app-octokit.js'),
    import('./adapters/logging/process-logger.js'),
    import('./app.js'),
  ]);
  const log = checked === 'setup' ? undefined : createProcessLogger({ level: checked.logLevel, format: checked.logFormat ?? 'pretty' });
  // Probot never sees REDIS_URL (it would build its own Redis-backed throttle); the app reads it from process.env.
  return run(dycoderApp, { env: probotEnv(env), Octokit: appOctokit(), ...(log === undefined ? {} : { log }) });
}

/**
 * `npm start`: with no APP_ID and no key at all (outside production), DyCoder's setup page
 * registers the app (src/app/setup-flow.ts) instead of Probot's setup mode; otherwise main().
 */
export async function start(environment: Env = process.env): Promise<Server | HttpServer> {
  const env = withDotEnv(environment);
  if (checkAppStart(env) !== 'setup') return main(environment);
  const port = /^\d{1,5}$/.test(env.PORT ?? '') ? Number(env.PORT) : 3000;
  const { startSetupServer } = await import('./app/setup-flow.js');
  return startSetupServer({ cwd: process.cwd(), env, port, ...(env.HOST === undefined ? {} : { host: env.HOST }), log: (line) => process.stdout.write(`${line}\n`) });
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(entry).href) {
  start().catch((error: unknown) => {
    const message = error instanceof ConfigError ? error.message : `DyCoder could not start: ${String(redactConfig(error instanceof Error ? (error.message.split('\n')[0] ?? '') : 'unknown error'))}`;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  });
}
