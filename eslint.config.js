import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';

/** `regex` patterns for no-restricted-imports; each names the boundary it keeps (docs/ARCHITECTURE.md, Boundaries between the sides). */
const nodeBuiltins = `^(node:|(${builtinModules.filter((name) => !name.startsWith('_')).join('|')})(/|$))`;
const sharedBoundaries = [
  { regex: '^#(server|client)/', message: 'shared/ holds pure rules both sides run: it may not import server or client code.' },
  { regex: '^(\\.\\./)+(server|client)(/|$)', message: 'shared/ holds pure rules both sides run: it may not import server or client code.' },
  { regex: '^(express|react|react-dom)(/|$)', message: 'shared/ runs on both sides: no framework imports (express, react).' },
  { regex: nodeBuiltins, message: 'shared/ runs in the browser too: no Node modules.' },
];
const dataLayerBoundaries = [
  { regex: '^#client/(components|pages)/', message: 'The data layer (api/, draft-data/, stores/) may not import components or pages; move the pure piece into the data layer.' },
  { regex: '^(\\.\\./)+(components|pages)(/|$)', message: 'The data layer (api/, draft-data/, stores/) may not import components or pages; move the pure piece into the data layer.' },
];

export default tseslint.config(
  { ignores: ['client/dist/**', 'client/dist-profile/**', 'client/dist-ssr/**', 'dist/**', 'node_modules/**', 'data/**', 'test-artifacts/**', 'coverage/**', '.tsbuild/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedBoundaries }] },
  },
  {
    // Tests may render the components a hook feeds (draft-data/hooks.test.tsx renders the board).
    files: ['client/src/api/**/*.{ts,tsx}', 'client/src/draft-data/**/*.{ts,tsx}', 'client/src/stores/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: dataLayerBoundaries }] },
  },
  {
    // supertest bodies are `any`; tests assert their shape instead of declaring it.
    files: ['tests/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node, parserOptions: { projectService: false, project: null } },
  },
);
