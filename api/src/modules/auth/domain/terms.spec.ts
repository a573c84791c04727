import { ADULT_REQUIRED_MESSAGE, consentProblems, TERMS_REQUIRED_MESSAGE, TERMS_VERSION, termsAcceptance } from './terms';

describe('sign-up consent', () => {
  it('needs both boxes ticked: 18 or older, and the Terms', () => {
    expect(consentProblems({ confirmedAdult: true, acceptTerms: true })).toEqual([]);
    expect(consentProblems({})).toEqual([
      { field: 'confirmedAdult', message: ADULT_REQUIRED_MESSAGE },
      { field: 'acceptTerms', message: TERMS_REQUIRED_MESSAGE },
    ]);
    expect(consentProblems({ confirmedAdult: false, acceptTerms: true })).toEqual([{ field: 'confirmedAdult', message: 'Please confirm that you are 18 or older' }]);
    expect(consentProblems({ confirmedAdult: true, acceptTerms: null })).toEqual([{ field: 'acceptTerms', message: TERMS_REQUIRED_MESSAGE }]);
  });

  it('records the version in force and the moment', () => {
    const now = new Date('2026-12-01T09:00:00Z');
    expect(termsAcceptance(now)).toEqual({ termsVersion: TERMS_VERSION, termsAcceptedAt: now });
    expect(TERMS_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
