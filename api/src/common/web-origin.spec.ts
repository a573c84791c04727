import { webOriginOf } from './web-origin';

const request = (headers: Record<string, string>, protocol = 'http') => ({ protocol, get: (name: string) => headers[name.toLowerCase()] });
const allowed = new Set(['https://foodsavings.ng', 'https://www.foodsavings.ng']);

describe('webOriginOf', () => {
  it('is the browser page the request came from when it is this very server', () => {
    expect(webOriginOf(request({ origin: 'http://127.0.0.1:4000', host: '127.0.0.1:4000' }), allowed)).toBe('http://127.0.0.1:4000');
    expect(webOriginOf(request({ origin: 'http://192.168.1.20:4000', host: '192.168.1.20:4000' }), allowed)).toBe('http://192.168.1.20:4000');
  });

  it('is a configured origin (PUBLIC_URL, CORS_ORIGINS) whatever the host', () => {
    expect(webOriginOf(request({ origin: 'https://www.foodsavings.ng', host: 'api.internal:4000' }, 'https'), allowed)).toBe('https://www.foodsavings.ng');
  });

  it('is nothing for another site, another scheme or port than the request, or no origin at all', () => {
    expect(webOriginOf(request({ origin: 'https://evil.example', host: '127.0.0.1:4000' }), allowed)).toBeUndefined();
    expect(webOriginOf(request({ origin: 'https://127.0.0.1:4000', host: '127.0.0.1:4000' }), allowed)).toBeUndefined();
    expect(webOriginOf(request({ origin: 'http://127.0.0.1:5000', host: '127.0.0.1:4000' }), allowed)).toBeUndefined();
    expect(webOriginOf(request({ origin: 'null', host: '127.0.0.1:4000' }), allowed)).toBeUndefined();
    expect(webOriginOf(request({ host: '127.0.0.1:4000' }), allowed)).toBeUndefined();
  });
});
