import { normalizeProfile, profileProblems } from './profile-rules';

const valid = { firstName: ' Ada ', lastName: 'Obi', email: ' Ada@Example.NG ', phoneNumber: '0803 123 4567', address: '  ' };

describe('profile rules', () => {
  it('normalises e-mail case, phone punctuation and blank address', () => {
    expect(normalizeProfile(valid)).toEqual({
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.ng',
      phoneNumber: '08031234567',
      address: null,
    });
  });

  it('keeps an international prefix', () => {
    expect(normalizeProfile({ ...valid, phoneNumber: '+234 803-123-4567' }).phoneNumber).toBe('+2348031234567');
  });

  it('accepts valid details', () => {
    expect(profileProblems(normalizeProfile(valid))).toEqual([]);
  });

  it('names each missing or malformed field', () => {
    const problems = profileProblems(normalizeProfile({ firstName: '', lastName: ' ', email: 'not-an-email', phoneNumber: '123' }));
    expect(problems).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'phoneNumber', message: 'Enter a Nigerian mobile number, e.g. 0803 123 4567' },
    ]);
  });

  it('refuses line breaks and control characters in names and the address, which reach e-mails', () => {
    const problems = profileProblems(
      normalizeProfile({ ...valid, firstName: 'Ada\nURGENT: verify at http://evil.example', lastName: 'Obi\u202e', email: 'ada\u0000@example.ng', address: '4 Bode Thomas St\r\nSurulere' }),
    );
    expect(problems).toEqual([
      { field: 'firstName', message: 'First name must not contain line breaks or control characters' },
      { field: 'lastName', message: 'Last name must not contain line breaks or control characters' },
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'address', message: 'Address must not contain line breaks or control characters' },
    ]);
    expect(profileProblems(normalizeProfile({ ...valid, firstName: 'Ṭhérèse', lastName: 'Ọlájídé' }))).toEqual([]);
  });
});
