import type { LanguageFixture } from './fixture.js';

export const go: LanguageFixture = {
  language: 'Go',
  base: {
    'go.mod': 'module example.com/shop\n\ngo 1.19\n',
    'money/money.go': 'package money\n\nimport "fmt"\n\n// CentsText formats cents as dollars.\nfunc CentsText(cents int) string {\n\treturn fmt.Sprintf("$%d.%02d", cents/100, cents%100)\n}\n',
  },
  file: 'report/report.go',
  text: ['package report', '', 'import "example.com/shop/money"', '', '// TotalText is the sum of the prices, as dollars.', 'func TotalText(prices []int) string {', '\tpanic("not implemented")', '}', ''].join('\n'),
  qualname: 'TotalText',
  fence: 'go',
  answer: 'total := 0\nfor _, p := range prices {\n\ttotal += p\n}\nreturn money.CentsText(total)',
  suggestion: '\ttotal := 0\n\tfor _, p := range prices {\n\t\ttotal += p\n\t}\n\treturn money.CentsText(total)',
  contextHas: 'func CentsText(cents int) string {',
};
