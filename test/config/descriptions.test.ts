/**
 * Every description a user reads names every supported language, from the one list the code
 * exports (src/core/supported-languages.ts): app.yml (the registered app), package.json (npm and
 * the setup page) and the CLI help. "stubbed Python functions" alone is what used to be written.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { main } from '../../src/cli/main.js';
import { SUPPORTED_LANGUAGES, supportedLanguagesText } from '../../src/core/supported-languages.js';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

function expectAllLanguages(text: string): void {
  for (const language of SUPPORTED_LANGUAGES) expect(text).toContain(language);
  expect(text).not.toMatch(/stubbed Python functions/);
}

describe('descriptions name every supported language', () => {
  it('has a list to check against', () => {
    expect(SUPPORTED_LANGUAGES.length).toBeGreaterThanOrEqual(2);
    expect(supportedLanguagesText()).toBe('Python, TypeScript/JavaScript, Go, Rust and Java');
  });

  it('app.yml and package.json', () => {
    expectAllLanguages(z.object({ description: z.string() }).parse(parseYaml(read('app.yml'))).description);
    expectAllLanguages(z.object({ description: z.string() }).parse(JSON.parse(read('package.json'))).description);
  });

  it('the CLI help', async () => {
    let out = '';
    const sink = { write: (s: string) => void (out += s) };
    expect(await main(['help'], { stdout: sink, stderr: sink })).toBe(0);
    expectAllLanguages(out);
  });
});
