/**
 * Writes schema/dycoder.schema.json from the zod schema of `.github/dycoder.yml`, so editors can
 * validate the file and the README's defaults stay generated rather than hand-copied.
 * Usage: npx tsx scripts/gen-config-schema.ts [--check]
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { repoConfigSchema } from '../src/config/repo-config.js';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'schema', 'dycoder.schema.json');

function renderConfigSchema(): string {
  // io: 'input' because users write the input side: every field with a default is optional.
  const schema = z.toJSONSchema(repoConfigSchema, { io: 'input', target: 'draft-2020-12' });
  const document = {
    ...schema,
    $id: 'https://github.com/dycoder/dycoder/schema/dycoder.schema.json',
    title: 'DyCoder repository configuration (.github/dycoder.yml)',
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

const text = renderConfigSchema();
if (process.argv.includes('--check')) {
  const current = await readFile(out, 'utf8').catch(() => '');
  if (current !== text) {
    console.error('schema/dycoder.schema.json is out of date: run npx tsx scripts/gen-config-schema.ts');
    process.exit(1);
  }
} else {
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, text);
  console.log(`wrote ${out}`);
}
