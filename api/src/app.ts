import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import cors from 'cors';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import type Redis from 'ioredis';
import { pinoHttp } from 'pino-http';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config/config';
import { systemContext, type RequestContext } from './common/context';
import { unavailability } from './common/db';
import { clientError } from './common/client-error';
import { compressReplies } from './common/compression';
import { withTimeout } from './common/concurrency';
import { webOriginOf } from './common/web-origin';
import { loggableUrl } from './common/loggable-url';
import { httpMetrics, metrics, metricsAccess, onScrape, registry, renderMetrics } from './common/metrics';
import type { Logger } from './common/logger';
import type { GraphQLContext } from './graphql/context';
import { formatGraphQLError } from './graphql/errors';
import { errorLoggingPlugin } from './graphql/error-logging';
import { metricsPlugin } from './graphql/metrics-plugin';
import { queryLimits } from './graphql/query-limits';
import { buildAppSchema } from './graphql/schema';
import type { FakePaystack } from './integrations/paystack/fake/fake-paystack';
import { fakePaystackRoutes } from './integrations/paystack/fake/fake-paystack.routes';
import { fakeTermiiRoutes } from './integrations/sms/fake/fake-termii.routes';
import type { ImageStorage } from './integrations/storage/image-storage';
import { imageRoutes } from './integrations/storage/image.routes';
import { authRoutes } from './modules/auth';
import { ownAccountRoutes, userAdminRoutes } from './modules/user-admin';
import { contactRoutes } from './modules/contact';
import { foodPackPricingRoutes, foodPackRoutes } from './modules/food-pack';
import { cardRoutes, checkoutRoutes, manualPaymentRoutes, paystackWebhookRoutes } from './modules/payment';
import { QUEUE_BOARD_PATH, queueBoardRoutes } from './modules/operations';
import { planAdminRoutes, savingsPlanRoutes } from './modules/savings-plan';
import { analyticsRoutes } from './modules/analytics';
import { procurementRoutes } from './modules/procurement';
import { marketerRoutes } from './modules/marketer';
import { legacyErrorHandler, legacyNotFound } from './rest/errors';
import { LEGACY_JSON_TYPES } from './rest/route-helpers';
import { privateReplies } from './rest/private-replies';
import type { ExecuteOperation } from './web-app/public-pages';
import { serveWebApp } from './web-app/serve-web-app';
import type { Services } from './services';
import { marketerPortalRoutes } from './modules/marketer-portal';
import { deliveryRoutes } from './modules/fulfilment';

export interface AppDeps {
  config: AppConfig;
  dataSource: DataSource;
  services: Services;
  /** Where pack images are kept; served at /images/<key>. */
  storage: ImageStorage;
  log: Logger;
  redis?: Redis;
  /** The local Paystack stand-in, mounted at /fake-paystack (development and tests only). */
  fakePaystack?: FakePaystack;
  /** Overrides the clock, for tests. */
  now?: () => Date;
}

export interface App {
  express: Express;
  /** From now on /readyz answers 503, so load balancers stop sending while requests drain. */
  beginStopping(): void;
  stop(): Promise<void>;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Express with the GraphQL API, the legacy REST shim, health checks and the built web app. */
export async function createApp(deps: AppDeps): Promise<App> {
  const { config, dataSource, services, log } = deps;
  const production = config.env === 'production';
  const now = deps.now ?? (() => new Date());
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(
    pinoHttp({
      logger: log,
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === '/metrics' },
      // One short line per request: no headers (the token, cookies), no query values (reset
      // tokens, e-mail addresses), no pay-link tokens; bodies are never logged.
      serializers: {
        req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({ id: req.id, method: req.method, url: loggableUrl(req.url), remoteAddress: req.remoteAddress }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(httpMetrics());
  // With the real Paystack, its InlineJS script and the checkout it frames (authorization URLs
  // are on checkout.paystack.com). The local stand-in needs nothing: it is same-origin.
  const paystack = config.paystack.standIn
    ? { scripts: [], connect: [], frames: [] }
    : { scripts: ['https://js.paystack.co'], connect: ['https://api.paystack.co'], frames: ['https://checkout.paystack.com'] };
  const documentHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...paystack.scripts],
        // antd styles components at run time with <style> tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...paystack.connect],
        frameSrc: ["'self'", ...paystack.frames],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const corsHeaders = cors({
    origin: (origin, cb) => cb(null, !origin || config.corsOrigins.includes(origin)),
    credentials: false,
    // X-Total-Count: the bare legacy lists' total (GET /api/SavingsPlan, …/admin/all, …/users-without-plans).
    exposedHeaders: ['X-Session-Token', 'X-Session-Expires', 'X-Request-Id', 'Retry-After', 'X-Total-Count'],
  });
  // The built scripts and styles are never documents, and the page that loads them is always
  // same-origin: they get nosniff only (see isBuiltFile), which saves some 0.7 KB a file.
  const builtFileHeaders = helmet.xContentTypeOptions();
  app.use((req, res, next) => (isBuiltFile(req.path) ? builtFileHeaders : documentHeaders)(req, res, next));
  app.use((req, res, next) => (isBuiltFile(req.path) ? next() : corsHeaders(req, res, next)));

  // Replies over 1 KB in brotli or gzip when the client asks; the built web app's files are
  // compressed at build time and only negotiated here (common/compression.ts).
  if (config.compression) app.use(compressReplies());

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  let stopping = false;
  // Answers within about a second whatever is down; `backlog` is what the reconciliation would
  // pick up now (webhooks not applied, receipts owed), for operators and alerts.
  app.get('/readyz', async (_req, res) => {
    if (stopping) return void res.status(503).json({ status: 'stopping' });
    const probe = (work: Promise<unknown>) => withTimeout(work, 1_000).then(() => 'ok', () => 'unreachable');
    const checks: Record<string, string> = { database: await probe(dataSource.query('SELECT 1')) };
    if (deps.redis) checks.redis = await probe(deps.redis.ping());
    const ready = Object.values(checks).every((v) => v === 'ok');
    const backlog = checks.database === 'ok' ? await withTimeout(services.owedWork.backlog(systemContext(dataSource.manager, log, 'readyz')), 1_000).catch(() => undefined) : undefined;
    if (!ready) res.setHeader('Retry-After', '5');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks, ...(backlog ? { backlog } : {}) });
  });

  // Prometheus (docs/operations.md): a Bearer METRICS_TOKEN when set; in production without one, absent.
  // The figures read from the database on scrape are bounded by a timeout each (common/metrics.ts).
  const scrapeContext = () => systemContext(dataSource.manager, log, 'metrics');
  const stopScraping = [
    onScrape('owed-work', async () => {
      metrics.owedBacklog.reset();
      const backlog = await services.owedWork.backlog(scrapeContext());
      for (const [duty, n] of Object.entries(backlog)) metrics.owedBacklog.set({ duty }, n);
    }),
    onScrape('refunds-owed', async () => {
      metrics.refundsOwed.reset();
      metrics.refundsOwedKobo.reset();
      for (const r of await services.refunds.openTotals(scrapeContext())) {
        metrics.refundsOwed.set({ channel: r.channel, status: r.status }, r.count);
        metrics.refundsOwedKobo.inc({ channel: r.channel }, r.amountKobo);
      }
    }),
  ];
  app.get('/metrics', async (req, res) => {
    const access = metricsAccess(req, { token: config.metrics.token, production });
    if (access === 'hidden') return void res.status(404).end();
    if (access === 'unauthorized') return void res.status(401).setHeader('WWW-Authenticate', 'Bearer').end();
    res.setHeader('Cache-Control', 'no-store');
    res.type(registry.contentType).send(await renderMetrics());
  });

  const webOrigins = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
  /** A request's context before authentication: an anonymous visitor's. */
  const visitorContext = (req: express.Request): RequestContext => ({ manager: dataSource.manager, now: now(), requestId: String(req.id), ip: req.ip, webOrigin: webOriginOf(req, webOrigins), log: req.log });
  const requestContext: RequestHandler = async (req, res, next) => {
    const ctx = visitorContext(req);
    ctx.issueSession = ({ token, expiresAt }) => {
      res.setHeader('X-Session-Token', token);
      res.setHeader('X-Session-Expires', expiresAt.toISOString());
    };
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const auth = await services.auth.authenticate(ctx, bearer);
    ctx.actor = auth?.actor;
    if (auth?.renewed) ctx.issueSession(auth.renewed);
    req.ctx = ctx;
    next();
  };

  const schema = await buildAppSchema(services);
  const limits = queryLimits(schema, config.graphql);
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    // main.ts owns shutdown: one handler that drains HTTP first, then stops Apollo and the rest.
    stopOnTerminationSignals: false,
    introspection: !production,
    // With introspection off, "Did you mean …?" would still spell out the schema.
    hideSchemaDetailsFromClientErrors: production,
    allowBatchedHttpRequests: false,
    // Depth and alias rules run only after graphql-js's own rules passed (see query-limits.ts).
    maxRecursiveSelections: limits.maxRecursiveSelections,
    validationRules: limits.validationRules,
    plugins: [metricsPlugin(), limits.costPlugin, errorLoggingPlugin(), ...(production ? [ApolloServerPluginLandingPageDisabled()] : [])],
    // An unexpected error's message and stack trace (with the server's file paths) only when a
    // developer asked for them (ERROR_DETAILS, never in production); the log always has them.
    formatError: (formatted, error) => formatGraphQLError(formatted, error, !config.errorDetails),
    includeStacktraceInErrorResponses: config.errorDetails,
  });
  await apollo.start();
  app.use(
    '/graphql',
    privateReplies,
    express.json({ limit: config.bodyLimit }),
    requestContext,
    expressMiddleware(apollo, { context: async ({ req }) => req.ctx }),
  );

  const legacy = express.Router({ caseSensitive: false });
  legacy.use(privateReplies);
  legacy.use(requestContext);
  // Before the general JSON parser: Paystack's webhook is verified over its raw bytes.
  legacy.use(paystackWebhookRoutes(services));
  // Also before it: these check the Admin role first, then read image-sized bodies with their
  // own limits (5 MB raw, 7 MB as base64 JSON).
  // Pack pictures' addresses answered absolute on PUBLIC_URL, as the original's were.
  legacy.use(foodPackPricingRoutes({ ...services, publicUrl: config.publicUrl }));
  legacy.use(foodPackRoutes({ ...services, publicUrl: config.publicUrl }));
  legacy.use(express.json({ limit: config.bodyLimit, type: LEGACY_JSON_TYPES }));
  // Before authRoutes: a register body with a `user` object is the admin's Add User.
  // Before the admin's: DELETE /Authentication/users/{own id} is the app's 'Delete Account' (issue 28).
  legacy.use(ownAccountRoutes(services));
  legacy.use(userAdminRoutes(services));
  legacy.use(authRoutes(services));
  legacy.use(contactRoutes(services));
  // The admin's plan paths first: `/SavingsPlan/admin/…` is not a plan id, and a create body with a userId is the admin's.
  legacy.use(planAdminRoutes(services));
  legacy.use(manualPaymentRoutes(services));
  legacy.use(checkoutRoutes(services));
  legacy.use(savingsPlanRoutes(services));
  legacy.use(cardRoutes(services));
  legacy.use(analyticsRoutes(services));
  legacy.use(procurementRoutes(services));
  legacy.use(marketerRoutes(services));
  legacy.use(marketerPortalRoutes(services));
  legacy.use(deliveryRoutes(services));
  legacy.use(legacyNotFound);
  legacy.use(legacyErrorHandler(!config.errorDetails));
  app.use('/api', legacy);

  app.use('/images', imageRoutes(deps.storage, deps.services.imageVariants));

  // The Paystack stand-in: development and tests only, and only when no Paystack keys are set.
  if (deps.fakePaystack && !production) app.use('/fake-paystack', fakePaystackRoutes(deps.fakePaystack));
  // The Termii stand-in, likewise: writes each SMS to DATA_DIR/sms-outbox.
  if (config.sms.standIn && !production) app.use('/fake-termii', fakeTermiiRoutes(config.sms));

  // Bull Board for admins (with Redis), 404 otherwise; before the web app, which takes every other path.
  app.use(QUEUE_BOARD_PATH, queueBoardRoutes({ ...deps, auth: services.auth, now }));

  // The public pages rendered here read their data as an anonymous visitor, through the schema.
  const anonymousOperations = (req: express.Request): ExecuteOperation => async (query, variables) => {
    const response = await apollo.executeOperation({ query, variables }, { contextValue: visitorContext(req) });
    if (response.body.kind !== 'single') throw new Error('an incremental GraphQL result cannot be rendered');
    return response.body.singleResult;
  };
  serveWebApp(app, { dir: config.webDistDir, ssrDir: config.webSsrDir, precompressed: config.compression, log, anonymousOperations });

  // Last resort for failures outside GraphQL's and the legacy router's own handling.
  app.use(((err, req, res, next) => {
    if (res.headersSent) return next(err); // Express's own handler ends the broken response
    const refused = clientError(err);
    if (refused) {
      // Bad JSON, a body over the limit, no such file: the client's mistake, not an alert.
      req.log.info({ status: refused.status, reason: (err as Error).message }, 'request refused');
      return void res.status(refused.status).json({ errors: [{ message: refused.detail, extensions: { code: refused.code, requestId: String(req.id) } }] });
    }
    const down = unavailability(err);
    if (down) {
      req.log.warn({ err }, 'request failed: a dependency is down');
      res.setHeader('Retry-After', String(down.retryAfterSeconds));
      return void res.status(503).json({ errors: [{ message: down.message, extensions: { code: 'SERVICE_UNAVAILABLE', requestId: String(req.id) } }] });
    }
    req.log.error({ err }, 'unhandled error');
    res.status(500).json({ errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: String(req.id) } }] });
  }) as express.ErrorRequestHandler);

  return {
    express: app,
    beginStopping: () => void (stopping = true),
    stop: async () => {
      for (const stopSource of stopScraping) stopSource();
      await apollo.stop();
    },
  };
}

/**
 * The build's scripts and styles (`/assets/*.js|css`, hashed) and `version.json`: never shown as a
 * page, so the document-only headers (CSP, frame options, COOP/CORP, HSTS, referrer policy …) would
 * only cost bytes; the page that loads them carries those. They keep nosniff, their type and caching.
 * Everything else, `/images` included (an SVG opened on its own is a document), gets them all.
 */
export function isBuiltFile(urlPath: string): boolean {
  return /^\/assets\/[^/]+\.(?:js|css)$/.test(urlPath) || urlPath === '/version.json';
}
