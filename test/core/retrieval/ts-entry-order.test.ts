import { describe, expect, it } from 'vitest';
import { retrieve } from '../../../src/core/retrieval/index.js';
import { memorySource } from '../graph/memory-source.js';

/** A client class whose fields name many resource classes (each in its own file), as SDK clients do. */
function sdkRepo(): Record<string, string> {
  const files: Record<string, string> = {
    'src/util/url.ts': 'export function isAbsoluteURL(url: string): boolean {\n  return /^[a-z][a-z0-9+.-]*:/i.test(url);\n}\n',
    'src/util/log.ts': 'export function logger(message: string): void {\n  console.log(message);\n}\n',
  };
  const imports: string[] = [];
  const fields: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    files[`src/resources/r${i}.ts`] = `export class R${i} {\n  list(): string {\n    return 'r${i}';\n  }\n}\n`;
    imports.push(`import { R${i} } from './resources/r${i}';`);
    fields.push(`  r${i}: R${i} = new R${i}();`);
  }
  files['src/client.ts'] = [
    ...imports,
    "import { isAbsoluteURL } from './util/url';",
    "import { logger } from './util/log';",
    "import { URL } from 'node:url';",
    'export class Client {',
    ...fields,
    '  log(message: string): void {',
    '    logger(message);',
    '  }',
    '  buildURL(path: string): string {',
    "    throw new Error('not implemented');",
    '  }',
    '}',
    '',
  ].join('\n');
  return files;
}

describe('TypeScript entry points under a small read cap', () => {
  it("reads the imports the rest of the file never uses before the class's field types", async () => {
    const source = memorySource(sdkRepo());
    const r = await retrieve(source, { file: 'src/client.ts', qualname: 'Client.buildURL' }, { retriever: 'dycoder', budgetTokens: 3000, maxHops: 4, maxFilesPerTarget: 4 });
    expect(r.items.map((i) => i.name)).toContain('isAbsoluteURL');
    expect(source.read).toContain('src/util/url.ts');
    expect(source.read.length).toBeLessThanOrEqual(4);
  });

  it('does not follow an unused import of an outside package', async () => {
    const source = memorySource(sdkRepo());
    const r = await retrieve(source, { file: 'src/client.ts', qualname: 'Client.buildURL' }, { retriever: 'dycoder', budgetTokens: 3000, maxHops: 4, maxFilesPerTarget: 4 });
    expect(r.items.map((i) => i.name)).not.toContain('URL');
    expect(source.read.every((f) => f.startsWith('src/'))).toBe(true);
  });
});
