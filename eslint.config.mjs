import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
