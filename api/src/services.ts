import type Redis from 'ioredis';
import type { AppConfig } from './config/config';
import { AddressLimits, AttemptLimiter } from './common/attempt-limiter';
import { PaystackClient, type PaystackDedicatedAccounts, type PaystackGateway } from './integrations/paystack/paystack-client';
import type { Mailer } from './integrations/mail/mailer';
import type { ImageStorage } from './integrations/storage/image-storage';
import { imageVariantsFor, type ImageVariants } from './integrations/storage/image-variants';
import type { JobQueue } from './jobs/queue';
import { OwedWork } from './jobs/owed-work';
import { AuthService, LoginThrottle, PasswordHasher } from './modules/auth';
import { ContactService, ContactThrottle } from './modules/contact';
import { FoodPackService } from './modules/food-pack';
import { AutoDebitService, CardCipher, CardService, DedicatedAccountService, LedgerCheckService, TransferService, transferDuties, ManualPaymentService, paymentDuties, paymentPlanDependents, PaymentService, PaymentsOfPlans, PlanCheckoutService, ReceiptService, RefundService, ReversalNoticeService, WebhookService } from './modules/payment';
import { CatchUpService, creditNoticeDuties, CustomerArrears, DefaulterService, LateFineService, OverdueService, PackChangeService, PlanAdminService, PlanArrivalService, PlanCancellationService, PlanViews, SavingsPlanService } from './modules/savings-plan';
import { reminderPlanDependents, ReminderService } from './modules/reminders';
import { payLinkKey, payLinkPlanDependents, PayLinkService } from './modules/pay-link';
import { contributionKeys, contributionPlanDependents, ContributionService } from './modules/contribution';
import { SessionTokens } from './common/session-token';
import { UserService } from './modules/user';
import { AnalyticsService } from './modules/analytics';
import { ProcurementService } from './modules/procurement';
import { AuditService } from './modules/audit';
import { MarketerApplicationService, MarketerService } from './modules/marketer';
import { MarketerPortalService } from './modules/marketer-portal';
import { MarketerNudgeService, nudgeDuties } from './modules/marketer-nudge';
import { commissionDuties, CommissionService, commissionTotalsOf, reverseCommission } from './modules/commission';
import { UserAdminService } from './modules/user-admin';
import { fulfilmentDuties, FulfilmentService } from './modules/fulfilment';
import { catalogueStock, StockService } from './modules/stock';
import { handoverCodeKey } from './modules/savings-plan/domain/handover-code';
import { DEFAULT_LATE_FINE_CAP_PERCENT } from './modules/savings-plan/domain/late-fines';
import { lagosMonth } from './modules/commission/domain/commission-ledger';

/** The application's services, wired once at start-up and shared by GraphQL, REST and workers. */
export interface Services {
  users: UserService;
  auth: AuthService;
  foodPacks: FoodPackService;
  /** The pictures' resized copies, which `GET /images` serves and replacing a pack's picture removes. */
  imageVariants: ImageVariants;
  contact: ContactService;
  payments: PaymentService;
  /** Starting a plan with its first checkout, paying the next instalment, discarding plans never paid. */
  checkouts: PlanCheckoutService;
  cards: CardService;
  receipts: ReceiptService;
  webhooks: WebhookService;
  /** Work owed after a commit (receipts, accruals, webhooks, refunds, open checkouts): its jobs, the sweep, the backlog. */
  owedWork: OwedWork;
  savingsPlans: SavingsPlanService;
  /** When each open plan's pack arrives at the customer's pace, and before and after a payment (issue 25). */
  planArrivals: PlanArrivalService;
  overdue: OverdueService;
  lateFines: LateFineService;
  /** Catching up on a plan that is behind (spread the overdue, or extend within the window). */
  catchUps: CatchUpService;
  payLinks: PayLinkService;
  /** Family and diaspora contributions through a plan's contribution link. */
  contributions: ContributionService;
  reminders: ReminderService;
  autoDebits: AutoDebitService;
  analytics: AnalyticsService;
  /** The procurement forecast: packs and item lines the open plans will need, less the stock. */
  procurement: ProcurementService;
  audit: AuditService;
  marketers: MarketerService;
  marketerPortal: MarketerPortalService;
  /** A marketer's SMS reminder to a referred customer who is overdue (issue 27), and the admins' log of them. */
  marketerNudges: MarketerNudgeService;
  marketerApplications: MarketerApplicationService;
  commissions: CommissionService;
  userAdmin: UserAdminService;
  planAdmin: PlanAdminService;
  planCancellations: PlanCancellationService;
  packChanges: PackChangeService;
  arrears: CustomerArrears;
  defaulters: DefaulterService;
  manualPayments: ManualPaymentService;
  ledgerChecks: LedgerCheckService;
  refunds: RefundService;
  /** Paid packs to their customers: deliveries, pickups, handover codes, the dispatchers' rounds. */
  fulfilment: FulfilmentService;
  /** Each pack's stock as rows written once: received, adjusted, and what follows the plans. */
  stock: StockService;
  /** Customers' own bank account numbers (Paystack dedicated virtual accounts). */
  dedicatedAccounts: DedicatedAccountService;
  /** Money transferred into them, the customers' credit and its refunds. */
  transfers: TransferService;
}

export function createServices(
  config: AppConfig,
  deps: { jobs: JobQueue; mailer: Mailer; storage: ImageStorage; redis?: Redis; throttle?: LoginThrottle; contactThrottle?: ContactThrottle; paystack?: PaystackGateway & PaystackDedicatedAccounts },
): Services {
  // Per network address and action (sign-up, reset, e-mail change): AUTH_LIMIT_PER_ADDRESS per AUTH_LIMIT_WINDOW_MINUTES.
  const addressLimits = new AddressLimits(new AttemptLimiter(deps.redis, config.authLimitPerAddress, `${config.queuePrefix}:auth-address`));
  const users = new UserService({ addressLimits });
  const auth = new AuthService({
    users,
    addressLimits,
    // At most 3 reset e-mails per account per hour, whatever spelling of the address asked.
    resetMails: new AttemptLimiter(deps.redis, { points: 3, durationSec: 60 * 60 }, `${config.queuePrefix}:reset-mail`),
    tokens: new SessionTokens(config.jwtSecret, config.jwtTtlSeconds),
    // Both throttles are namespaced like the queue: deployments (and test runs) sharing a Redis keep separate counts.
    throttle: deps.throttle ?? new LoginThrottle(deps.redis, undefined, `${config.queuePrefix}:login-fail`),
    jobs: deps.jobs,
    publicUrl: config.publicUrl,
    hasher: new PasswordHasher(config.passwordHashing),
  });
  const imageVariants = imageVariantsFor(deps.storage);
  const foodPacks = new FoodPackService({ storage: deps.storage, variants: imageVariants, stock: catalogueStock });
  const contact = new ContactService({
    jobs: deps.jobs,
    throttle: deps.contactThrottle ?? new ContactThrottle(deps.redis, undefined, `${config.queuePrefix}:contact`),
    supportEmail: config.supportEmail,
  });
  const paystack = deps.paystack ?? new PaystackClient({ baseUrl: config.paystack.baseUrl, secretKey: config.paystack.secretKey });
  const owedWork = new OwedWork(deps.jobs);
  const cipher = new CardCipher(config.paymentMethodKey);
  const cards = new CardService(cipher);
  const refunds = new RefundService({ paystack, jobs: deps.jobs, owed: owedWork, reverseCommission });
  const planPayments = new PaymentsOfPlans({ reverseCommission, refunds });
  // Late fines on one plan total at most this share of its price (LATE_FINE_CAP_PERCENT): the job, the views and the reminders agree.
  const fineCapPercent = config.lateFineCapPercent ?? DEFAULT_LATE_FINE_CAP_PERCENT;
  const views = new PlanViews(planPayments, fineCapPercent);
  const payments = new PaymentService({
    paystack,
    owed: owedWork,
    cards,
    views,
    publicKey: config.paystack.publicKey,
    standIn: config.paystack.standIn,
    publicUrl: config.publicUrl,
  });
  const savingsPlans = new SavingsPlanService({ views, cards });
  const payLinks = new PayLinkService({
    payments,
    key: payLinkKey(config.jwtSecret),
    publicUrl: config.publicUrl,
    publicKey: config.paystack.publicKey,
    standIn: config.paystack.standIn,
    // Every look, pay and confirm through pay links: 60 per address per 10 minutes (carrier NAT shares addresses).
    limiter: new AttemptLimiter(deps.redis, { points: 60, durationSec: 10 * 60 }, `${config.queuePrefix}:pay-link`),
  });
  const contributions = new ContributionService({
    payments,
    views,
    keys: contributionKeys(config.jwtSecret),
    publicUrl: config.publicUrl,
    publicKey: config.paystack.publicKey,
    standIn: config.paystack.standIn,
    // Every look, pay and confirm through contribution links: 60 per address per 10 minutes (as pay links),
    // and 120 per link per 10 minutes whoever asks (a family group opening it at once fits; a script does not).
    perAddress: new AttemptLimiter(deps.redis, { points: 60, durationSec: 10 * 60 }, `${config.queuePrefix}:contribution`),
    perLink: new AttemptLimiter(deps.redis, { points: 120, durationSec: 10 * 60 }, `${config.queuePrefix}:contribution-link`),
  });
  const reminders = new ReminderService({ jobs: deps.jobs, payLinks, fineCapPercent });
  const autoDebits = new AutoDebitService({ paystack, payments, cipher, jobs: deps.jobs, issuePayLink: (m, now, ref) => payLinks.issue(m, now, ref) });
  const commissions = new CommissionService();
  const receipts = new ReceiptService({ mailer: deps.mailer, views });
  const dedicatedAccounts = new DedicatedAccountService({ paystack, owed: owedWork, preferredBank: config.paystack.dedicatedAccountBank });
  const transfers = new TransferService({ paystack, owed: owedWork, mailer: deps.mailer, jobs: deps.jobs, supportEmail: config.supportEmail });
  const webhooks = new WebhookService({ secretKey: config.paystack.secretKey, owed: owedWork, jobs: deps.jobs, payments, transfers, dedicatedAccounts });
  const fulfilment = new FulfilmentService({ codeKey: handoverCodeKey(config.jwtSecret), office: config.pickupOffice, supportEmail: config.supportEmail, owed: owedWork, jobs: deps.jobs });
  const reversalNotices = new ReversalNoticeService({ jobs: deps.jobs, views, publicUrl: config.publicUrl });
  const marketerNudges = new MarketerNudgeService({ jobs: deps.jobs, payLinks, owed: owedWork });
  owedWork.declare(
    ...paymentDuties({ webhooks, payments, receipts, refunds, reversalNotices }),
    ...commissionDuties(commissions),
    ...fulfilmentDuties(fulfilment),
    ...creditNoticeDuties({ jobs: deps.jobs, publicUrl: config.publicUrl }),
    ...transferDuties({ accounts: dedicatedAccounts, transfers }),
    ...nudgeDuties(marketerNudges),
  );
  // What follows a plan's cancelling (or its pack's change) in the features built on plans, in the same transaction.
  const planDependents = [paymentPlanDependents, payLinkPlanDependents, contributionPlanDependents, reminderPlanDependents];
  const planCancellations = new PlanCancellationService({ payments: planPayments, dependents: planDependents, jobs: deps.jobs, publicUrl: config.publicUrl });
  const marketers = new MarketerService({ auth, publicUrl: config.publicUrl, earnings: (m, ids, now) => commissionTotalsOf(m, ids, lagosMonth(now)) });
  const arrears = new CustomerArrears();
  return {
    stock: new StockService(),
    payLinks,
    contributions,
    reminders,
    users,
    auth,
    foodPacks,
    imageVariants,
    contact,
    payments,
    checkouts: new PlanCheckoutService({ plans: savingsPlans, payments, views }),
    cards,
    receipts,
    webhooks,
    owedWork,
    savingsPlans,
    planArrivals: new PlanArrivalService(),
    overdue: new OverdueService(),
    lateFines: new LateFineService({ capPercent: fineCapPercent }),
    catchUps: new CatchUpService({ views }),
    autoDebits,
    analytics: new AnalyticsService(),
    procurement: new ProcurementService(),
    audit: new AuditService(),
    marketers,
    marketerPortal: new MarketerPortalService({
      marketers,
      commissions,
      auth,
      // Registering customers: sign-up's numbers per marketer, and the address's sign-up count.
      registrations: { perMarketer: new AttemptLimiter(deps.redis, config.authLimitPerAddress, `${config.queuePrefix}:register-customer`), addressLimits },
    }),
    marketerNudges,
    marketerApplications: new MarketerApplicationService({ jobs: deps.jobs, publicUrl: config.publicUrl }),
    commissions,
    userAdmin: new UserAdminService({ auth }),
    planAdmin: new PlanAdminService({ payments: planPayments, dependents: planDependents }),
    planCancellations,
    packChanges: new PackChangeService({ views, dependents: planDependents, jobs: deps.jobs, publicUrl: config.publicUrl }),
    arrears,
    defaulters: new DefaulterService(arrears),
    manualPayments: new ManualPaymentService({ owed: owedWork, reverseCommission }),
    ledgerChecks: new LedgerCheckService({ paystack, jobs: deps.jobs }),
    refunds,
    fulfilment,
    dedicatedAccounts,
    transfers,
  };
}
