import { parseArgs } from 'node:util';
import { createFsRepoSource } from '../adapters/local/fs-repo-source.js';
import { frontEndFor, isSourceFile } from '../core/lang/index.js';
import type { Stub } from '../core/lang/types.js';
import { UsageError, type CliIo } from './io.js';

export const STUBS_USAGE = 'dycoder stubs --repo DIR [--json]';

export interface FoundStub extends Stub {
  file: string;
}

/** Lists every stubbed function under a directory (Python, TypeScript, JavaScript). */
export async function runStubsCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { repo: { type: 'string' }, json: { type: 'boolean', default: false } },
    strict: true,
  });
  if (!values.repo) throw new UsageError(`--repo is required: ${STUBS_USAGE}`);
  const source = createFsRepoSource(values.repo);
  const files = (await source.listFiles()).filter(isSourceFile).sort();
  const stubs: FoundStub[] = [];
  for (const file of files) {
    const text = await source.readFile(file);
    if (text === undefined) continue;
    for (const stub of frontEndFor(file).findStubs(text, file)) stubs.push({ file, ...stub });
  }
  if (values.json) {
    io.stdout.write(`${JSON.stringify({ stubs, filesScanned: files.length }, null, 2)}\n`);
    return 0;
  }
  for (const stub of stubs) {
    // A docstring-only stub has an empty range: the body is inserted after the docstring.
    const range =
      stub.bodyRange.end < stub.bodyRange.start
        ? `insert after line ${stub.bodyRange.end}`
        : `lines ${stub.bodyRange.start}-${stub.bodyRange.end}`;
    io.stdout.write(`${stub.file}:${stub.defLine}  ${stub.qualname}  ${range}  (${stub.kind})\n`);
  }
  io.stdout.write(`${stubs.length} stub(s) in ${files.length} source file(s)\n`);
  return 0;
}
