/**
 * Runs `dycoder stubs --repo DIR` in this process (the real command, stdout passed through) and
 * then reports the process's peak resident memory (VmHWM) as one JSON line on stderr.
 */
import { readFileSync } from 'node:fs';
import { main } from '../../src/cli/main.js';

const dir = process.argv[2] ?? '.';
const code = await main(['stubs', '--repo', dir], { stdout: process.stdout, stderr: process.stderr });
const peakKb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? NaN);
process.stderr.write(`${JSON.stringify({ code, peakKb })}\n`);
