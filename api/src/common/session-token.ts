import jwt from 'jsonwebtoken';
import { type Role } from './roles';

export interface SessionClaims {
  sub: string;
  roles: Role[];
  /** The user's token version when the token was issued: a logout or password change bumps it. */
  ver: number;
}

export interface VerifiedSession extends SessionClaims {
  issuedAt: Date;
  expiresAt: Date;
}

/** HS256 JWTs with the algorithm pinned on verification, so a token cannot choose its own. */
export class SessionTokens {
  constructor(
    private readonly secret: string,
    readonly ttlSeconds: number,
  ) {}

  sign(claims: SessionClaims, now: Date): { token: string; expiresAt: Date } {
    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + this.ttlSeconds;
    const token = jwt.sign({ roles: claims.roles, ver: claims.ver, iat, exp }, this.secret, { algorithm: 'HS256', subject: claims.sub });
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** The claims of a valid, unexpired token; undefined for anything else (tokens without a version included). */
  verify(token: string, now: Date): VerifiedSession | undefined {
    try {
      const payload = jwt.verify(token, this.secret, { algorithms: ['HS256'], clockTimestamp: Math.floor(now.getTime() / 1000) });
      if (typeof payload === 'string' || typeof payload.sub !== 'string' || !Array.isArray(payload.roles)) return undefined;
      if (!Number.isInteger(payload.ver) || typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return undefined;
      return {
        sub: payload.sub,
        roles: payload.roles as Role[],
        ver: payload.ver as number,
        issuedAt: new Date(payload.iat * 1000),
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch {
      return undefined;
    }
  }

  /** An active user's token is re-issued once more than half of its life has passed. */
  isPastHalfLife(session: VerifiedSession, now: Date): boolean {
    return now.getTime() - session.issuedAt.getTime() > (this.ttlSeconds * 1000) / 2;
  }
}
