import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type AuthChecker, type ClassType, type NonEmptyArray } from 'type-graphql';
import { ForbiddenError, UnauthenticatedError } from '../common/errors';
import { AuthResolver } from '../modules/auth';
import { ContactResolver } from '../modules/contact';
import { FoodPackAdminResolver, FoodPackResolver } from '../modules/food-pack';
import { CatchUpResolver, LateFineAdminResolver, LateFinePolicyResolver, PlanAdminResolver, PlanArrivalResolver, PlanChangesResolver, SavingsPlanResolver } from '../modules/savings-plan';
import { PayLinkResolver } from '../modules/pay-link';
import { ContributionResolver } from '../modules/contribution';
import { UserResolver } from '../modules/user';
import { MarketerAdminResolver, MarketerApplicationAdminResolver, MarketerApplicationResolver, UserMarketerResolver } from '../modules/marketer';
import { AnalyticsResolver } from '../modules/analytics';
import { ProcurementResolver } from '../modules/procurement';
import { AuditResolver } from '../modules/audit';
import { CustomerCommissionsResolver, MarketerPortalResolver } from '../modules/marketer-portal';
import { MarketerNudgeAdminResolver, MarketerNudgeResolver } from '../modules/marketer-nudge';
import { CommissionAdminResolver } from '../modules/commission';
import { UserAdminResolver } from '../modules/user-admin';
import { DeliveryAdminResolver, FulfilmentFactsResolver, HandoverResolver, PackHandoverResolver } from '../modules/fulfilment';
import { StockAdminResolver } from '../modules/stock';
import { CardResolver, CheckoutResolver, LedgerCheckResolver, ManualPaymentResolver, RefundResolver, TransferAdminResolver, TransferResolver } from '../modules/payment';
import type { GraphQLContext } from './context';
import type { Services } from '../services';
import { type Role } from '../common/roles';

/**
 * Every resolver class, with how to build it from the services: resolvers get the services they
 * call through their constructors (TypeGraphQL's container), so a feature's resolver depends on
 * that feature's services only, never on the whole set.
 */
const resolverFactories = new Map<ClassType, (s: Services) => object>([
  [AuthResolver, (s) => new AuthResolver(s.auth)],
  [UserResolver, (s) => new UserResolver(s.users)],
  [UserMarketerResolver, (s) => new UserMarketerResolver(s.marketers)],
  [FoodPackResolver, (s) => new FoodPackResolver(s.foodPacks)],
  [FoodPackAdminResolver, (s) => new FoodPackAdminResolver(s.foodPacks)],
  [ContactResolver, (s) => new ContactResolver(s.contact)],
  [SavingsPlanResolver, (s) => new SavingsPlanResolver(s.savingsPlans)],
  [PlanArrivalResolver, (s) => new PlanArrivalResolver(s.planArrivals)],
  [PlanChangesResolver, (s) => new PlanChangesResolver(s.planCancellations, s.packChanges)],
  [CheckoutResolver, (s) => new CheckoutResolver(s.payments, s.checkouts)],
  [CardResolver, (s) => new CardResolver(s.cards)],
  [RefundResolver, (s) => new RefundResolver(s.refunds)],
  [TransferResolver, (s) => new TransferResolver(s.dedicatedAccounts, s.transfers)],
  [TransferAdminResolver, (s) => new TransferAdminResolver(s.transfers)],
  [LateFineAdminResolver, (s) => new LateFineAdminResolver(s.lateFines)],
  [LateFinePolicyResolver, (s) => new LateFinePolicyResolver(s.lateFines)],
  [CatchUpResolver, (s) => new CatchUpResolver(s.catchUps)],
  [PayLinkResolver, (s) => new PayLinkResolver(s.payLinks)],
  [ContributionResolver, (s) => new ContributionResolver(s.contributions)],
  [AuditResolver, (s) => new AuditResolver(s.audit)],
  [AnalyticsResolver, (s) => new AnalyticsResolver(s.analytics)],
  [ProcurementResolver, (s) => new ProcurementResolver(s.procurement)],
  [MarketerAdminResolver, (s) => new MarketerAdminResolver(s.marketers)],
  [MarketerPortalResolver, (s) => new MarketerPortalResolver(s.marketerPortal)],
  [MarketerNudgeResolver, (s) => new MarketerNudgeResolver(s.marketerNudges)],
  [MarketerNudgeAdminResolver, (s) => new MarketerNudgeAdminResolver(s.marketerNudges)],
  [FulfilmentFactsResolver, (s) => new FulfilmentFactsResolver(s.fulfilment)],
  [PackHandoverResolver, (s) => new PackHandoverResolver(s.fulfilment)],
  [DeliveryAdminResolver, (s) => new DeliveryAdminResolver(s.fulfilment)],
  [HandoverResolver, (s) => new HandoverResolver(s.fulfilment)],
  [StockAdminResolver, (s) => new StockAdminResolver(s.stock)],
  [CustomerCommissionsResolver, (s) => new CustomerCommissionsResolver(s.marketerPortal)],
  [MarketerApplicationResolver, (s) => new MarketerApplicationResolver(s.marketerApplications)],
  [MarketerApplicationAdminResolver, (s) => new MarketerApplicationAdminResolver(s.marketerApplications)],
  [CommissionAdminResolver, (s) => new CommissionAdminResolver(s.commissions)],
  [UserAdminResolver, (s) => new UserAdminResolver(s.userAdmin)],
  [PlanAdminResolver, (s) => new PlanAdminResolver(s.defaulters, s.planAdmin)],
  [ManualPaymentResolver, (s) => new ManualPaymentResolver(s.manualPayments)],
  [LedgerCheckResolver, (s) => new LedgerCheckResolver(s.ledgerChecks)],
]);
const resolvers = [...resolverFactories.keys()] as NonEmptyArray<ClassType>;

/** `@Authorized()` needs a session; `@Authorized('Admin')` also needs one of the named roles. */
export const authChecker: AuthChecker<GraphQLContext, Role> = ({ context }, roles) => {
  if (!context.actor) throw new UnauthenticatedError();
  if (roles.length && !roles.some((r) => context.actor!.roles.includes(r))) throw new ForbiddenError();
  return true;
};

/** The schema; with `services`, its resolvers are built from them (without, it can only be printed). */
export async function buildAppSchema(services?: Services): Promise<GraphQLSchema> {
  const instances = new Map([...resolverFactories].map(([cls, build]) => [cls, services && build(services)]));
  return buildSchema({
    resolvers,
    container: {
      get: (cls: ClassType) => instances.get(cls) ?? missing(cls),
    },
    authChecker,
    validate: { forbidUnknownValues: false, stopAtFirstError: true },
  });
}

function missing(cls: ClassType): never {
  throw new Error(`${cls.name} was asked for by a schema built without services`);
}

/** The committed root schema.graphql: sorted, so it only changes when the API does. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `# Generated from the API's TypeGraphQL resolvers by \`npm run schema\`. Do not edit.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}
