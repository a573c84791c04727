/** The rider's page (Dispatcher role, issue 24); only /rider imports it. Its operations are generated into gql/rider. */
export { MyRounds } from './MyRounds';
