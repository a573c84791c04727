import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes): OWASP's recommended floor. */
export const passwordHasher = {
  hash: (password: string): Promise<string> => argon2.hash(password, { type: argon2.argon2id }),
  verify: async (hash: string, password: string): Promise<boolean> => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  },
};

/** Verified against when the e-mail is unknown, so a miss takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= passwordHasher.hash('not-a-real-password-1A!');
  return dummyHash;
}

/**
 * For an account made by an admin or a marketer: the hash of 256 random bits that are then
 * forgotten, so nobody knows the password until its owner sets one through the set-password e-mail.
 */
export function unusablePasswordHash(): Promise<string> {
  return passwordHasher.hash(randomBytes(32).toString('base64url'));
}
