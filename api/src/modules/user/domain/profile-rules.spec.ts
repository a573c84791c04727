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
      { field: 'phoneNumber', message: 'Enter a valid phone number, e.g. 08031234567' },
    ]);
  });
});
