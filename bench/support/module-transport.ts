/**
 * What a parse thread's module costs to send back (adapters/cpu/parse-threads.ts): V8's structured
 * clone (`v8.serialize`/`deserialize`, the serializer `postMessage` uses) against JSON text with
 * json-exact.ts's check, over every `.py` file of a Debian package, the two ways alternating in one
 * process. Prints CPU ms per pass over the package for each side (thread: the sending side's work;
 * loop: the receiving side's, which a job's event loop pays).
 *
 *   node --import tsx bench/support/module-transport.ts [DIR ...] [--passes N]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { jsonExact, jsonExactBound } from '../../src/adapters/cpu/json-exact.js';
import { parseSource } from '../../src/core/languages/index.js';

const { values, positionals } = parseArgs({ options: { passes: { type: 'string', default: '10' } }, allowPositionals: true });
const passes = Number(values.passes);
const cpuMs = (work: () => void): number => {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
};
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
for (const dir of positionals.length > 0 ? positionals : ['/usr/lib/python3/dist-packages/click', '/usr/lib/python3/dist-packages/rich']) {
  const files = readdirSync(dir).filter((f) => f.endsWith('.py')).map((f) => readFileSync(join(dir, f), 'utf8'));
  const modules = files.map((text, i) => ({ text, parsed: parseSource(text, `m${i}.py`) }));
  const clones = modules.map((m) => serialize(m.parsed));
  const texts = modules.map((m) => JSON.stringify(m.parsed));
  const t = { cloneSend: [] as number[], cloneTake: [] as number[], jsonSend: [] as number[], jsonTake: [] as number[] };
  for (let pass = 0; pass <= passes; pass += 1) {
    const cloneSend = cpuMs(() => modules.forEach((m) => serialize(m.parsed)));
    const jsonSend = cpuMs(() => modules.forEach((m) => jsonExact(m.parsed, jsonExactBound(m.text)) && JSON.stringify(m.parsed)));
    const cloneTake = cpuMs(() => clones.forEach((c) => deserialize(c)));
    const jsonTake = cpuMs(() => texts.forEach((s) => JSON.parse(s)));
    // The first pass warms up (JIT) and is not counted.
    if (pass === 0) continue;
    t.cloneSend.push(cloneSend);
    t.jsonSend.push(jsonSend);
    t.cloneTake.push(cloneTake);
    t.jsonTake.push(jsonTake);
  }
  const chars = files.reduce((n, f) => n + f.length, 0);
  console.log(`${dir} (${files.length} files, ${chars} characters), median CPU ms per pass of ${passes}, load ${(process.env.LOAD ?? '')}:`);
  console.log(`  thread (send): structured clone ${median(t.cloneSend).toFixed(1)}, JSON with its check ${median(t.jsonSend).toFixed(1)} (${(median(t.jsonSend) / median(t.cloneSend)).toFixed(2)})`);
  console.log(`  loop (take):   structured clone ${median(t.cloneTake).toFixed(1)}, JSON.parse ${median(t.jsonTake).toFixed(1)} (${(median(t.jsonTake) / median(t.cloneTake)).toFixed(2)})`);
}
