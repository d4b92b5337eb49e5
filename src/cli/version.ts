/** The version `dycoder --version` prints: package.json's, found next to src/ or dist/. */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';

const packageJson = z.object({ name: z.string(), version: z.string() });

export async function packageVersion(url = new URL('../../package.json', import.meta.url)): Promise<string> {
  try {
    return packageJson.parse(JSON.parse(await readFile(url, 'utf8'))).version;
  } catch {
    return 'unknown';
  }
}
