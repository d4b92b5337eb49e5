import type { LanguageFixture } from './fixture.js';

export const typescript: LanguageFixture = {
  language: 'TypeScript',
  base: {
    'web/src/money.ts': 'export function centsText(cents: number): string {\n  return `$${(cents / 100).toFixed(2)}`;\n}\n',
  },
  file: 'web/src/report.ts',
  text: ["import { centsText } from './money';", '', '/** The sum of the prices, as dollars. */', 'export function totalText(prices: number[]): string {', "  throw new Error('not implemented');", '}', ''].join('\n'),
  qualname: 'totalText',
  fence: 'typescript',
  answer: 'return centsText(prices.reduce((a, b) => a + b, 0));',
  suggestion: '  return centsText(prices.reduce((a, b) => a + b, 0));',
  contextHas: 'export function centsText(cents: number): string {',
};
