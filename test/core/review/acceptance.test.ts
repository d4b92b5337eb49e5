import { describe, expect, it } from 'vitest';
import { acceptanceTable, renderAcceptanceTable } from '../../../src/core/review/acceptance.js';

const DAY = 24 * 3600 * 1000;
const NOW = 1_800_000_000_000;

describe('acceptanceTable', () => {
  it('counts only the window, and leaves the rate undefined while nothing is decided', () => {
    const table = acceptanceTable(
      [
        { postedAt: NOW - 31 * DAY, outcome: 'applied' },
        { postedAt: NOW - 29 * DAY, outcome: 'stub-remains' },
        { postedAt: NOW - DAY },
        { postedAt: NOW + DAY, outcome: 'applied' },
      ],
      NOW,
    );
    expect(table).toMatchObject({ total: 2, decided: 0, accepted: 0 });
    expect(table.rate).toBeUndefined();
    expect(renderAcceptanceTable(table, 'o/r')).toContain('None of them is decided yet.');
  });

  it('counts removed and closed-without as decided and not accepted', () => {
    const table = acceptanceTable(
      [
        { postedAt: NOW, outcome: 'applied-with-edits', similarity: 0.7 },
        { postedAt: NOW, outcome: 'applied-with-edits', similarity: 0.9 },
        { postedAt: NOW, outcome: 'removed' },
        { postedAt: NOW, outcome: 'closed-without' },
      ],
      NOW,
      7,
    );
    expect(table).toMatchObject({ days: 7, decided: 4, accepted: 2, rate: 0.5 });
    expect(table.editSimilarity).toBeCloseTo(0.8);
  });

  it('says so when nothing was posted', () => {
    expect(renderAcceptanceTable(acceptanceTable([], NOW), 'o/r')).toBe('### DyCoder suggestions in o/r, last 30 days\n\nNo suggestions were posted in this period.');
  });
});
