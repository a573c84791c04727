import { loggableUrl } from './loggable-url';

describe('loggableUrl', () => {
  it('keeps paths as they are', () => {
    expect(loggableUrl('/graphql')).toBe('/graphql');
    expect(loggableUrl('/api/foodpack/3')).toBe('/api/foodpack/3');
  });

  it('keeps the names of query parameters, never their values', () => {
    expect(loggableUrl('/reset-password?email=ada%40example.ng&token=abc123')).toBe('/reset-password?email=…&token=…');
    expect(loggableUrl('/profile?tab=savings&reference=fs-1&trxref=fs-1')).toBe('/profile?tab=…&reference=…&trxref=…');
    expect(loggableUrl('/api/marketer?page=1&page=2')).toBe('/api/marketer?page=…');
    expect(loggableUrl('/search?')).toBe('/search');
  });

  it("masks a pay link's token", () => {
    expect(loggableUrl('/p/K7QW3MPA2XYZ')).toBe('/p/…');
    expect(loggableUrl('/p/K7QW3MPA2XYZ?reference=fs-1')).toBe('/p/…?reference=…');
    expect(loggableUrl('/pay/other')).toBe('/pay/other');
  });

  it("masks a contribution link's token (issue 27)", () => {
    expect(loggableUrl('/c/Ab3dE5gH7jK9mN2p')).toBe('/c/…');
    expect(loggableUrl('/c/Ab3dE5gH7jK9mN2p?reference=fs-1&trxref=fs-1')).toBe('/c/…?reference=…&trxref=…');
    expect(loggableUrl('/contact')).toBe('/contact');
  });
});
