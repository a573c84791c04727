import { formatPhone, maskContact, maskEmail, maskPhone, telHref } from './phone';

describe('formatPhone (the one shared phone formatter, api/src/common/phone-format)', () => {
  it('shows a stored Nigerian mobile in the local form people dial', () => {
    expect(formatPhone('2348123628908')).toBe('0812 362 8908');
    expect(formatPhone('+2348031234567')).toBe('0803 123 4567');
    expect(formatPhone('08031234567')).toBe('0803 123 4567');
    expect(formatPhone('0803 123 4567')).toBe('0803 123 4567');
    expect(formatPhone('+234 901-234-5678')).toBe('0901 234 5678');
    expect(formatPhone('2347012345678')).toBe('0701 234 5678');
  });

  it('shows a foreign number in international form, with its country code', () => {
    expect(formatPhone('+447911123456')).toBe('+44 7911 123456');
    expect(formatPhone('14155552671')).toBe('+1 415 555 2671');
  });

  it('gives nothing for no number, and anything unrecognised as it was typed', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
    expect(formatPhone('')).toBe('');
    expect(formatPhone('  ')).toBe('');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(' call me ')).toBe('call me');
  });

  it('dials Nigerian numbers with +234, whatever form they are in', () => {
    expect(telHref('2348031234567')).toBe('tel:+2348031234567');
    expect(telHref('0803 123 4567')).toBe('tel:+2348031234567');
    expect(telHref('+447911123456')).toBe('tel:+447911123456');
    expect(telHref('12345')).toBe('tel:12345');
  });
});

describe('masking (what a marketer sees beside a name)', () => {
  it('keeps the start and end of a phone number only', () => {
    expect(maskPhone('2348123628908')).toBe('0812 *** 8908');
    expect(maskPhone('08031234567')).toBe('0803 *** 4567');
    expect(maskPhone('+447911123456')).toBe('+44 *** 3456');
    expect(maskPhone(null)).toBeNull();
    expect(maskPhone('not a number')).toBeNull();
  });

  it("keeps two letters of an e-mail address's name and its domain", () => {
    expect(maskEmail('adaeze@gmail.com')).toBe('ad***@gmail.com');
    expect(maskEmail('ab@x.ng')).toBe('a***@x.ng');
    expect(maskEmail('a@x.ng')).toBe('a***@x.ng');
    expect(maskEmail('no-at-sign')).toBeNull();
    expect(maskEmail(null)).toBeNull();
  });

  it('prefers the phone number, then the e-mail address, and never shows either whole', () => {
    expect(maskContact({ phoneNumber: '2348123628908', email: 'adaeze@gmail.com' })).toBe('0812 *** 8908');
    expect(maskContact({ phoneNumber: '', email: 'adaeze@gmail.com' })).toBe('ad***@gmail.com');
    expect(maskContact({ phoneNumber: null, email: null })).toBeNull();
    const masked = maskContact({ phoneNumber: '2348123628908', email: 'adaeze@gmail.com' }) ?? '';
    expect(masked).not.toContain('362');
  });
});
