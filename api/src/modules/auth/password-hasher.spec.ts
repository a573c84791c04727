import { PRODUCTION_PASSWORD_HASHING } from '../../config/config';
import { PasswordHasher } from './password-hasher';

describe('password hashing', () => {
  it("stores production's passwords as argon2id with 64 MiB, 3 passes and 4 lanes", async () => {
    const [, algorithm, version, params] = (await new PasswordHasher(PRODUCTION_PASSWORD_HASHING).hash('Secret#2026')).split('$');
    expect([algorithm, version]).toEqual(['argon2id', 'v=19']);
    expect(Object.fromEntries(params.split(',').map((p) => p.split('=')))).toEqual({ m: '65536', t: '3', p: '4' });
  });

  it('verifies a hash made at any cost, since each hash records its own', async () => {
    const cheap = new PasswordHasher({ memoryKiB: 1024, passes: 1 });
    const strong = new PasswordHasher(PRODUCTION_PASSWORD_HASHING);
    expect(await strong.verify(await cheap.hash('Secret#2026'), 'Secret#2026')).toBe(true);
    expect(await cheap.verify(await strong.hash('Secret#2026'), 'Secret#2026')).toBe(true);
    expect(await cheap.verify(await strong.hash('Secret#2026'), 'Secret#2027')).toBe(false);
    expect(await cheap.verify('not a hash', 'Secret#2026')).toBe(false);
  });
});
