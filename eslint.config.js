import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'desktop/dist/', 'desktop/release/', 'data/', '**/__generated__/', 'test-results/', 'playwright-report/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Relay's rules: fields a component asks for are the fields it reads, fragments are spread only
    // where their component renders, and hooks and types name the generated artifacts.
    // ('%future added value' stays allowed: code that narrows a schema enum names it to drop it.)
    files: ['src/**/*.{ts,tsx}'],
    plugins: { relay },
    rules: { ...relay.configs['ts-strict'].rules, 'relay/no-future-added-value': 'off' },
  },
  {
    // zod's classic method-chaining API defeats tree-shaking (25 KB gzip on first load against 8.5 KB
    // for zod/mini), so the web app writes every schema with zod/mini.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^zod($|/(?!mini$))', message: "Import * as z from 'zod/mini'." }] }] },
  },
  {
    // Tests read untyped JSON answers; `any` there keeps assertions short.
    files: ['**/*.test.ts', '**/*.test.tsx', 'server/testing/**', 'tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
