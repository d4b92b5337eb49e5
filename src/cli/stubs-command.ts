import { createFsRepoSource } from '../adapters/local/fs-repo-source.js';
import { parseCommandArgs, requireRepoDir } from './args.js';
import { UsageError, type CliIo } from './io.js';
import { scanStubs, type ScannedStub } from './scan-stubs.js';

export const STUBS_USAGE = 'dycoder stubs --repo DIR [--json]';

export type FoundStub = ScannedStub;

/**
 * Lists every stubbed function under a directory (Python, TypeScript, JavaScript). Overridden interface methods are
 * marked (automatic mode leaves them alone); unreadable Python files are listed with the reason.
 */
export async function runStubsCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(argv, { repo: { type: 'string' }, json: { type: 'boolean', default: false } }, STUBS_USAGE);
  if (!values.repo) throw new UsageError(`--repo is required: ${STUBS_USAGE}`);
  await requireRepoDir(values.repo);
  const { stubs, unreadable, filesScanned } = await scanStubs(createFsRepoSource(values.repo));
  if (values.json) {
    io.stdout.write(`${JSON.stringify({ stubs, skippedFiles: unreadable, filesScanned }, null, 2)}\n`);
    return 0;
  }
  for (const stub of stubs) {
    // A docstring-only stub has an empty range: the body is inserted after the docstring.
    const range =
      stub.bodyRange.end < stub.bodyRange.start
        ? `insert after line ${stub.bodyRange.end}`
        : `lines ${stub.bodyRange.start}-${stub.bodyRange.end}`;
    const note = stub.interface ? '  [interface: overridden by a subclass; skipped unless named]' : '';
    io.stdout.write(`${stub.file}:${stub.defLine}  ${stub.qualname}  ${range}  (${stub.kind})${note}\n`);
  }
  for (const u of unreadable) io.stdout.write(`skipped ${u.file}: ${u.reason}\n`);
  const interfaces = stubs.filter((s) => s.interface).length;
  const extra = [interfaces > 0 ? `${interfaces} of them overridden interface(s)` : '', unreadable.length > 0 ? `${unreadable.length} file(s) skipped` : ''].filter(Boolean);
  io.stdout.write(`${stubs.length} stub(s) in ${filesScanned} source file(s)${extra.length ? ` (${extra.join('; ')})` : ''}\n`);
  return 0;
}
