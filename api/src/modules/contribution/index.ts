/** The contribution feature's public entry: what other features and the composition root may use. */
export { ContributionLinkRow } from './contribution-link.entity';
export { contributionKeys } from './contribution-token';
export { ContributionResolver } from './contribution.resolver';
export { ContributionService, contributionPlanDependents } from './contribution.service';
