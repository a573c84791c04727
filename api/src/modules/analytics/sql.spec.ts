import { integer, periodIndexSql } from './sql';

const starts = (n: number) => Array.from({ length: n }, (_, i) => ({ from: new Date(Date.UTC(2026, 8, 1 + i)) }));

/** Evaluates the generated CASE expression for a value, as a database would (its grammar: a number, or CASE WHEN col < :name THEN e ELSE e END). */
function evaluate(sql: string, params: Record<string, Date>, value: Date): number {
  const tokens = sql.split(' ');
  let at = 0;
  const take = (word: string) => {
    if (tokens[at++] !== word) throw new Error(`expected ${word} at token ${at - 1}`);
  };
  const expression = (): number => {
    if (tokens[at] !== 'CASE') return Number(tokens[at++]);
    ['CASE', 'WHEN', 'col', '<'].forEach(take);
    const bound = params[tokens[at++].slice(1)];
    take('THEN');
    const below = expression();
    take('ELSE');
    const above = expression();
    take('END');
    return value < bound ? below : above;
  };
  const result = expression();
  if (at !== tokens.length) throw new Error('tokens left over');
  return result;
}

describe('the period index in SQL', () => {
  it('is 0 for a single period, with no parameters', () => {
    expect(periodIndexSql('col', starts(1))).toEqual({ sql: '0', params: {} });
  });

  it('finds each period by a binary search over its start', () => {
    const periods = starts(366);
    const { sql, params } = periodIndexSql('col', periods);
    expect(Object.keys(params)).toHaveLength(365); // every start but the first
    for (const i of [0, 1, 2, 100, 183, 364, 365]) {
      expect(evaluate(sql, params, periods[i].from)).toBe(i);
      expect(evaluate(sql, params, new Date(periods[i].from.getTime() + 86_399_999))).toBe(i);
    }
  });

  it('nests about log2(n) deep, not n', () => {
    const { sql } = periodIndexSql('col', starts(366));
    let depth = 0;
    let deepest = 0;
    for (const token of sql.split(' ')) {
      if (token === 'CASE') deepest = Math.max(deepest, ++depth);
      if (token === 'END') depth--;
    }
    expect(deepest).toBe(9);
  });

  it('refuses no periods', () => {
    expect(() => periodIndexSql('col', [])).toThrow(RangeError);
  });
});

describe('an aggregate read back', () => {
  it('is a number whether the driver gave a number, a decimal string or NULL', () => {
    expect(integer(3)).toBe(3);
    expect(integer('3000000')).toBe(3_000_000);
    expect(integer(null)).toBe(0);
    expect(() => integer('9007199254740993')).toThrow(RangeError);
  });
});
