/**
 * The JavaScript answer check on a member of `this` that only SUBCLASSES assign (issue 22, held out 7's
 * last false rejection): discord.js 14.28.1's BaseInteraction reads `this.commandType`, which its
 * subclasses CommandInteraction and AutocompleteInteraction assign (`this.commandType = data.data.type`).
 * Verbatim files in test/fixtures/discordjs-subclass-members (Apache-2.0). A member the hierarchy uses
 * outside the body, or a read subclass assigns, is the class's; a name nothing in the hierarchy has stays
 * an error.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const ROOT = resolve(import.meta.dirname, '../../../fixtures/discordjs-subclass-members');
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
const BASE = 'src/structures/Base.js';
const FILE = 'src/structures/BaseInteraction.js';
const SUB = 'src/structures/CommandInteraction.js';
const BODY = [
  'return (',
  '  this.type === InteractionType.ApplicationCommand &&',
  '  [ApplicationCommandType.User, ApplicationCommandType.Message].includes(this.commandType)',
  ');',
].join('\n');
const cache = createValidationCache();
await prepareValidation('check.js', cache);
shareTsLibEnv(cache);

/** BaseInteraction.js with `isContextMenuCommand`'s body stubbed; `text` may be an edited copy of the file. */
function checker(text: string, extra: ReadonlyArray<readonly [string, string]>) {
  const indented = BODY.split('\n').map((l) => `    ${l}`).join('\n');
  expect(text).toContain(indented);
  const source = text.replace(indented, "    throw new Error('not implemented');");
  const parsed = parseTypeScript(source, FILE);
  const stub = parsed.stubs!.find((s) => s.qualname === 'BaseInteraction.isContextMenuCommand')!;
  const def = parsed.definitions.find((d) => d.qualname === stub.qualname && d.range.start === stub.defLine)!;
  const readFiles = new Map<string, string>([[FILE, source], [BASE, read(BASE)], ...extra]);
  return (body: string) => validateImplementation({ source, parsed, target: def, stub, body, file: FILE, readFiles, cache }).errors;
}

describe('JavaScript members only subclasses assign', () => {
  it("accepts a member the class's other methods read too, and rejects one nothing in the hierarchy has", () => {
    const check = checker(read(FILE), []);
    expect(check(BODY)).toEqual([]);
    expect(check(BODY.replace('includes(this.commandType)', 'includes(this.commandKind)'))).toEqual([
      expect.stringMatching(/Property 'commandKind' does not exist on type 'BaseInteraction'.*\(TS2339\)/),
    ]);
    expect(check(BODY.replace('this.type ===', 'this.typeValue ==='))).toEqual([expect.stringMatching(/Property 'typeValue' does not exist on type 'BaseInteraction'/)]);
  });

  it('with no other reader in the class, accepts the member when a read subclass assigns it, and not without the subclass', () => {
    // The file with every OTHER read of `this.commandType` renamed: only the subclass can vouch for it now.
    const lines = read(FILE).split('\n');
    const edited = lines.map((l) => (l.includes('this.commandType') && !l.includes('.includes(this.commandType)') ? l.replaceAll('this.commandType', 'this.type') : l)).join('\n');
    expect(edited.split('this.commandType').length - 1).toBe(1);
    expect(read(SUB)).toContain('this.commandType = data.data.type;');
    expect(checker(edited, [[SUB, read(SUB)]])(BODY)).toEqual([]);
    expect(checker(edited, [])(BODY)).toEqual([expect.stringMatching(/Property 'commandType' does not exist on type 'BaseInteraction'/)]);
    expect(checker(edited, [[SUB, read(SUB)]])(BODY.replace('includes(this.commandType)', 'includes(this.commandName2)'))).toEqual([
      expect.stringMatching(/Property 'commandName2' does not exist on type 'BaseInteraction'/),
    ]);
  });
});
