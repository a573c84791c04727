/**
 * Four layers: unit (pure domain, no I/O), integration (services on MariaDB/Redis), e2e (HTTP in
 * process), reliability (built processes against MariaDB and Redis the tests start and stop).
 */
const transform = {
  '^.+\\.ts$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        // TypeGraphQL and TypeORM read the design-time types that decorator metadata carries.
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

module.exports = {
  projects: [
    { displayName: 'unit', testEnvironment: 'node', transform, testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      setupFiles: ['reflect-metadata'],
    },
    {
      // Separate processes (the built api/dist), killed, signalled, and cut off from MariaDB and Redis.
      displayName: 'reliability',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/test/reliability/**/*.test.ts'],
      setupFiles: ['reflect-metadata'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      setupFiles: ['reflect-metadata'],
    },
  ],
  maxWorkers: 2,
  // A run's test systems share a pool of migrated MariaDB databases, emptied between uses
  // (test/support/databases.ts): the run names it first and drops it last.
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // A file's first system may still migrate a fresh database: seconds on a busy 2-core machine. (Jest
  // reads this only here, not per project; the reliability files set their own, longer, limits.)
  testTimeout: 30_000,
};
