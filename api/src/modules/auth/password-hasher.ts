import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import type { PasswordHashing } from '../../config/config';

export class PasswordHasher {
  /** Verified against when the e-mail is unknown, so a miss takes as long as a wrong password. */
  private dummy: Promise<string> | undefined;

  constructor(private readonly cost: PasswordHashing) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, memoryCost: this.cost.memoryKiB, timeCost: this.cost.passes, parallelism: 4 });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  timingDummyHash(): Promise<string> {
    this.dummy ??= this.hash('not-a-real-password-1A!');
    return this.dummy;
  }

  /**
   * For an account made by an admin or a marketer: the hash of 256 random bits that are then
   * forgotten, so nobody knows the password until its owner sets one through the set-password e-mail.
   */
  unusableHash(): Promise<string> {
    return this.hash(randomBytes(32).toString('base64url'));
  }
}
