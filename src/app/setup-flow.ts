/**
 * `npm start` with no APP_ID and no private key (outside production): the page that registers the
 * GitHub App from app.yml through GitHub's manifest flow, in place of Probot's own setup mode,
 * which registers the webhook URL at the server's root (`http://127.0.0.1:PORT/`, not
 * `/api/github/webhooks`), writes only the app's credentials to .env (so a REDIS_URL given on the
 * command line is gone at the restart it asks for) and fetches a smee client at run time.
 * Here the webhook URL is WEBHOOK_PROXY_URL when set (a smee-style proxy for local development),
 * else `<the address the page was opened at>/api/github/webhooks`; .env receives the credentials
 * plus REDIS_URL and WEBHOOK_PROXY_URL when they are set.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { supportedLanguagesText } from '../core/supported-languages.js';
import { convertManifestCode, ManifestConversionError, type ManifestConversion } from '../adapters/github/manifest-conversion.js';

export const WEBHOOK_PATH = '/api/github/webhooks';

export interface SetupFlowOptions {
  /** Where app.yml is read and .env written (the working directory of `npm start`). */
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  /** For tests: GitHub's API base URL (default: from GHE_HOST / GHE_PROTOCOL, else api.github.com). */
  apiBaseUrl?: string;
  log: (line: string) => void;
}

const appYml = z.record(z.string(), z.unknown());

function githubWebUrl(env: SetupFlowOptions['env']): string {
  return `${env.GHE_PROTOCOL ?? 'https'}://${env.GHE_HOST ?? 'github.com'}`;
}

function apiBaseUrl(options: SetupFlowOptions): string {
  if (options.apiBaseUrl !== undefined) return options.apiBaseUrl;
  return options.env.GHE_HOST === undefined ? 'https://api.github.com' : `${githubWebUrl(options.env)}/api/v3`;
}

/** The address the browser used, as GitHub must call back (proxies' forwarded headers honoured). */
function baseUrlOf(req: IncomingMessage): string {
  const proto = String(req.headers['x-forwarded-proto'] ?? 'http').split(',')[0]?.trim() ?? 'http';
  const host = String(req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost');
  return `${proto}://${host}`;
}

/** The manifest GitHub registers: app.yml plus the URLs only the running server knows. */
export function setupManifest(options: SetupFlowOptions, baseUrl: string): Record<string, unknown> {
  const fromFile = appYml.parse(parseYaml(readFileSync(join(options.cwd, 'app.yml'), 'utf8')));
  return {
    ...fromFile,
    hook_attributes: { url: options.env.WEBHOOK_PROXY_URL ?? `${baseUrl}${WEBHOOK_PATH}`, active: true },
    redirect_url: `${baseUrl}/probot/setup`,
  };
}

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function page(options: SetupFlowOptions, baseUrl: string): string {
  const manifest = setupManifest(options, baseUrl);
  const hook = (manifest.hook_attributes as { url: string }).url;
  const proxyNote = options.env.WEBHOOK_PROXY_URL === undefined
    ? `GitHub must reach this URL. For local development, create a channel on a smee-style webhook proxy, set <code>WEBHOOK_PROXY_URL</code> to it and restart before registering.`
    : `Deliveries go through the proxy <code>WEBHOOK_PROXY_URL</code>; forward them to <code>http://localhost:PORT${WEBHOOK_PATH}</code> with its client.`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Register DyCoder</title></head><body>
<h1>Register DyCoder</h1>
<p>DyCoder implements stubbed functions in pull requests (${escapeHtml(supportedLanguagesText())}) and posts them as suggestions.</p>
<p>Webhook URL to be registered: <code>${escapeHtml(hook)}</code>. ${proxyNote}</p>
<form action="${escapeHtml(githubWebUrl(options.env))}/settings/apps/new" method="post">
<input type="hidden" name="manifest" value="${escapeHtml(JSON.stringify(manifest))}">
<button type="submit">Register the GitHub App</button>
</form>
<p>Afterwards APP_ID, PRIVATE_KEY, WEBHOOK_SECRET${options.env.REDIS_URL === undefined ? '' : ', REDIS_URL'}${options.env.WEBHOOK_PROXY_URL === undefined ? '' : ', WEBHOOK_PROXY_URL'} are written to .env; restart with <code>npm start</code>.</p>
</body></html>`;
}

/**
 * Merges `values` into the .env file at `path`: other keys kept, each value double-quoted with its
 * newlines as `\n` (how Node's .env reader, ours included, expands them back: a PEM key survives).
 * That reader has no other escapes, so a value with a quote or a backslash is refused, not mangled.
 */
export function writeDotEnv(path: string, values: Record<string, string>): void {
  let existing = '';
  try {
    existing = readFileSync(path, 'utf8');
  } catch {
    // No .env yet.
  }
  const quote = (key: string, v: string): string => {
    if (/["\\]/.test(v)) throw new Error(`${key} cannot be written to .env (it holds a quote or a backslash)`);
    return `"${v.replace(/\r?\n/g, '\\n')}"`;
  };
  // Lines of other keys stay as written; ours are replaced.
  const kept = existing.split('\n').filter((line) => line.trim() !== '' && !Object.keys(values).some((key) => new RegExp(`^\\s*(export\\s+)?${key}\\s*=`).test(line)));
  const ours = Object.entries(values).map(([k, v]) => `${k}=${quote(k, v)}`);
  writeFileSync(path, `${[...kept, ...ours].join('\n')}\n`, { mode: 0o600 });
  // It now holds the private key: owner only, also when the file existed before.
  chmodSync(path, 0o600);
}

async function finish(options: SetupFlowOptions, code: string, res: ServerResponse): Promise<void> {
  let app: ManifestConversion;
  try {
    app = await convertManifestCode(apiBaseUrl(options), code);
  } catch (error) {
    const why = error instanceof ManifestConversionError ? error.message : 'GitHub did not answer the registration';
    res.writeHead(502, { 'content-type': 'text/plain' }).end(`${why}; register again from /probot.\n`);
    return;
  }
  const { REDIS_URL, WEBHOOK_PROXY_URL } = options.env;
  writeDotEnv(join(options.cwd, '.env'), {
    APP_ID: String(app.id),
    PRIVATE_KEY: app.pem,
    WEBHOOK_SECRET: app.webhook_secret ?? '',
    GITHUB_CLIENT_ID: app.client_id,
    GITHUB_CLIENT_SECRET: app.client_secret,
    ...(REDIS_URL === undefined ? {} : { REDIS_URL }),
    ...(WEBHOOK_PROXY_URL === undefined ? {} : { WEBHOOK_PROXY_URL }),
  });
  options.log(`DyCoder is registered as GitHub App ${app.id}; its settings are in .env. Install it, then restart with npm start.`);
  res.writeHead(302, { location: `${app.html_url}/installations/new` }).end();
}

export function setupHandler(options: SetupFlowOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://setup.invalid');
    if (req.method !== 'GET') res.writeHead(405).end();
    else if (url.pathname === '/') res.writeHead(302, { location: '/probot' }).end();
    else if (url.pathname === '/probot') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(options, baseUrlOf(req)));
    else if (url.pathname === '/probot/setup') {
      const code = url.searchParams.get('code') ?? '';
      if (!/^[A-Za-z0-9_-]{1,200}$/.test(code)) res.writeHead(400, { 'content-type': 'text/plain' }).end('code missing or invalid\n');
      else await finish(options, code, res);
    } else if (url.pathname === WEBHOOK_PATH) res.writeHead(503, { 'content-type': 'text/plain' }).end('DyCoder is in setup mode: register the app first.\n');
    else res.writeHead(404).end();
  };
}

/** Serves the setup page on `port` until closed. */
export async function startSetupServer(options: SetupFlowOptions & { port: number; host?: string }): Promise<Server> {
  const handle = setupHandler(options);
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end('The registration failed; register again from /probot.\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? 'localhost', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  options.log(`DyCoder is not registered yet: open http://localhost:${port}/probot to register the GitHub App.`);
  return server;
}
