import jwt from 'jsonwebtoken';
import type { Role } from '../user/user.entity';

export interface SessionClaims {
  sub: string;
  roles: Role[];
}

/** HS256 JWTs with the algorithm pinned on verification, so a token cannot choose its own. */
export class SessionTokens {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds: number,
  ) {}

  sign(claims: SessionClaims, now: Date): { token: string; expiresAt: Date } {
    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + this.ttlSeconds;
    const token = jwt.sign({ roles: claims.roles, iat, exp }, this.secret, { algorithm: 'HS256', subject: claims.sub });
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** The claims of a valid, unexpired token; undefined for anything else. */
  verify(token: string): SessionClaims | undefined {
    try {
      const payload = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof payload === 'string' || typeof payload.sub !== 'string' || !Array.isArray(payload.roles)) return undefined;
      return { sub: payload.sub, roles: payload.roles as Role[] };
    } catch {
      return undefined;
    }
  }
}
