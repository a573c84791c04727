import { likePattern, normalizePackFilter, normalizePackSort, normalizePage, visibleFilter } from './filters';

describe('pack filters', () => {
  it("treats 'all', empty and missing as no filter", () => {
    expect(normalizePackFilter({ search: '  ', durationMonths: 'all', category: 'ALL', featured: '', available: null })).toEqual({ ok: true, value: {} });
    expect(normalizePackFilter()).toEqual({ ok: true, value: {} });
  });

  it('normalises values from a query string', () => {
    expect(
      normalizePackFilter({ search: '  Golden   PENNY ', durationMonths: '3', category: 'Foodstuff', featured: 'true', available: '0', minPriceKobo: 0, maxPriceKobo: 5_000_000 }),
    ).toEqual({
      ok: true,
      value: { search: 'golden penny', durationMonths: 3, category: 'foodstuff', featured: true, available: false, minPriceKobo: 0, maxPriceKobo: 5_000_000 },
    });
  });

  it('names every bad value', () => {
    const check = normalizePackFilter({ durationMonths: '6', category: 'drinks', featured: 'maybe', minPriceKobo: 100, maxPriceKobo: 50 });
    expect(check).toEqual({
      ok: false,
      problems: [
        { field: 'durationMonths', message: 'Duration must be all or 1 to 4 months' },
        { field: 'category', message: 'Category must be all, provision, foodstuff, mixed' },
        { field: 'featured', message: 'featured must be true, false or all' },
        { field: 'maxPriceKobo', message: 'Maximum price must not be below the minimum price' },
      ],
    });
  });

  it('escapes LIKE wildcards so a search for 50% matches only "50%"', () => {
    expect(likePattern('50%_off!')).toBe('%50!%!_off!!%');
  });

  it('shows the public only available packs, and admins everything', () => {
    expect(visibleFilter({ category: 'mixed' }, { admin: false })).toEqual({ category: 'mixed', available: true });
    expect(visibleFilter({ available: false }, { admin: false })).toBe('nothing');
    expect(visibleFilter({ available: false }, { admin: true })).toEqual({ available: false });
    expect(visibleFilter({}, { admin: true })).toEqual({});
  });
});

describe('pack sort and page', () => {
  it('accepts the whitelisted fields in any casing, defaulting to oldest first', () => {
    expect(normalizePackSort()).toEqual({ ok: true, value: { field: 'createdAt', direction: 'asc' } });
    expect(normalizePackSort('CREATED_AT', 'DESC')).toEqual({ ok: true, value: { field: 'createdAt', direction: 'desc' } });
    expect(normalizePackSort('Price', 'asc')).toEqual({ ok: true, value: { field: 'price', direction: 'asc' } });
  });

  it('refuses anything else, such as a column name or SQL', () => {
    expect(normalizePackSort('price_kobo; DROP TABLE food_packs', 'sideways')).toEqual({
      ok: false,
      problems: [
        { field: 'sortBy', message: 'Sort by one of name, price, duration, createdAt' },
        { field: 'sortOrder', message: 'Sort order must be asc or desc' },
      ],
    });
  });

  it('pages from 1 with 12 a page by default and at most 100', () => {
    expect(normalizePage()).toEqual({ ok: true, value: { page: 1, pageSize: 12 } });
    expect(normalizePage('2', '10')).toEqual({ ok: true, value: { page: 2, pageSize: 10 } });
    expect(normalizePage(0, 101)).toEqual({
      ok: false,
      problems: [
        { field: 'page', message: 'Page must be a whole number of at least 1' },
        { field: 'pageSize', message: 'Page size must be a whole number from 1 to 100' },
      ],
    });
    expect(normalizePage(1.5, 'ten').ok).toBe(false);
  });
});
