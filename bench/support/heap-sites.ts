/**
 * Sums a sampling heap profile (job-cpu.ts --heap FILE, or node --heap-prof) by allocating site:
 * bytes allocated per function (self: the function's own allocations; with `--inclusive`, also
 * everything its callees allocate), largest first, divided by the number of jobs it covers.
 *
 *   tsx bench/support/heap-sites.ts FILE [--jobs N] [--top N] [--inclusive] [--match REGEX]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';

const Node: z.ZodType<HeapNode> = z.lazy(() =>
  z.object({
    callFrame: z.object({ functionName: z.string(), url: z.string(), lineNumber: z.number() }),
    selfSize: z.number(),
    children: z.array(Node),
  }),
);
interface HeapNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
}
const Profile = z.object({ head: Node });

const { values, positionals } = parseArgs({ options: { jobs: { type: 'string', default: '1' }, top: { type: 'string', default: '40' }, inclusive: { type: 'boolean' }, match: { type: 'string' } }, allowPositionals: true });
const file = positionals[0];
if (file === undefined) throw new Error('usage: heap-sites.ts FILE [--jobs N] [--top N] [--inclusive] [--match REGEX]');
const head = Profile.parse(JSON.parse(readFileSync(file, 'utf8'))).head;
const jobs = Number(values.jobs);
const match = values.match === undefined ? undefined : new RegExp(values.match);

const site = (n: HeapNode): string => {
  const url = n.callFrame.url.replace(/^.*\/(node_modules|src|bench)\//, '$1/');
  return `${url === '' ? '(native)' : url}:${n.callFrame.functionName || '(anonymous)'}${url === '' ? '' : `:${n.callFrame.lineNumber + 1}`}`;
};
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
const visit = (n: HeapNode, onStack: ReadonlySet<string>): number => {
  const key = site(n);
  self.set(key, (self.get(key) ?? 0) + n.selfSize);
  total += n.selfSize;
  const stack = new Set(onStack).add(key);
  let sum = n.selfSize;
  for (const c of n.children) sum += visit(c, stack);
  // A recursive function's bytes are counted once, at its outermost frame.
  if (!onStack.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + sum);
  return sum;
};
visit(head, new Set());
const table = values.inclusive === true ? inclusive : self;
const rows = [...table].filter(([k]) => match === undefined || match.test(k)).sort((a, b) => b[1] - a[1]).slice(0, Number(values.top));
const mb = (b: number): string => (b / jobs / 1e6).toFixed(2);
console.log(`allocated ${mb(total)} MB per job (${jobs} jobs); ${values.inclusive === true ? 'inclusive' : 'self'} MB per job by site:`);
for (const [k, v] of rows) console.log(`${mb(v).padStart(8)}  ${k}`);
