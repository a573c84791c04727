import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { QUEUE_BOARD_COOKIE } from '../../src/modules/operations/queue-board.routes';
import { queueBoardPasses } from '../../src/modules/operations/queue-board-pass';
import { UserRoleRow } from '../../src/modules/user/user-role.entity';
import { signUpAs, signUpEachRole, type SignedUp } from '../support/catalogue';
import { gql } from '../support/graphql';
import { startTestSystem, type TestSystem } from '../support/test-system';

/** A built web app of one page, to tell the SPA's /admin from the board's /admin/queues. */
function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fs-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Food Savings SPA</title>');
  return dir;
}

const LOGOUT = /* GraphQL */ `mutation { logout { ok } }`;

describe('the queue board at /admin/queues, with Redis', () => {
  let t: TestSystem;
  let users: { admin: SignedUp; customer: SignedUp; marketer: SignedUp };
  beforeAll(async () => {
    t = await startTestSystem({ redis: true, env: { WEB_DIST_DIR: webDist() } });
    users = await signUpEachRole(t);
  });
  afterAll(() => t.stop());

  const askForPass = (token?: string) => {
    const req = t.http.post('/admin/queues/session');
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };
  /** The `name=value` part of the pass cookie the server set. */
  async function passOf(u: SignedUp): Promise<string> {
    const res = await askForPass(u.token).expect(204);
    return (res.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
  }
  const board = (cookie?: string, url = '/admin/queues') => {
    const req = t.http.get(url);
    return cookie ? req.set('Cookie', cookie) : req;
  };

  it('shows an admin the board, whose scripts are its own same-origin files (the CSP allows them)', async () => {
    const res = await askForPass(users.admin.token).expect(204);
    const [cookie] = res.headers['set-cookie'] as unknown as string[];
    expect(cookie).toMatch(new RegExp(`^${QUEUE_BOARD_COOKIE}=[^;]+;`));
    expect(cookie).toMatch(/; Max-Age=600;/);
    expect(cookie).toMatch(/; Path=\/admin\/queues;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).not.toMatch(/; Secure/); // only in production, which serves HTTPS

    const pass = cookie.split(';')[0];
    const page = await board(pass).expect(200).expect('Content-Type', /html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('<base href="/admin/queues/"');
    // script-src 'self': every script is a file of the board's, or inert JSON.
    const scripts = [...page.text.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(1);
    for (const attrs of scripts) expect(attrs).toMatch(/src="static\/js\/[^"]+\.js"|type="application\/json"/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);

    const asset = /src="(static\/js\/main[^"]+)"/.exec(page.text)![1];
    await board(pass, `/admin/queues/${asset}`).expect(200).expect('Content-Type', /javascript/);
    const api = await board(pass, '/admin/queues/api/queues').expect(200);
    expect(api.body.queues.map((q: { name: string }) => q.name)).toEqual(['food-savings']);
  });

  it('answers 404 to customers, marketers and anonymous callers, and sets them no cookie', async () => {
    for (const token of [users.customer.token, users.marketer.token, undefined, 'not-a-token']) {
      const res = await askForPass(token).expect(404);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    for (const url of ['/admin/queues', '/admin/queues/', '/admin/queues/api/queues', '/admin/queues/queue/food-savings']) await board(undefined, url).expect(404);
    // A session token is no pass, even an admin's.
    await board(`${QUEUE_BOARD_COOKIE}=${users.admin.token}`).expect(404);
    await board(undefined).set('Authorization', `Bearer ${users.admin.token}`).expect(404);
  });

  it('answers 404 to a forged pass and to an expired one: passes last 10 minutes', async () => {
    const claims = { sub: users.admin.userId, roles: ['Admin' as const], ver: 0 };
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    const signed = (secret: string, at: Date) => `${QUEUE_BOARD_COOKIE}=${queueBoardPasses(secret).sign(claims, at).token}`;
    await board(signed(t.system.config.jwtSecret, minutesAgo(9))).expect(200);
    await board(signed(t.system.config.jwtSecret, minutesAgo(11))).expect(404);
    await board(signed('another-secret-that-is-at-least-32-characters', minutesAgo(0))).expect(404);
  });

  it('answers 404 to the pass of an admin who has since logged out, or lost the Admin role', async () => {
    const leaving = await signUpAs(t, 'leaving-admin@example.ng', 'Admin');
    const pass = await passOf(leaving);
    await board(pass).expect(200);
    expect((await gql(t.http, LOGOUT, {}, leaving.token)).data!.logout.ok).toBe(true);
    await board(pass).expect(404);

    const demoted = await signUpAs(t, 'demoted-admin@example.ng', 'Admin');
    const demotedPass = await passOf(demoted);
    await board(demotedPass).expect(200);
    await t.system.dataSource.manager.delete(UserRoleRow, { userId: demoted.userId, role: 'Admin' });
    await board(demotedPass).expect(404);
  });

  it('leaves /admin to the web app', async () => {
    expect((await t.http.get('/admin').expect(200)).text).toContain('Food Savings SPA');
  });
});

describe('the queue board without Redis', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem({ database: 'sqlite', env: { WEB_DIST_DIR: webDist() } });
  });
  afterAll(() => t.stop());

  it('is not there, even for an admin; /admin is still the web app', async () => {
    const admin = await signUpAs(t, 'admin@example.ng', 'Admin');
    const res = await t.http.post('/admin/queues/session').set('Authorization', `Bearer ${admin.token}`).expect(404);
    expect(res.headers['set-cookie']).toBeUndefined();
    await t.http.get('/admin/queues').expect(404);
    expect((await t.http.get('/admin').expect(200)).text).toContain('Food Savings SPA');
  });
});
