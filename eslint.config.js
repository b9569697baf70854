// One lint config for the tree: TypeScript, React hooks, accessibility, and the layout's import
// boundaries (DESIGN.md §1 and §9): core imports nothing of ours, client and server never import each
// other, a feature reaches another feature only through its shared/ folder.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      'coverage/',
      'test-results/',
      'tests/e2e/output/',
      'src/generated/',
      'public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/core',
              from: ['./src/config', './src/server', './src/client', './src/features'],
              message: 'src/core is pure and imports nothing of ours.',
            },
            {
              target: ['./src/client', ...features.map((name) => `./src/features/${name}/client`)],
              from: ['./src/server', ...features.map((name) => `./src/features/${name}/server`)],
              message: 'Client code never imports server code.',
            },
            {
              target: ['./src/server', ...features.map((name) => `./src/features/${name}/server`)],
              from: ['./src/client', ...features.map((name) => `./src/features/${name}/client`)],
              message: 'Server code never imports client code.',
            },
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [
                `./${name}`,
                ...features.filter((other) => other !== name).map((other) => `./${other}/shared`),
              ],
              message: 'A feature imports another feature only through its shared/ folder.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Demo-data seeds build one university across every domain, so they may read each other's seeds.
    files: [
      'src/features/*/server/seed.ts',
      'src/features/*/server/seed-*.ts',
      'src/features/*/server/seed/**',
    ],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'src/features/*/client/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
