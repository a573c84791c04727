import { controlCharactersMessage, hasControlCharacters, singleLine, withoutControlCharacters } from './text';

describe('control characters in free text', () => {
  it('finds line breaks, other controls, separators and bidi overrides in one-line text', () => {
    for (const bad of ['Ada\nObi', 'Ada\rObi', 'Ada\tObi', 'A\u0000da', 'A\u001bda', 'A\u007fda', 'A\u0085da', 'A\u2028da', 'A\u2029da', 'A\u202eadA', 'A\u2066da', 'A\u2069da']) {
      expect([JSON.stringify(bad), hasControlCharacters(bad)]).toEqual([JSON.stringify(bad), true]);
    }
  });

  it('lets ordinary names through, accents and other scripts included', () => {
    for (const good of ['Ada Obi', 'Ṭhérèse Ọlájídé', "O'Neil-Smith", 'محمد', '张伟', 'Zoë 😀', '4 Bode Thomas St., Surulere']) {
      expect(hasControlCharacters(good)).toBe(false);
    }
  });

  it('lets a multi-line text keep line feeds and tabs, and nothing else', () => {
    expect(hasControlCharacters('Hello,\n\tthanks', { multiline: true })).toBe(false);
    expect(hasControlCharacters('Hello\u0007', { multiline: true })).toBe(true);
    expect(hasControlCharacters('Hello\u202e', { multiline: true })).toBe(true);
    expect(hasControlCharacters('Hello\u2028there', { multiline: true })).toBe(true);
  });

  it('words the field error with the field name', () => {
    expect(controlCharactersMessage('First name')).toBe('First name must not contain line breaks or control characters');
  });

  it('flattens text for an e-mail subject or greeting', () => {
    expect(singleLine(' Ada\r\nURGENT: verify at http://evil.example\u2028now\u202e ')).toBe('Ada URGENT: verify at http://evil.example now');
    expect(withoutControlCharacters('Hi\r\nthere\u0000\tyou\u202e')).toBe('Hi\nthere\tyou');
  });
});
