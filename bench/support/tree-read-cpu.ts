/** `node --import tsx bench/support/tree-read-cpu.ts` (session 28, T5): the CPU of reading a large JSON answer, Octokit vs the gateway. */
// One django tree answer (1.06 MB JSON) read 20 times through the real Octokit over HTTP: Octokit's own parse
// (session start) against the gateway's (withTypedErrors, this branch), alternating; CPU per read from process.cpuUsage.
import { createServer } from 'node:http';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { Octokit } from '@octokit/rest';
import { withTypedErrors } from '../../src/adapters/github/octokit.js';
const files: [string, number][] = [];
const walk = (d: string): void => { for (const n of readdirSync(d)) { const p = join(d, n); const s = statSync(p); if (s.isDirectory()) walk(p); else files.push([p, s.size]); } };
walk('/usr/lib/python3/dist-packages/django');
const body = JSON.stringify({ sha: 'a'.repeat(40), url: 'x', truncated: false, tree: files.map(([p, size]) => ({ path: p.slice(35), mode: '100644', type: 'blob', sha: 'b'.repeat(40), size, url: `https://api.github.com/repos/o/r/git/blobs/${'b'.repeat(40)}` })) });
const server = createServer((_req, res) => { res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }); res.end(body); });
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
const octokit = new Octokit({ baseUrl: url, auth: 'x', log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} } });
const gateway = withTypedErrors(octokit);
const cpu = { octokit: [] as number[], gateway: [] as number[] };
for (let i = 0; i < 24; i++) {
  const order: Array<'octokit' | 'gateway'> = i % 2 === 0 ? ['octokit', 'gateway'] : ['gateway', 'octokit'];
  for (const side of order) {
    const c0 = process.cpuUsage();
    const res = side === 'octokit' ? await octokit.request('GET /t') : await gateway.request('GET /t');
    const c = process.cpuUsage(c0);
    if ((res.data as { tree: unknown[] }).tree.length !== files.length) throw new Error('bad');
    if (i >= 4) cpu[side].push((c.user + c.system) / 1000);
  }
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`django tree (${files.length} entries, ${(body.length / 1e6).toFixed(2)} MB JSON), CPU ms per read (bench process, server included), median of 20 after 4 warm-ups, alternating: Octokit's parse ${med(cpu.octokit).toFixed(1)}, the gateway's ${med(cpu.gateway).toFixed(1)}, ratio ${(med(cpu.gateway) / med(cpu.octokit)).toFixed(2)}; load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
server.close();
