/**
 * Prompt templates as data (each language's in its folder). A change of wording is a change of the templates' version, so results in
 * bench/results and logged runs can be tied to the exact prompt that produced them.
 * `{{name}}` placeholders are filled by renderTemplate; a section whose placeholders are all
 * empty is dropped by the caller.
 */

export interface ImplementTemplates {
  version: string;
  system: string;
  /** The user message, assembled from these sections in order. */
  sections: { target: string; fileContext: string; retrieved: string; instructions: string };
  repair: string;
  /** Appended to the instructions when the repository asks for another language than English. */
  languageInstruction: string;
}

/** The repair round's message, the same for every language. */
export const REPAIR_TEMPLATE = [
  'Your answer for `{{qualname}}` cannot be used:',
  '{{problems}}',
  '',
  'Fix these problems and answer again with the complete body of `{{name}}` only, following the same instructions.',
].join('\n');

/** The JSON schema asked for when the model supports structured output. */
export const IMPLEMENTATION_JSON_SCHEMA = {
  name: 'implementation',
  schema: {
    type: 'object',
    properties: {
      body: { type: 'string', description: 'The Python statements of the function body, without the def line or docstring.' },
    },
    required: ['body'],
    additionalProperties: false,
  },
} as const;

export function renderTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : String(value);
  });
}
