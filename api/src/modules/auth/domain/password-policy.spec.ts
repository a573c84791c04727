import { checkPassword, describePasswordProblems, isPasswordValid } from './password-policy';

describe('password policy', () => {
  it('accepts a password meeting every rule', () => {
    expect(isPasswordValid('Demo@2026')).toBe(true);
    expect(describePasswordProblems('Demo@2026')).toBe('');
  });

  it.each([
    ['Ab1@xyz', 'length'],
    ['Abcdef@!', 'digit'],
    ['ABCDEF1@', 'lowercase'],
    ['abcdef1@', 'uppercase'],
    ['Abcdefg1', 'special'],
  ])('rejects %s for its %s rule only', (password, rule) => {
    const unmet = checkPassword(password).filter((c) => !c.met).map((c) => c.id);
    expect(unmet).toEqual([rule]);
    expect(isPasswordValid(password)).toBe(false);
  });

  it('names every unmet rule', () => {
    expect(describePasswordProblems('abc')).toBe(
      'Password needs: at least 8 characters; at least one number; at least one uppercase letter; at least one special character (e.g. @, #, !).',
    );
  });

  it('counts a space or unicode symbol as special', () => {
    expect(isPasswordValid('Abcdefg 1')).toBe(true);
    expect(isPasswordValid('Abcdefg1₦')).toBe(true);
  });
});
