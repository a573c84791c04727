/** Jest for the web app: @swc/jest for TS/TSX, jsdom, CSS as identity-obj-proxy. */
const esmPackages = [
  'antd',
  '@ant-design',
  '@rc-component',
  'rc-[^/]+',
  '@babel/runtime',
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // antd renders slowly under jsdom; a register form filled key by key takes a few seconds.
  testTimeout: 20000,
  // Jest's default on a 2-core machine is one worker: the files are independent, so both cores.
  maxWorkers: 2,
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // node_modules is not transformed, except packages that ship ES modules in places.
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '\\.(css|less)$': 'identity-obj-proxy',
    '^@api/(.*)$': '<rootDir>/../api/src/$1',
  },
};
