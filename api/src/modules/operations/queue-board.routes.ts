import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Queue } from 'bullmq';
import { Router, type Express, type Request, type RequestHandler } from 'express';
import type Redis from 'ioredis';
import jwt from 'jsonwebtoken';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/config';
import { QUEUE } from '../../jobs/queue';
import { UserRoleRow, UserRow } from '../user';
import { QUEUE_BOARD_PASS_SECONDS, queueBoardPasses } from './queue-board-pass';
import type { AuthService } from '../auth';

export const QUEUE_BOARD_PATH = '/admin/queues';
export const QUEUE_BOARD_COOKIE = 'queue_board';

/**
 * Bull Board at /admin/queues, for admins, when Redis is configured; 404 to everyone and
 * everything else (not 401/403: the path is not advertised).
 *
 * The browser navigates here, so no Authorization header comes along, and a token in the URL
 * would end up in logs and history. Instead the web app first calls
 * `POST /admin/queues/session` with its Bearer token; an admin gets a pass: a 10-minute cookie,
 * HttpOnly, SameSite=Strict (no cross-site request carries it, so the board's actions cannot be
 * forged from another site), Secure in production, sent only under this path. Every request
 * then checks the pass and, in the database, that its user is still an active Admin whose token
 * version (bumped by logout and password changes) is the pass's.
 */
export function queueBoardRoutes(deps: { config: AppConfig; dataSource: DataSource; auth: Pick<AuthService, 'authenticate'>; redis?: Redis; now: () => Date }): Router {
  const r = Router();
  const notFound: RequestHandler = (_req, res) => void res.status(404).type('text').send('Not Found');
  const { redis } = deps;
  if (!redis) return r.use(notFound);

  const passes = queueBoardPasses(deps.config.jwtSecret);
  const production = deps.config.env === 'production';

  r.post('/session', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const now = deps.now();
    const ctx = { manager: deps.dataSource.manager, now, requestId: String(req.id), ip: req.ip, log: req.log };
    const auth = await deps.auth.authenticate(ctx, bearer);
    if (!auth?.actor.roles.includes('Admin')) return notFound(req, res, () => undefined);
    // authenticate() verified the token and that its version is the user's current one.
    const { ver } = jwt.decode(bearer!) as { ver: number };
    const pass = passes.sign({ sub: auth.actor.userId, roles: ['Admin'], ver }, now);
    res.cookie(QUEUE_BOARD_COOKIE, pass.token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: production,
      path: QUEUE_BOARD_PATH,
      maxAge: QUEUE_BOARD_PASS_SECONDS * 1000,
    });
    req.log.info({ userId: auth.actor.userId, expiresAt: pass.expiresAt }, 'queue board pass issued');
    res.status(204).end();
  });

  const admitted = async (req: Request): Promise<boolean> => {
    const claims = passes.verify(readCookie(req.headers.cookie, QUEUE_BOARD_COOKIE) ?? '', deps.now());
    if (!claims) return false;
    const m = deps.dataSource.manager;
    const user = await m.findOne(UserRow, { where: { id: claims.sub }, select: { id: true, status: true, tokenVersion: true } });
    if (!user || user.status !== 'Active' || user.tokenVersion !== claims.ver) return false;
    return m.exists(UserRoleRow, { where: { userId: user.id, role: 'Admin' } });
  };

  // Built on first use: a process whose admins never open the board never creates its Queue.
  let board: RequestHandler | undefined;
  r.use(async (req, res, next) => {
    if (!(await admitted(req))) return notFound(req, res, next);
    res.setHeader('Cache-Control', 'no-store');
    board ??= createBoard(redis, deps.config.queuePrefix);
    board(req, res, next);
  });
  r.use(notFound);
  return r;
}

function createBoard(redis: Redis, prefix: string): RequestHandler {
  const queue = new Queue(QUEUE, { connection: redis, prefix });
  // Failures show on the board's own requests; without a listener they would crash the process.
  queue.on('error', () => undefined);
  const serverAdapter = new ExpressAdapter().setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({ queues: [new BullMQAdapter(queue)], serverAdapter, options: { uiConfig: { boardTitle: 'Food Savings jobs' } } });
  const app = serverAdapter.getRouter() as Express;
  app.disable('x-powered-by');
  return app;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
