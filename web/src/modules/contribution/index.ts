export { ContributionForm } from './components/ContributionForm';
export { contributionPageRead } from './graphql/operations';
