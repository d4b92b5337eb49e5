import type { LanguageFixture } from './fixture.js';

export const rust: LanguageFixture = {
  language: 'Rust',
  base: {
    'Cargo.toml': '[package]\nname = "shop"\nversion = "0.1.0"\nedition = "2021"\n',
    'src/lib.rs': 'pub mod money;\npub mod report;\n',
    'src/money.rs': '/// Cents as dollars.\npub fn cents_text(cents: u64) -> String {\n    format!("${}.{:02}", cents / 100, cents % 100)\n}\n',
  },
  file: 'src/report.rs',
  text: ['use crate::money::cents_text;', '', '/// The sum of the prices, as dollars.', 'pub fn total_text(prices: &[u64]) -> String {', '    todo!()', '}', ''].join('\n'),
  qualname: 'total_text',
  fence: 'rust',
  answer: 'let total: u64 = prices.iter().sum();\ncents_text(total)',
  suggestion: '    let total: u64 = prices.iter().sum();\n    cents_text(total)',
  contextHas: 'pub fn cents_text(cents: u64) -> String {',
};
