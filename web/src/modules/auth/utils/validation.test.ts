import { registerFieldOrder, validateRegister, type RegisterValues } from './validation';

const filled: RegisterValues = {
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.ng',
  phoneNumber: '0803 123 4567',
  address: '7 Ozumba Mbadiwe Avenue',
  password: 'Lagos#2026',
  confirmPassword: 'Lagos#2026',
  confirmedAdult: true,
  acceptTerms: true,
  referralCode: '',
};

describe('the sign-up form', () => {
  it('needs "I am 18 or older" ticked, as the server does', () => {
    expect(validateRegister(filled)).toEqual({ errors: {}, problem: null });
    expect(validateRegister({ ...filled, confirmedAdult: false })).toEqual({
      errors: { confirmedAdult: 'Please confirm that you are 18 or older' },
      problem: { title: 'Age confirmation', message: 'Please confirm that you are 18 or older' },
    });
  });

  it('asks for the age before the Terms, both after the missing fields', () => {
    const neither = validateRegister({ ...filled, confirmedAdult: false, acceptTerms: false });
    expect(Object.keys(neither.errors)).toEqual(['confirmedAdult', 'acceptTerms']);
    expect(neither.problem?.title).toBe('Age confirmation');
    expect(validateRegister({ ...filled, firstName: '', confirmedAdult: false }).problem?.title).toBe('Missing information');
    expect(registerFieldOrder.indexOf('confirmedAdult')).toBe(registerFieldOrder.indexOf('acceptTerms') - 1);
  });
});
