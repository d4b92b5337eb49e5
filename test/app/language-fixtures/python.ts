import type { LanguageFixture } from './fixture.js';

export const python: LanguageFixture = {
  language: 'Python',
  base: {
    'tools/__init__.py': '',
    'tools/money.py': 'def cents_text(cents: int) -> str:\n    """Cents as dollars."""\n    return f"${cents / 100:.2f}"\n',
  },
  file: 'tools/report.py',
  text: ['from .money import cents_text', '', '', 'def total_text(prices: list) -> str:', '    """The sum of the prices, as dollars."""', '    pass', ''].join('\n'),
  qualname: 'total_text',
  fence: 'python',
  answer: 'return cents_text(sum(prices))',
  suggestion: '    return cents_text(sum(prices))',
  contextHas: 'def cents_text(cents: int) -> str:',
};
