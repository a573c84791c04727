import { safeNextPath, withNext } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['/food-packs/abc?start=1', '/food-packs/abc?start=1'],
    ['/profile?tab=savings#plans', '/profile?tab=savings#plans'],
    ['/a/../food-packs', '/food-packs'],
  ])('keeps the internal path %s', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.example/food-packs'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash protocol-relative', '/\\evil.example'],
    ['a backslash inside', '/food-packs\\..\\x'],
    ['a script', 'javascript:alert(1)'],
    ['no leading slash', 'food-packs'],
    ['a control character', '/food-packs\n//evil.example'],
    ['a tab before slashes', '/\t/evil.example'],
    ['nothing', ''],
    ['too long', `/${'a'.repeat(600)}`],
  ])('refuses %s', (_name, value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it('is null for null and undefined', () => {
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
  });
});

describe('withNext', () => {
  it("carries an internal path through a sign-in page's address, and nothing else", () => {
    expect(withNext('/register', '/food-packs/p-1?start=1')).toBe('/register?next=%2Ffood-packs%2Fp-1%3Fstart%3D1');
    expect(withNext('/login', 'https://evil.example')).toBe('/login');
    expect(withNext('/login', null)).toBe('/login');
  });
});
