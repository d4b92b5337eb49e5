/** Dev tool: RSS after loading the retrieval stack, and after parsing the N largest files of a directory. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parsePython } from '../../src/core/lang/python/index.js';
import '../../src/core/retrieval/index.js';

const mb = (): number => Math.round(process.memoryUsage().rss / 1048576);
console.log('after import', mb(), 'MB; peak', Math.round(process.resourceUsage().maxRSS / 1024));
const dir = process.argv[2] ?? '/usr/lib/python3/dist-packages/sympy/core';
const files = readdirSync(dir).filter((f) => f.endsWith('.py')).map((f) => join(dir, f)).sort((a, b) => statSync(b).size - statSync(a).size).slice(0, Number(process.argv[3] ?? 10));
const kept = [];
for (const f of files) {
  const t = performance.now();
  kept.push(parsePython(readFileSync(f, 'utf8')));
  const m = process.memoryUsage(); console.log(f, statSync(f).size, Math.round(performance.now() - t), 'ms', mb(), 'MB heap', Math.round(m.heapUsed / 1048576), 'ext', Math.round(m.external / 1048576), 'ab', Math.round(m.arrayBuffers / 1048576));
}
console.log('peak', Math.round(process.resourceUsage().maxRSS / 1024), 'MB');
