import type { LanguageFixture } from './fixture.js';

const lines = (...l: string[]): string => `${l.join('\n')}\n`;

export const java: LanguageFixture = {
  language: 'Java',
  base: {
    // Item is in Cart's package: found without an import (same-package visibility).
    'app/src/main/java/com/shop/Item.java': lines('package com.shop;', '', 'public class Item {', '  final long price;', '', '  Item(long price) {', '    this.price = price;', '  }', '}'),
  },
  file: 'app/src/main/java/com/shop/Cart.java',
  text: lines(
    'package com.shop;',
    '',
    'import java.util.List;',
    '',
    'public class Cart {',
    '  private final List<Item> items;',
    '',
    '  Cart(List<Item> items) {',
    '    this.items = items;',
    '  }',
    '',
    '  /** The sum of the item prices. */',
    '  public long total() {',
    '    throw new UnsupportedOperationException();',
    '  }',
    '}',
  ),
  qualname: 'Cart.total',
  fence: 'java',
  answer: 'long sum = 0;\nfor (Item item : items) {\n  sum += item.price;\n}\nreturn sum;',
  suggestion: '    long sum = 0;\n    for (Item item : items) {\n      sum += item.price;\n    }\n    return sum;',
  contextHas: 'final long price;',
};
