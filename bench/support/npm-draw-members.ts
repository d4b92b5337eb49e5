/**
 * What held out 17's and 18's npm walks share around the walk itself: the lines of an earlier run reused by `--replay`,
 * and the members printed and installed together into the set's corpus folder (pinned, no scripts; one at a time when
 * together fails, a member that does not install dropped and reported).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Stratum } from './blind-draw.js';

export const REPLAY_DRAWN = /^(ts|js), (\d+) files under (\w+)\/, \d+ targets: DRAWN$/;
const REPLAY_LINE = /^\[\d\d:\d\d:\d\d\] (?:large|medium|small) (\S+) \(\d+\/month\)(?: (\S+))?: (.*)$/;

/** `--replay LOG`: the walk's lines by candidate, reused without a look-up so that a stopped walk goes on where it was. */
export function readReplay(log: string | undefined): Map<string, { line: string; version: string | undefined; outcome: string }> {
  const replayed = new Map<string, { line: string; version: string | undefined; outcome: string }>();
  if (log === undefined) return replayed;
  for (const line of readFileSync(log, 'utf8').split('\n')) {
    const m = REPLAY_LINE.exec(line);
    if (m !== null) replayed.set(m[1]!, { line, version: m[2], outcome: m[3]! });
  }
  return replayed;
}

export interface DrawnMember { name: string; version: string; kind: 'ts' | 'js'; dir: string; files: number; stratum: Stratum; downloads: number }

/** Prints the members and installs them into `dir` (a bench/corpora-validate* folder). */
export function installDrawn(dir: string, drawn: readonly DrawnMember[]): void {
  console.log(`drawn (${drawn.length}):`);
  for (const d of drawn) console.log(`  ${d.kind} ${d.name} ${d.version} (${d.dir}, ${d.files} files, ${d.stratum}, ${d.downloads}/month)`);
  if (drawn.length === 0) return;
  const install = (specs: string[]): void => {
    execFileSync('npm', ['install', '--save-exact', '--prefix', dir, '--ignore-scripts', '--no-audit', '--no-fund', ...specs], { stdio: ['ignore', 'inherit', 'inherit'], timeout: 900_000 });
  };
  console.log(`[${new Date().toISOString().slice(11, 19)}] installing the members into bench/${basename(dir)}`);
  try {
    install(drawn.map((d) => `${d.name}@${d.version}`));
  } catch {
    console.log('installing them together failed: one at a time');
    for (const d of drawn) {
      try { install([`${d.name}@${d.version}`]); } catch { console.log(`DROPPED ${d.name}: does not install`); }
    }
  }
  console.log(`[${new Date().toISOString().slice(11, 19)}] installed`);
}
