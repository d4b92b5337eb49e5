/**
 * The setup flow of `npm start` without credentials (src/app/setup-flow.ts), over real HTTP with a
 * local server standing in for GitHub's manifest conversion: the manifest registers the webhook at
 * /api/github/webhooks (or the proxy from WEBHOOK_PROXY_URL), and .env afterwards holds everything
 * the restart needs, REDIS_URL included, in a form the app's own .env reader gives back unchanged.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { copyFileSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSetupServer } from '../../src/app/setup-flow.js';
import { withDotEnv } from '../../src/config/env.js';
import { SUPPORTED_LANGUAGES } from '../../src/core/supported-languages.js';

const ROOT = resolve(import.meta.dirname, '../..');
const PEM = '-----BEGIN RSA PRIVATE KEY-----\nMIIBOgIBAAJBAK+/x=\nAbC+/9==\n-----END RSA PRIVATE KEY-----\n';
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const portOf = (s: Server): number => (s.address() as AddressInfo).port;
const closeServer = (s: Server) => () => new Promise<void>((r) => s.close(() => r()));

async function fakeGitHub(): Promise<{ url: string; codes: string[] }> {
  const codes: string[] = [];
  const server = createServer((req, res) => {
    const m = /^\/app-manifests\/([^/]+)\/conversions$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !m) return void res.writeHead(404).end();
    codes.push(m[1]!);
    if (m[1] === 'expired') return void res.writeHead(404).end('{}');
    res.writeHead(201, { 'content-type': 'application/json' }).end(
      JSON.stringify({ id: 777, pem: PEM, webhook_secret: 'whsec', client_id: 'Iv1.abc', client_secret: 'cs', html_url: 'https://github.com/apps/dycoder-test' }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  closers.push(closeServer(server));
  return { url: `http://127.0.0.1:${portOf(server)}`, codes };
}

async function setup(env: Record<string, string>) {
  const cwd = mkdtempSync(join(tmpdir(), 'dycoder-setup-'));
  copyFileSync(join(ROOT, 'app.yml'), join(cwd, 'app.yml'));
  const github = await fakeGitHub();
  const lines: string[] = [];
  const server = await startSetupServer({ cwd, env, port: 0, host: '127.0.0.1', apiBaseUrl: github.url, log: (l) => void lines.push(l) });
  closers.push(closeServer(server));
  return { cwd, github, lines, base: `http://127.0.0.1:${portOf(server)}` };
}

/** The manifest the page would post to GitHub. */
async function manifestOf(base: string): Promise<{ page: string; manifest: Record<string, unknown> }> {
  const page = await (await fetch(`${base}/probot`)).text();
  const value = /name="manifest" value="([^"]*)"/.exec(page)?.[1] ?? '';
  const unescaped = value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return { page, manifest: JSON.parse(unescaped) as Record<string, unknown> };
}

describe('setup flow', () => {
  it('registers the webhook at /api/github/webhooks of the address the page was opened at, with app.yml', async () => {
    const { base } = await setup({ REDIS_URL: 'redis://127.0.0.1:6379' });
    const { page, manifest } = await manifestOf(base);
    expect(manifest.hook_attributes).toEqual({ url: `${base}/api/github/webhooks`, active: true });
    expect(manifest.redirect_url).toBe(`${base}/probot/setup`);
    expect(manifest.default_events).toEqual(['issue_comment', 'pull_request', 'pull_request_review_comment']);
    expect(manifest.name).toBe('DyCoder');
    for (const language of SUPPORTED_LANGUAGES) expect(page).toContain(language);
    expect(page).toContain('WEBHOOK_PROXY_URL');
    expect(page).toContain('action="https://github.com/settings/apps/new"');
    const root = await fetch(`${base}/`, { redirect: 'manual' });
    expect(root.headers.get('location')).toBe('/probot');
  });

  it('registers the proxy URL when WEBHOOK_PROXY_URL is set (local development)', async () => {
    const { base } = await setup({ WEBHOOK_PROXY_URL: 'https://smee.example/abc123' });
    expect((await manifestOf(base)).manifest.hook_attributes).toEqual({ url: 'https://smee.example/abc123', active: true });
  });

  it('writes the credentials, REDIS_URL and WEBHOOK_PROXY_URL to .env, keeps other lines, and sends the user to install the app', async () => {
    const env = { REDIS_URL: 'redis://:p%40ss@10.0.0.5:6379/2', WEBHOOK_PROXY_URL: 'https://smee.example/abc123' };
    const { cwd, base, github, lines } = await setup(env);
    writeFileSync(join(cwd, '.env'), 'OPENAI_API_KEY=sk-test\n');
    const res = await fetch(`${base}/probot/setup?code=abc123`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://github.com/apps/dycoder-test/installations/new');
    expect(github.codes).toEqual(['abc123']);
    const read = withDotEnv({}, join(cwd, '.env'));
    expect(read).toEqual({
      OPENAI_API_KEY: 'sk-test',
      APP_ID: '777',
      PRIVATE_KEY: PEM,
      WEBHOOK_SECRET: 'whsec',
      GITHUB_CLIENT_ID: 'Iv1.abc',
      GITHUB_CLIENT_SECRET: 'cs',
      ...env,
    });
    expect(statSync(join(cwd, '.env')).mode & 0o077).toBe(0);
    expect(lines.join('\n')).toContain('restart with npm start');
    expect(lines.join('\n')).not.toContain('whsec');
  });

  it('answers a bad or refused code with one sentence and writes nothing', async () => {
    const { cwd, base } = await setup({});
    expect((await fetch(`${base}/probot/setup?code=`)).status).toBe(400);
    const refused = await fetch(`${base}/probot/setup?code=expired`);
    expect(refused.status).toBe(502);
    expect(await refused.text()).toBe('GitHub refused the registration code (HTTP 404); register again from /probot.\n');
    expect(() => readFileSync(join(cwd, '.env'))).toThrow();
    expect((await fetch(`${base}/api/github/webhooks`, { method: 'GET' })).status).toBe(503);
  });
});
