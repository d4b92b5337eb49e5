/** Issue 19, item 9: the worker's pretty log lines carry their time; json lines carry `time` as pino's. */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createProcessLogger } from '../../src/adapters/logging/process-logger.js';

async function linesOf(format: 'json' | 'pretty'): Promise<string> {
  const sink = new PassThrough();
  const chunks: string[] = [];
  sink.on('data', (c: Buffer) => chunks.push(c.toString()));
  const log = createProcessLogger({ level: 'info', format, destination: sink });
  log.child({ name: 'dycoder-worker' }).warn({ jobId: 'impl-1' }, 'job attempt failed');
  log.debug('not shown at info');
  await new Promise((r) => setTimeout(r, 50));
  return chunks.join('');
}

describe('process logger', () => {
  it('pretty: each line starts with its date and time to the millisecond', async () => {
    const text = await linesOf('pretty');
    expect(text).toMatch(/^\[\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}\] WARN \(dycoder-worker\): job attempt failed/);
    expect(text).toContain('jobId: "impl-1"');
    expect(text).not.toContain('not shown');
  });

  it('json: one object per line with a numeric time', async () => {
    const [line] = (await linesOf('json')).trim().split('\n');
    const record = JSON.parse(line!) as { time: number; msg: string; level: number };
    expect(record).toMatchObject({ msg: 'job attempt failed', level: 40 });
    expect(Math.abs(record.time - Date.now())).toBeLessThan(60_000);
  });
});
