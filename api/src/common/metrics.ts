import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Request, RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { withTimeout } from './concurrency';

/**
 * The process's Prometheus metrics: one registry, imported by whatever counts something. Counters
 * of business events are incremented where the event happened, after its commit (a rolled-back
 * transaction counts nothing). Label values always come from small fixed sets (see `bounded`), so
 * no caller can grow the series without end. Served at /metrics by the API (app.ts) and, in the
 * worker, on METRICS_PORT (serveMetrics).
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];

export const metrics = {
  httpDuration: new Histogram({
    name: 'food_savings_http_request_duration_seconds',
    help: 'HTTP requests by method, matched route pattern (never the raw URL) and status class (2xx ...)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  }),
  graphqlDuration: new Histogram({
    name: 'food_savings_graphql_operation_duration_seconds',
    help: 'GraphQL operations by operation name ((anonymous), (invalid), (other) past the name limit) and outcome (ok, error, invalid)',
    labelNames: ['operation', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  }),
  jobRuns: new Counter({
    name: 'food_savings_job_runs_total',
    help: 'Job runs (each attempt) by job name (`name`: Prometheus keeps `job` for the scrape target) and outcome (succeeded, failed)',
    labelNames: ['name', 'outcome'] as const,
    registers: [registry],
  }),
  jobDuration: new Histogram({
    name: 'food_savings_job_duration_seconds',
    help: 'How long each job run took, by job name (`name`)',
    labelNames: ['name'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  }),
  owedBacklog: new Gauge({
    name: 'food_savings_owed_work_backlog',
    help: 'Owed work the reconciliation would pick up now, by duty (read on scrape; absent when the database did not answer)',
    labelNames: ['duty'] as const,
    registers: [registry],
  }),
  paymentsCredited: new Counter({
    name: 'food_savings_payments_credited_total',
    help: 'Payments credited to plans (after the commit), by channel (card, bank, ussd, bank_transfer, cash, pos ...) and how they were recorded',
    labelNames: ['channel', 'via'] as const,
    registers: [registry],
  }),
  paymentsCreditedKobo: new Counter({
    name: 'food_savings_payments_credited_kobo_total',
    help: 'Money credited to plans (after the commit), in kobo, by channel',
    labelNames: ['channel'] as const,
    registers: [registry],
  }),
  remindersSent: new Counter({
    name: 'food_savings_reminders_sent_total',
    help: 'Payment reminders queued for sending (after their rows were committed), by channel (email, sms)',
    labelNames: ['channel'] as const,
    registers: [registry],
  }),
  autoDebits: new Counter({
    name: 'food_savings_auto_debits_total',
    help: 'Automatic debits of saved cards by outcome (charged, failed, paused, pending, skipped, error)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
  refundsOwed: new Gauge({
    name: 'food_savings_refunds_owed',
    help: 'Refunds not yet processed, by channel and status (read on scrape)',
    labelNames: ['channel', 'status'] as const,
    registers: [registry],
  }),
  refundsOwedKobo: new Gauge({
    name: 'food_savings_refunds_owed_kobo',
    help: 'Money in refunds not yet processed, in kobo, by channel (read on scrape)',
    labelNames: ['channel'] as const,
    registers: [registry],
  }),
  scrapeSourceUp: new Gauge({
    name: 'food_savings_scrape_source_up',
    help: 'Whether a figure read from the database on scrape answered in time (1) or not (0), by source',
    labelNames: ['source'] as const,
    registers: [registry],
  }),
};

/** `value` if it is one of `known`, else 'other' ('unknown' when there is none). */
export function bounded(value: string | null | undefined, known: readonly string[]): string {
  if (!value) return 'unknown';
  const v = value.toLowerCase();
  return known.includes(v) ? v : 'other';
}

/** Paystack's channels and the manual ones: every value the payments counter may carry. */
export const PAYMENT_CHANNELS = ['card', 'bank', 'ussd', 'qr', 'mobile_money', 'bank_transfer', 'eft', 'apple_pay', 'cash', 'pos'] as const;

/** Counts a credited payment; call after its transaction committed. */
export function countPaymentCredited(p: { channel: string | null; amountKobo: number; recordedVia: string }): void {
  const channel = bounded(p.channel, PAYMENT_CHANNELS);
  metrics.paymentsCredited.inc({ channel, via: p.recordedVia });
  metrics.paymentsCreditedKobo.inc({ channel }, p.amountKobo);
}

/** Wraps each job handler: a run, its duration and its outcome per job name (BullMQ, inline and the `job` command alike). */
export function instrumentJobs<H extends Record<string, (data: never) => Promise<unknown>>>(handlers: H): H {
  const wrapped: Record<string, (data: never) => Promise<unknown>> = {};
  for (const [name, handler] of Object.entries(handlers)) {
    wrapped[name] = async (data: never) => {
      const started = performance.now();
      try {
        const result = await handler(data);
        metrics.jobRuns.inc({ name, outcome: 'succeeded' });
        return result;
      } catch (err) {
        metrics.jobRuns.inc({ name, outcome: 'failed' });
        throw err;
      } finally {
        metrics.jobDuration.observe({ name }, (performance.now() - started) / 1000);
      }
    };
  }
  return wrapped as H;
}

/** A figure read from the database on scrape: it sets its gauges (after resetting them). */
export type ScrapeSource = () => Promise<void>;
const sources = new Map<string, ScrapeSource>();
/** How long a scrape waits for each source; a database that is down never makes a scrape hang. */
export const SCRAPE_SOURCE_TIMEOUT_MS = 1_000;

/** Registers a source read on every scrape; returns its removal. */
export function onScrape(name: string, source: ScrapeSource): () => void {
  sources.set(name, source);
  return () => {
    if (sources.get(name) === source) sources.delete(name);
  };
}

/** The exposition text: the sources read first (each bounded by a timeout), then every metric. */
export async function renderMetrics(timeoutMs = SCRAPE_SOURCE_TIMEOUT_MS): Promise<string> {
  await Promise.all(
    [...sources].map(async ([name, source]) => {
      const up = await withTimeout(source(), timeoutMs).then(
        () => 1,
        () => 0,
      );
      metrics.scrapeSourceUp.set({ source: name }, up);
    }),
  );
  return registry.metrics();
}

/**
 * Who may read /metrics: with a token, only a `Bearer <token>` caller ('unauthorized' otherwise);
 * without one, everyone in development and tests, nobody in production ('hidden': a 404, as if absent).
 */
export function metricsAccess(req: Pick<IncomingMessage, 'headers'>, opts: { token?: string; production: boolean }): 'ok' | 'unauthorized' | 'hidden' {
  if (!opts.token) return opts.production ? 'hidden' : 'ok';
  const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(opts.token);
  return a.length === b.length && timingSafeEqual(a, b) ? 'ok' : 'unauthorized';
}

/** The worker's /metrics (it has no HTTP server of its own): a bare listener on `port`, the same access rule. */
export function serveMetrics(port: number, opts: { token?: string; production: boolean }): Server {
  const server = createServer((req, res) => {
    const access = new URL(req.url ?? '/', 'http://x').pathname === '/metrics' ? metricsAccess(req, opts) : 'hidden';
    if (access !== 'ok') return void res.writeHead(access === 'hidden' ? 404 : 401, access === 'unauthorized' ? { 'WWW-Authenticate': 'Bearer' } : {}).end();
    renderMetrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  server.listen(port);
  return server;
}

/**
 * Times every HTTP request into `food_savings_http_request_duration_seconds`. The route is the
 * pattern Express matched (`/api/SavingsPlan/:id`, with the router's mount point), never the URL
 * itself; requests no route matched are '/graphql' (Apollo's mount), or '(unmatched)' (static
 * files, 404s), so ids and tokens never become labels.
 */
export function httpMetrics(): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once('finish', () => {
      metrics.httpDuration.observe({ method: bounded(req.method, HTTP_METHODS).toUpperCase(), route: routeOf(req), status: `${Math.floor(res.statusCode / 100)}xx` }, (performance.now() - started) / 1000);
    });
    next();
  };
}

const HTTP_METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options'];

function routeOf(req: Request): string {
  const path: unknown = (req.route as { path?: unknown } | undefined)?.path;
  if (path !== undefined) return `${req.baseUrl.toLowerCase()}${typeof path === 'string' ? path : '(pattern)'}`;
  return /^\/graphql(?:[/?]|$)/.test(req.originalUrl) ? '/graphql' : '(unmatched)';
}
