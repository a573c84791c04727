import { formatPhone, maskContact, maskEmail, maskPhone } from './phone-format';

describe('phone-format', () => {
  it('shows stored numbers in the local form, foreign ones internationally, nothing for none', () => {
    expect(formatPhone('2348123628908')).toBe('0812 362 8908');
    expect(formatPhone('+447911123456')).toBe('+44 7911 123456');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('12345')).toBe('12345');
  });

  it('masks a contact for a marketer: the phone number first, else the e-mail address', () => {
    expect(maskPhone('2348123628908')).toBe('0812 *** 8908');
    expect(maskEmail('adaeze@gmail.com')).toBe('ad***@gmail.com');
    expect(maskContact({ phoneNumber: '2348123628908', email: 'adaeze@gmail.com' })).toBe('0812 *** 8908');
    expect(maskContact({ phoneNumber: 'deleted', email: 'adaeze@gmail.com' })).toBe('ad***@gmail.com');
    expect(maskContact({})).toBeNull();
  });
});
