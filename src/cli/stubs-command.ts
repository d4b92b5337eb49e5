/**
 * `dycoder stubs`: every stub under a directory (see help.ts for the rule on which of them
 * `implement` takes by default). Text lines are printed as stubs are found; with --json the
 * one object is printed at the end. Memory stays bounded on large trees: the scan reads one
 * file at a time without caching texts (see scan-stubs.ts).
 */
import { createFsRepoSource } from '../adapters/local/fs-repo-source.js';
import { parseCommandArgs, requireRepoDir } from './args.js';
import { STUBS_USAGE } from './help.js';
import type { CliIo } from './io.js';
import { scanStubs, type ScannedStub } from './scan-stubs.js';

export type FoundStub = ScannedStub;

function stubLine(stub: ScannedStub): string {
  // A docstring-only stub has an empty range: the body is inserted after the docstring.
  const range = stub.bodyRange.end < stub.bodyRange.start ? `insert after line ${stub.bodyRange.end}` : `lines ${stub.bodyRange.start}-${stub.bodyRange.end}`;
  const note = stub.interface
    ? '  [interface: overridden by a subclass; skipped unless named]'
    : stub.noOp
      ? '  [no-op: an empty body that promises no value; implement skips it unless --all-stubs]'
      : '';
  return `${stub.file}:${stub.defLine}  ${stub.qualname}  ${range}  (${stub.kind})${note}\n`;
}

export async function runStubsCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(argv, { repo: { type: 'string', default: '.' }, json: { type: 'boolean', default: false } }, STUBS_USAGE);
  await requireRepoDir(values.repo);
  const source = createFsRepoSource(values.repo, { cacheTexts: false });
  const stream = !values.json;
  const scan = await scanStubs(source, {
    ...(stream ? { onStub: (stub: ScannedStub) => io.stdout.write(stubLine(stub)) } : {}),
    ...(stream ? { onUnreadable: (u: { file: string; reason: string }) => io.stdout.write(`skipped ${u.file}: ${u.reason}\n`) } : {}),
  });
  const { stubs, unreadable, filesScanned } = scan;
  if (values.json) {
    io.stdout.write(`${JSON.stringify({ stubs, skippedFiles: unreadable, filesScanned }, null, 2)}\n`);
    return 0;
  }
  const interfaces = stubs.filter((s) => s.interface).length;
  const noOps = stubs.filter((s) => s.noOp && !s.interface).length;
  const extra = [
    interfaces > 0 ? `${interfaces} of them overridden interface(s)` : '',
    noOps > 0 ? `${noOps} no-op(s)` : '',
    unreadable.length > 0 ? `${unreadable.length} file(s) skipped` : '',
  ].filter(Boolean);
  io.stdout.write(`${stubs.length} stub(s) in ${filesScanned} source file(s)${extra.length ? ` (${extra.join('; ')})` : ''}\n`);
  return 0;
}
