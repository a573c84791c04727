import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config';
import { UserRoleRow, UserRow } from '../modules/user';
import { PasswordResetTokenRow } from '../modules/auth';
import { FoodPackItemRow, FoodPackRow } from '../modules/food-pack';
import { ContactMessageRow } from '../modules/contact';
import { ArrearsRebuildRow, ArrearsStaleRow, ClosureDayRow, CreditEntryRow, CustomerArrearsRow, FulfilmentMoveRow, FulfilmentRow, PaymentScheduleRow, PlanFineRow, SavingsPlanRow } from '../modules/savings-plan';
import { AutoDebitAttemptRow, LedgerCheckRow, PaymentCheckoutRow, PaymentMethodRow, PaymentReversalRow, PaymentRow, StrayChargeRow, WebhookEventRow, BankTransferRow, CustomerCreditRow, DedicatedAccountRow } from '../modules/payment';
import { Accounts1763800000000 } from './migrations/1763800000000-accounts';
import { Catalogue1763900000000 } from './migrations/1763900000000-catalogue';
import { SavingsPlans1764000000000 } from './migrations/1764000000000-savings-plans';
import { DurableJobs1764100000000 } from './migrations/1764100000000-durable-jobs';
import { SessionRevocation1764200000000 } from './migrations/1764200000000-session-revocation';
import { LateFines1764600000000 } from './migrations/1764600000000-late-fines';
import { AutoDebits1764400000000 } from './migrations/1764400000000-auto-debits';
import { Reminders1764500000000 } from './migrations/1764500000000-reminders';
import { ReminderSentRow } from '../modules/reminders';
import { PayLinkRow } from '../modules/pay-link';
import { ContributionLinkRow } from '../modules/contribution';
import { AuditEntryRow } from '../modules/audit';
import { AuditTrail1764700000000 } from './migrations/1764700000000-audit-trail';
import { MarketerApplicationRow, MarketerRateChangeRow, MarketerRow } from '../modules/marketer';
import { Marketers1764710000000 } from './migrations/1764710000000-marketers';
import { CommissionLedger1764730000000 } from './migrations/1764730000000-commission-ledger';
import { CommissionEntryRow, CommissionPayoutItemRow, CommissionPayoutRow } from '../modules/commission';
import { UserAdmin1764720000000 } from './migrations/1764720000000-user-admin';
import { PlanAdministration1764740000000 } from './migrations/1764740000000-plan-administration';
import { CustomerArrears1764750000000 } from './migrations/1764750000000-customer-arrears';
import { AdminListSorts1764760000000 } from './migrations/1764760000000-admin-list-sorts';
import { Fulfilment1764770000000 } from './migrations/1764770000000-fulfilment';
import { ReversalNotices1764782900000 } from './migrations/1764782900000-reversal-notices';
import { PlanCatchUps1764792000000 } from './migrations/1764792000000-plan-catch-ups';
import { PlanCatchUpRow } from '../modules/savings-plan';
import { TermsAndCardSignatures1764791000000 } from './migrations/1764791000000-terms-and-card-signatures';
import { PlanChanges1764793000000 } from './migrations/1764793000000-plan-changes';
import { LegacyNumbers1764794000000 } from './migrations/1764794000000-legacy-numbers';
import { ClientReferencesAndAccounts1764795000000 } from './migrations/1764795000000-client-references-and-accounts';
import { StrayCharges1764796000000 } from './migrations/1764796000000-stray-charges';
import { StockMovements1764797000000 } from './migrations/1764797000000-stock-movements';
import { StockClosings1764797500000 } from './migrations/1764797500000-stock-closings';
import { ForecastIndexes1764798000000 } from './migrations/1764798000000-forecast-indexes';
import { StockClosingRow, StockMovementRow } from '../modules/stock';
import { DedicatedAccounts1764799000000 } from './migrations/1764799000000-dedicated-accounts';
import { ContributionLinks1764799500000 } from './migrations/1764799500000-contribution-links';
import { MarketerNudges1764799600000 } from './migrations/1764799600000-marketer-nudges';
import { MarketerNudgeRow } from '../modules/marketer-nudge';
export const entities = [
  UserRow,
  UserRoleRow,
  PasswordResetTokenRow,
  FoodPackRow,
  FoodPackItemRow,
  ContactMessageRow,
  SavingsPlanRow,
  PaymentScheduleRow,
  FulfilmentRow,
  FulfilmentMoveRow,
  ClosureDayRow,
  PaymentCheckoutRow,
  PaymentRow,
  PaymentMethodRow,
  WebhookEventRow,
  PlanFineRow,
  AutoDebitAttemptRow,
  ReminderSentRow,
  PayLinkRow,
  AuditEntryRow,
  MarketerRow,
  MarketerRateChangeRow,
  MarketerApplicationRow,
  CommissionEntryRow,
  CommissionPayoutRow,
  CommissionPayoutItemRow,
  PaymentReversalRow,
  LedgerCheckRow,
  CustomerArrearsRow,
  ArrearsStaleRow,
  ArrearsRebuildRow,
  PlanCatchUpRow,
  CreditEntryRow,
  StrayChargeRow,
  StockMovementRow,
  StockClosingRow,
  DedicatedAccountRow,
  BankTransferRow,
  CustomerCreditRow,
  MarketerNudgeRow,
  ContributionLinkRow,
];
export const migrations = [Accounts1763800000000, Catalogue1763900000000, SavingsPlans1764000000000, DurableJobs1764100000000, SessionRevocation1764200000000, LateFines1764600000000, AutoDebits1764400000000, Reminders1764500000000, AuditTrail1764700000000, Marketers1764710000000, UserAdmin1764720000000, CommissionLedger1764730000000, PlanAdministration1764740000000, CustomerArrears1764750000000, AdminListSorts1764760000000, Fulfilment1764770000000, ReversalNotices1764782900000, TermsAndCardSignatures1764791000000, PlanCatchUps1764792000000, PlanChanges1764793000000, LegacyNumbers1764794000000, ClientReferencesAndAccounts1764795000000, StrayCharges1764796000000, StockMovements1764797000000, StockClosings1764797500000, ForecastIndexes1764798000000, DedicatedAccounts1764799000000, ContributionLinks1764799500000, MarketerNudges1764799600000];

/**
 * MySQL in production, an SQLite file for the zero-configuration default. Both run the same
 * migrations; `synchronize` is never used, so the schema is always the migrated one.
 */
export function createDataSource(database: AppConfig['database']): DataSource {
  const common = { entities, migrations, synchronize: false, migrationsRun: false, logging: false } as const;
  if (database.kind === 'mysql') {
    return new DataSource({
      ...common,
      type: 'mysql',
      url: database.url,
      timezone: 'Z', // datetimes are UTC in the database
      charset: 'utf8mb4_unicode_ci',
      // A database that is down must fail a request fast (503), not hold it for mysql2's 10 s default.
      extra: { connectionLimit: 10, connectTimeout: 2_000 },
    });
  }
  return new DataSource({
    ...common,
    type: 'better-sqlite3',
    database: database.file,
    prepareDatabase: (db: { pragma(s: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('foreign_keys = ON');
    },
  });
}

export async function openDatabase(database: AppConfig['database']): Promise<DataSource> {
  const ds = createDataSource(database);
  await ds.initialize();
  await migrationLock(ds, () => ds.runMigrations({ transaction: 'each' }));
  return ds;
}

/**
 * API and worker processes that start together (a scaled deployment, a rolling release) must not
 * run the same migration twice: on MySQL they take turns on a named lock for this database, and
 * whoever comes second finds nothing left to run. SQLite is one process's file.
 */
async function migrationLock(ds: DataSource, work: () => Promise<unknown>): Promise<void> {
  if (ds.options.type !== 'mysql') return void (await work());
  const session = ds.createQueryRunner();
  try {
    const [row] = (await session.query("SELECT GET_LOCK(CONCAT('migrate:', DATABASE()), 120) AS taken")) as { taken: number | string | null }[];
    if (Number(row?.taken) !== 1) throw new Error('Another process has been migrating this database for 2 minutes: not starting');
    try {
      await work();
    } finally {
      await session.query("SELECT RELEASE_LOCK(CONCAT('migrate:', DATABASE()))");
    }
  } finally {
    await session.release();
  }
}
