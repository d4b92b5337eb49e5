/**
 * `npm start`: checks the environment, then hands over to Probot's `run()` with the app of
 * src/app.ts. Probot alone would print a stack trace for a missing variable and fall into its
 * setup mode for a malformed PRIVATE_KEY; here either is one sentence and exit code 1.
 */
import { pathToFileURL } from 'node:url';
import { run, type Server } from 'probot';
import { appOctokit, probotEnv } from './adapters/github/app-octokit.js';
import dycoderApp from './app.js';
import { checkAppStart, ConfigError, redactConfig, withDotEnv, type Env } from './config/env.js';

export async function main(environment: Env = process.env): Promise<Server> {
  // Throws ConfigError before Probot reads anything; 'setup' lets Probot register the app.
  const env = withDotEnv(environment);
  checkAppStart(env);
  // Probot never sees REDIS_URL (it would build its own Redis-backed throttle); the app reads it from process.env.
  return run(dycoderApp, { env: probotEnv(env), Octokit: appOctokit() });
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(entry).href) {
  main().catch((error: unknown) => {
    const message = error instanceof ConfigError ? error.message : `DyCoder could not start: ${String(redactConfig(error instanceof Error ? (error.message.split('\n')[0] ?? '') : 'unknown error'))}`;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  });
}
