import { createHash, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** argon2id's cost: memory in KiB and passes (4 lanes always). */
export interface PasswordHashing {
  memoryKiB: number;
  passes: number;
}

/**
 * Production's cost, and the least production accepts (config refuses less): the argon2 library's
 * defaults, 64 MiB and 3 passes, RFC 9106's second recommended setting. Tests configure a cheap
 * one (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_PASSES): a hash records its own cost, so either
 * kind verifies anywhere.
 */
export const PRODUCTION_PASSWORD_HASHING: PasswordHashing = { memoryKiB: 65_536, passes: 3 };

/**
 * Every setting the API reads, parsed once. A bad value stops start-up with a message that
 * names the variable, so a misconfigured deploy fails loudly instead of half-working.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^mysql:\/\/.+/, 'must be a mysql://user:password@host:port/database URL')
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\/.+/, 'must be a redis:// URL').optional(),
  JOBS_IN_PROCESS: booleanString.default(true),
  QUEUE_PREFIX: z.string().regex(/^[a-z0-9-]{1,32}$/, 'must be 1-32 lower-case letters, digits or dashes').default('food-savings'),
  SEED_DEMO: booleanString.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters (256 bits)').optional(),
  // At most a day: an active user's token is re-issued past half its life (X-Session-Token).
  JWT_TTL_HOURS: z.coerce.number().int().min(1).max(24).default(24),
  // Sign-ups, password resets and profile e-mail changes per network address and action, per window.
  // Generous: many customers share one address behind a mobile carrier's NAT.
  AUTH_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  AUTH_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(10),
  CORS_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('Food Savings <no-reply@foodsavings.ng>'),
  SUPPORT_EMAIL: z.email().default('support@foodsavings.ng'),
  // Where pickups are collected: shown wherever pickup is offered and in every pickup message.
  PICKUP_OFFICE_ADDRESS: z.string().min(10).max(200).default('12 Adeniyi Jones Avenue, Ikeja, Lagos'),
  PICKUP_OFFICE_HOURS: z.string().min(5).max(100).default('Monday to Friday, 9:00 AM to 5:00 PM'),
  PICKUP_OFFICE_PHONE: z.string().min(7).max(30).default('+234 801 234 5678'),
  // Late fines on one plan never total more than this share of its price (a whole percent, 0 = no fines).
  // Unset: the rule's own default (25 %, DEFAULT_LATE_FINE_CAP_PERCENT in savings-plan/domain/late-fines).
  LATE_FINE_CAP_PERCENT: z.coerce.number().int('must be a whole percentage from 0 to 100').min(0).max(100).optional(),
  WEB_DIST_DIR: z.string().optional(),
  WEB_SSR_DIR: z.string().optional(),
  BODY_LIMIT: z.string().regex(/^\d+(kb|mb)$/i, 'must look like 100kb or 1mb').default('100kb'),
  TRUST_PROXY: booleanString.default(false),
  // Off only to measure what compression saves (bench/web-weight.mjs) or to rule it out when debugging.
  HTTP_COMPRESSION: booleanString.default(true),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).max(50).default(10),
  // Each field costs 1, times the page size under paged lists: the web's largest operation (100 packs) costs about 1,700.
  GRAPHQL_MAX_COST: z.coerce.number().int().min(10).default(2000),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).max(100).default(15),
  // Unexpected errors' messages and GraphQL stack traces in replies: for a developer (`npm run dev` sets it); ignored in production.
  ERROR_DETAILS: booleanString.default(false),
  PAYSTACK_SECRET_KEY: z.string().regex(/^sk_(test|live)_[A-Za-z0-9]+$/, 'must be a Paystack secret key (sk_test_… or sk_live_…)').optional(),
  PAYSTACK_PUBLIC_KEY: z.string().regex(/^pk_(test|live)_[A-Za-z0-9]+$/, 'must be a Paystack public key (pk_test_… or pk_live_…)').optional(),
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  // The bank of customers' dedicated accounts (Paystack's provider slug); 'test-bank' with test keys, 'wema-bank' with live ones unless set.
  PAYSTACK_DVA_BANK: z.string().regex(/^[a-z0-9-]{2,50}$/, "must be a Paystack provider slug such as 'wema-bank' or 'titan-paystack'").optional(),
  PAYMENT_METHOD_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  TERMII_API_KEY: z.string().regex(/^\S{8,200}$/, 'must be a Termii API key (no spaces)').optional(),
  // Termii: an alphanumeric sender ID of 3 to 11 characters, registered on its dashboard.
  TERMII_SENDER_ID: z.string().regex(/^[A-Za-z0-9 ]{3,11}$/, 'must be the sender ID registered with Termii (3-11 letters or digits)').optional(),
  TERMII_BASE_URL: z.url().default('https://api.ng.termii.com'),
  // argon2id's cost for passwords: production's (64 MiB, 3 passes) unless set; tests set a cheap one.
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(8).max(4 * 1024 * 1024).optional(),
  PASSWORD_HASH_PASSES: z.coerce.number().int().min(1).max(20).optional(),
  // How long a stopping API keeps accepting connections (readiness already 503). At most 20 s:
  // with the 25 s the rest of a stop may take, the process's own deadline is this plus 25 s.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(20_000).optional(),
  // /metrics: a Bearer token required when set; in production, without one, /metrics is off (404).
  // (Empty counts as unset: docker-compose passes `${METRICS_TOKEN:-}`.)
  METRICS_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16, 'must be at least 16 characters').optional()),
  // The worker's /metrics listener (it has no HTTP server otherwise); unset: none.
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
});

/** Where customers collect a pack (PICKUP_OFFICE_*). */
export interface PickupOffice {
  address: string;
  hours: string;
  phoneNumber: string;
}

export type AppConfig = {
  env: 'development' | 'test' | 'production';
  port: number;
  publicUrl: string;
  dataDir: string;
  database: { kind: 'mysql'; url: string } | { kind: 'sqlite'; file: string };
  redisUrl?: string;
  /** Namespaces BullMQ's keys, so several deployments (or test runs) can share one Redis. */
  queuePrefix: string;
  /** Run BullMQ workers inside the API process too (false when a separate worker process runs them). */
  jobsInProcess: boolean;
  seedDemo: boolean;
  jwtSecret: string;
  jwtTtlSeconds: number;
  /** Attempts of one account action (sign-up, reset, e-mail change) per network address per window. */
  authLimitPerAddress: { points: number; durationSec: number };
  corsOrigins: string[];
  logLevel: string;
  mail: { smtpUrl?: string; from: string; outboxDir: string };
  supportEmail: string;
  pickupOffice: PickupOffice;
  /** Late fines on one plan never total more than this percentage of its (locked) price; unset, the rule's default (25). */
  lateFineCapPercent?: number;
  webDistDir: string;
  /** The public pages' server renderer, built by `vite build --ssr` (default: beside webDistDir). */
  webSsrDir: string;
  bodyLimit: string;
  trustProxy: boolean;
  /** Compress replies (brotli or gzip, above 1 KB) and send the web app's precompressed files. */
  compression: boolean;
  graphql: { maxDepth: number; maxCost: number; maxAliases: number };
  /**
   * Replies to an unexpected error carry its message and (GraphQL) its stack trace, with the
   * server's file paths: only when a developer asks (ERROR_DETAILS), never in production.
   * Otherwise they say "Internal server error" and the request id; the log has the details.
   */
  errorDetails: boolean;
  /**
   * Paystack. With both keys set, the real service at `baseUrl`. Without them (development and
   * tests only), the local stand-in mounted at /fake-paystack, with a generated test secret.
   */
  paystack: { standIn: boolean; secretKey: string; publicKey: string; baseUrl: string; dedicatedAccountBank: string };
  /** Saved card authorizations are encrypted at rest with a key derived from this. */
  paymentMethodKey: string;
  /**
   * SMS through Termii. With both settings, the real service at `baseUrl`. Without them
   * (development and tests only), the local stand-in mounted at /fake-termii, which writes each
   * message to `outboxDir`, with a generated key.
   */
  sms: { standIn: boolean; apiKey: string; senderId: string; baseUrl: string; outboxDir: string };
  /** argon2id's cost for new password hashes; never below production's in production. */
  passwordHashing: PasswordHashing;
  /**
   * On SIGTERM, how long the API keeps accepting connections after /readyz turns 503, so a load
   * balancer has time to notice and nothing already sent to it is reset. 5 s in production; 0
   * elsewhere (no load balancer, and a developer's Ctrl-C should not wait).
   */
  shutdownDrainMs: number;
  /** Prometheus metrics: `token` (Bearer) guards /metrics (required in production, else it is off); `workerPort`, the worker's listener. */
  metrics: { token?: string; workerPort?: number };
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const v = parsed.data;
  const dataDir = path.resolve(v.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const embedded = !v.DATABASE_URL;
  const publicUrl = (v.PUBLIC_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, '');
  const webDistDir = path.resolve(v.WEB_DIST_DIR ?? path.join(__dirname, '..', '..', '..', 'web', 'dist'));
  return {
    env: v.NODE_ENV,
    port: v.PORT,
    publicUrl,
    dataDir,
    database: v.DATABASE_URL
      ? { kind: 'mysql', url: v.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'food-savings.sqlite') },
    redisUrl: v.REDIS_URL,
    queuePrefix: v.QUEUE_PREFIX,
    jobsInProcess: v.JOBS_IN_PROCESS,
    // The embedded default is a demo: it always seeds. MySQL seeds only when asked.
    seedDemo: v.SEED_DEMO ?? embedded,
    jwtSecret: v.JWT_SECRET ?? persistentSecret(dataDir, v.NODE_ENV, 'JWT_SECRET', 'jwt-secret', '(at least 32 characters)', () => randomBytes(32).toString('hex')),
    jwtTtlSeconds: v.JWT_TTL_HOURS * 3600,
    authLimitPerAddress: { points: v.AUTH_LIMIT_PER_ADDRESS, durationSec: v.AUTH_LIMIT_WINDOW_MINUTES * 60 },
    corsOrigins: v.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean),
    logLevel: v.LOG_LEVEL,
    mail: { smtpUrl: v.SMTP_URL, from: v.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    supportEmail: v.SUPPORT_EMAIL,
    pickupOffice: { address: v.PICKUP_OFFICE_ADDRESS, hours: v.PICKUP_OFFICE_HOURS, phoneNumber: v.PICKUP_OFFICE_PHONE },
    lateFineCapPercent: v.LATE_FINE_CAP_PERCENT,
    webDistDir,
    webSsrDir: path.resolve(v.WEB_SSR_DIR ?? path.join(webDistDir, '..', 'dist-ssr')),
    bodyLimit: v.BODY_LIMIT,
    trustProxy: v.TRUST_PROXY,
    compression: v.HTTP_COMPRESSION,
    graphql: { maxDepth: v.GRAPHQL_MAX_DEPTH, maxCost: v.GRAPHQL_MAX_COST, maxAliases: v.GRAPHQL_MAX_ALIASES },
    errorDetails: v.ERROR_DETAILS && v.NODE_ENV !== 'production',
    paystack: paystackConfig(v, dataDir, publicUrl),
    paymentMethodKey:
      v.PAYMENT_METHOD_KEY ??
      persistentSecret(dataDir, v.NODE_ENV, 'PAYMENT_METHOD_KEY', 'payment-method-key', '(at least 32 characters)', () => randomBytes(32).toString('hex')),
    sms: smsConfig(v, dataDir, publicUrl),
    passwordHashing: passwordHashingConfig(v),
    shutdownDrainMs: v.SHUTDOWN_DRAIN_MS ?? (v.NODE_ENV === 'production' ? 5_000 : 0),
    metrics: { token: v.METRICS_TOKEN, workerPort: v.METRICS_PORT },
  };
}

/** Production's cost unless set; in production, never less than it (a cheap cost is for tests). */
function passwordHashingConfig(v: z.infer<typeof schema>): AppConfig['passwordHashing'] {
  const cost = { memoryKiB: v.PASSWORD_HASH_MEMORY_KIB ?? PRODUCTION_PASSWORD_HASHING.memoryKiB, passes: v.PASSWORD_HASH_PASSES ?? PRODUCTION_PASSWORD_HASHING.passes };
  if (v.NODE_ENV === 'production' && (cost.memoryKiB < PRODUCTION_PASSWORD_HASHING.memoryKiB || cost.passes < PRODUCTION_PASSWORD_HASHING.passes)) {
    throw new ConfigError(
      `Invalid configuration:\n  PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_PASSES: at least ${PRODUCTION_PASSWORD_HASHING.memoryKiB} KiB and ${PRODUCTION_PASSWORD_HASHING.passes} passes in production (leave them unset)`,
    );
  }
  return cost;
}

/** Like Paystack: both (the real Termii) or neither (the stand-in; refused in production, where reminders would silently go nowhere). */
function smsConfig(v: z.infer<typeof schema>, dataDir: string, publicUrl: string): AppConfig['sms'] {
  const outboxDir = path.join(dataDir, 'sms-outbox');
  if (v.TERMII_API_KEY && v.TERMII_SENDER_ID) {
    return { standIn: false, apiKey: v.TERMII_API_KEY, senderId: v.TERMII_SENDER_ID, baseUrl: v.TERMII_BASE_URL.replace(/\/$/, ''), outboxDir };
  }
  if (v.TERMII_API_KEY || v.TERMII_SENDER_ID) {
    throw new ConfigError('Invalid configuration:\n  TERMII_API_KEY, TERMII_SENDER_ID: set both (the real Termii) or neither (the local stand-in, development and tests only)');
  }
  // In the data folder, so the API (which serves the stand-in) and a separate worker agree on it.
  const apiKey = persistentSecret(dataDir, v.NODE_ENV, 'TERMII_API_KEY and TERMII_SENDER_ID', 'termii-test-key', '', () => `tl_test_${randomBytes(20).toString('hex')}`);
  return { standIn: true, apiKey, senderId: 'FoodSavings', baseUrl: `${publicUrl}/fake-termii`, outboxDir };
}

function paystackConfig(v: z.infer<typeof schema>, dataDir: string, publicUrl: string): AppConfig['paystack'] {
  if (v.PAYSTACK_SECRET_KEY && v.PAYSTACK_PUBLIC_KEY) {
    const dedicatedAccountBank = v.PAYSTACK_DVA_BANK ?? (v.PAYSTACK_SECRET_KEY.startsWith('sk_live_') ? 'wema-bank' : 'test-bank');
    return { standIn: false, secretKey: v.PAYSTACK_SECRET_KEY, publicKey: v.PAYSTACK_PUBLIC_KEY, baseUrl: v.PAYSTACK_BASE_URL.replace(/\/$/, ''), dedicatedAccountBank };
  }
  if (v.PAYSTACK_SECRET_KEY || v.PAYSTACK_PUBLIC_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYSTACK_SECRET_KEY, PAYSTACK_PUBLIC_KEY: set both (the real Paystack) or neither (the local stand-in, development and tests only)',
    );
  }
  // Kept in the data folder so the API and a separate worker process agree on it.
  const secretKey = persistentSecret(dataDir, v.NODE_ENV, 'PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY', 'paystack-test-secret', '', () => `sk_test_${randomBytes(20).toString('hex')}`);
  const publicKey = `pk_test_${createHash('sha256').update(secretKey).digest('hex').slice(0, 40)}`;
  return { standIn: true, secretKey, publicKey, baseUrl: `${publicUrl}/fake-paystack`, dedicatedAccountBank: v.PAYSTACK_DVA_BANK ?? 'test-bank' };
}

/**
 * A secret generated once and kept in the data folder, so sessions (and saved cards) survive
 * restarts without configuration. Never in production: there it must be configured.
 */
function persistentSecret(dataDir: string, env: string, variable: string, fileName: string, hint: string, make: () => string): string {
  if (env === 'production') {
    throw new ConfigError(`Invalid configuration:\n  ${variable}: required in production${hint ? ` ${hint}` : ''}`);
  }
  const file = path.join(dataDir, fileName);
  if (!existsSync(file)) {
    // Written whole under a private name, then linked into place: of processes starting together
    // on an empty folder one wins, and the others read its secret, never half of it.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, make(), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(draft);
    }
  }
  return readFileSync(file, 'utf8').trim();
}
