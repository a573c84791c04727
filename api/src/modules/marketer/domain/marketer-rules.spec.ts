import { isWebAddress, marketerDetailProblems, normalizeMarketerDetails, POSTAL_CODE_MESSAGE, WEBSITE_MESSAGE } from './marketer-rules';

describe('marketer details', () => {
  it('are trimmed, and blank ones are left empty', () => {
    expect(normalizeMarketerDetails({ companyName: '  Bakare Ventures ', city: '   ', state: null, website: 'bakare.ng' })).toEqual({
      companyName: 'Bakare Ventures',
      city: null,
      state: null,
      postalCode: null,
      country: null,
      website: 'bakare.ng',
      socialMediaHandle: null,
    });
  });

  it('are all optional', () => {
    expect(marketerDetailProblems(normalizeMarketerDetails({}))).toEqual([]);
  });

  it('refuse what does not fit, naming each field', () => {
    const problems = marketerDetailProblems(
      normalizeMarketerDetails({ companyName: 'x'.repeat(151), city: 'Ikeja\nURGENT', postalCode: '100<001>', website: 'not a site', socialMediaHandle: '@tunde' }),
    );
    expect(problems).toEqual([
      { field: 'companyName', message: 'Company name must be at most 150 characters' },
      { field: 'city', message: 'City must not contain line breaks or control characters' },
      { field: 'postalCode', message: POSTAL_CODE_MESSAGE },
      { field: 'website', message: WEBSITE_MESSAGE },
    ]);
  });

  it('take web addresses with or without a scheme, http(s) only', () => {
    for (const ok of ['bakare.ng', 'www.bakare.com.ng', 'https://bakare.ng/about?x=1', 'http://shop.bakare.ng']) expect(isWebAddress(ok)).toBe(true);
    for (const bad of ['bakare', 'javascript:alert(1)', 'ftp://bakare.ng', 'https://user:pw@bakare.ng', 'bakare.n', 'bakare..ng', 'https://', 'two words.ng']) {
      expect(isWebAddress(bad)).toBe(false);
    }
  });
});
