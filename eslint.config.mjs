import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';


/**
 * The api's features in layers, lowest first: a feature imports only features of the layers below
 * its own, so an import cycle between features cannot be written (and adding an edge that points
 * up means moving a feature, on purpose, here). Keep in step with docs/architecture.md.
 */
const FEATURE_LAYERS = [
  ['user'],
  ['audit', 'auth', 'contact'],
  ['food-pack', 'operations'],
  // stock: below savings-plan, whose plan account writes a plan's reservation in its own transaction.
  ['stock'],
  ['savings-plan'],
  ['payment'],
  ['pay-link', 'marketer', 'fulfilment'],
  ['reminders', 'commission', 'contribution'],
  ['marketer-portal', 'user-admin', 'analytics'],
  // procurement: reads the plans (savings-plan), the packs' contents (food-pack) and the stock, and
  // nothing imports it; on top, like analytics, so every feature it reads stays below it.
  // marketer-nudge: the portal's reminder to an overdue customer, above marketer-portal.
  ['procurement', 'marketer-nudge'],
];
/** What another feature may import: its public entry, and its pure rules (which load no server code). */
const PUBLIC = ['index.ts', 'domain/**'];

/** The api's boundaries (eslint-plugin-boundaries): which part of api/src may import which. */
const apiBoundaries = {
  files: ['api/src/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.js'] } },
    'boundaries/include': ['api/src/**/*.ts'],
    // The composition root: entry points and the files that list every feature's parts.
    'boundaries/files': [{ category: 'composition-root', pattern: 'api/src/{*.ts,db/**/*.ts,graphql/schema.ts,graphql/emit-schema.ts}' }],
    'boundaries/elements': [
      { type: 'feature', pattern: 'api/src/modules/*', capture: ['feature'] },
      // common, config, integrations, graphql, rest, jobs, web-app: what every feature stands on.
      { type: 'infra', pattern: 'api/src/*', capture: ['area'] },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        checkUnknownLocals: true,
        policies: [
          { from: { file: { categories: 'composition-root' } }, allow: { to: [{ element: { type: 'infra' } }, { file: { categories: 'composition-root' } }] } },
          { from: { file: { categories: 'composition-root' } }, allow: { to: { element: { type: 'feature', fileInternalPath: PUBLIC } } } },
          { from: { element: { type: 'infra' } }, allow: { to: { element: { type: 'infra' } } } },
          { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'infra' } } } },
          ...FEATURE_LAYERS.flatMap((layer, i) =>
            layer.map((feature) => ({
              from: { element: { type: 'feature', captured: { feature } } },
              allow: { to: { element: { type: 'feature', captured: { feature: `{${FEATURE_LAYERS.slice(0, i).flat().join(',')},-}` }, fileInternalPath: PUBLIC } } },
            })),
          ),
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'web/src/gql/**', 'data/**', '**/coverage/**', '**/*.cjs', 'api/jest.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  apiBoundaries,
  {
    files: ['api/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }] },
  },
  {
    files: ['api/test/**/*.ts', 'web/test/**/*.{ts,tsx}', '**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // The web's one way into the api: the `@api/*` alias, to the server's pure rules only (a feature's
    // domain/, and the pure helpers named here), never server code and never by a relative path.
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)api/src(/|$)', message: "The web reaches the api through the '@api/' alias." },
            { regex: '^@api/(?!modules/[^/]+/(?:[^/]+/)?domain/[^/]+$|common/(?:time|lagos-format|lagos-day|phone-format)$|integrations/storage/variant-widths$)', message: "The web may share the api's pure rules only: a feature's domain/, common/time, the Lagos-time and phone formatters (lagos-day: days alone, without dayjs), the picture widths." },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['e2e/**/*.{ts,mjs}', 'bench/**/*.{ts,mjs}', 'scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
