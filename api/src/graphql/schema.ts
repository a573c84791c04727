import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type AuthChecker } from 'type-graphql';
import { ForbiddenError, UnauthenticatedError } from '../common/errors';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { ContactResolver } from '../modules/contact/contact.resolver';
import { FoodPackAdminResolver, FoodPackResolver } from '../modules/food-pack/food-pack.resolver';
import { SavingsPlanResolver } from '../modules/savings-plan/savings-plan.resolver';
import { PayLinkResolver } from '../modules/pay-link/pay-link.resolver';
import { LateFineAdminResolver } from '../modules/savings-plan/late-fines.resolver';
import { UserResolver } from '../modules/user/user.resolver';
import { AnalyticsResolver } from '../modules/analytics/analytics.resolver';
import { AuditResolver } from '../modules/audit/audit.resolver';
import { MarketerAdminResolver } from '../modules/marketer/marketer.resolver';
import { CustomerCommissionsResolver, MarketerPortalResolver } from '../modules/marketer/marketer-portal.resolver';
import { MarketerApplicationAdminResolver, MarketerApplicationResolver } from '../modules/marketer/marketer-application.resolver';
import { CommissionAdminResolver } from '../modules/commission/commission.resolver';
import { UserAdminResolver } from '../modules/user/user-admin.resolver';
import { PlanAdminResolver } from '../modules/savings-plan/plan-admin.resolver';
import { ManualPaymentResolver } from '../modules/payment/manual-payment.resolver';
import { LedgerCheckResolver } from '../modules/payment/ledger-check.resolver';
import type { Role } from '../modules/user/user.entity';
import type { GraphQLContext } from './context';

export const resolvers = [AuthResolver, UserResolver, FoodPackResolver, FoodPackAdminResolver, ContactResolver, SavingsPlanResolver, LateFineAdminResolver, PayLinkResolver, AuditResolver, AnalyticsResolver, MarketerAdminResolver, MarketerPortalResolver, CustomerCommissionsResolver, MarketerApplicationResolver, MarketerApplicationAdminResolver, CommissionAdminResolver, UserAdminResolver, PlanAdminResolver, ManualPaymentResolver, LedgerCheckResolver] as const;

/** `@Authorized()` needs a session; `@Authorized('Admin')` also needs one of the named roles. */
export const authChecker: AuthChecker<GraphQLContext, Role> = ({ context }, roles) => {
  if (!context.actor) throw new UnauthenticatedError();
  if (roles.length && !roles.some((r) => context.actor!.roles.includes(r))) throw new ForbiddenError();
  return true;
};

export async function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    validate: { forbidUnknownValues: false, stopAtFirstError: true },
  });
}

/** The committed root schema.graphql: sorted, so it only changes when the API does. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `# Generated from the API's TypeGraphQL resolvers by \`npm run schema\`. Do not edit.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}
