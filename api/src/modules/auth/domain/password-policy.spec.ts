import { isListedCommonPassword } from '../common-passwords';
import { checkPassword, COMMON_PASSWORD_MESSAGE, commonPasswordForms, describePasswordProblems, isCommonPassword, isPasswordValid } from './password-policy';

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

  it('reads common disguises back to the word: case, look-alike symbols, a short run of digits and symbols at the end', () => {
    expect(commonPasswordForms('P@ssw0rd')).toContain('password');
    expect(commonPasswordForms('Password1!')).toContain('password');
    expect(commonPasswordForms('Welcome1!')).toContain('welcome');
    expect(commonPasswordForms('Qwerty123!')).toContain('qwerty');
    expect(commonPasswordForms('L3tm3!n99')).toContain('letmein');
    // A year is kept: "lagos#2026" is looked up whole.
    expect(commonPasswordForms('Lagos#2026')).not.toContain('lagos');
  });

  it('refuses passwords on the list of common ones with a clear message, and only those', () => {
    const list = new Set(['password', 'welcome', 'qwerty']);
    const isListed = (form: string) => list.has(form);
    expect(isCommonPassword('Qwerty123!', isListed)).toBe(true);
    expect(describePasswordProblems('Welcome1!', isListed)).toBe(COMMON_PASSWORD_MESSAGE);
    expect(describePasswordProblems('Welcome1!')).toBe(''); // without a list (the web), only the rules
    expect(describePasswordProblems('Okra#Soup77', isListed)).toBe('');
    // The rules are named first: the list is only consulted for a password that meets them.
    expect(describePasswordProblems('password', isListed)).toMatch(/^Password needs:/);
  });

  it('refuses the common passwords seen accepted, with the maintained list of zxcvbn-ts', () => {
    for (const p of ['Password1!', 'P@ssw0rd', 'Welcome1!', 'Qwerty123!', 'Football1!', 'Iloveyou2!', 'Monkey123$']) {
      expect([p, describePasswordProblems(p, isListedCommonPassword)]).toEqual([p, 'This password is too common. Choose one that is harder to guess.']);
    }
    for (const p of ['Demo@2026', 'Secret#2026', 'Lagos#2026', 'N3w!secret', 'Okra#Soup77', 'Brand#New1']) {
      expect([p, describePasswordProblems(p, isListedCommonPassword)]).toEqual([p, '']);
    }
  });
});
