// Flat ESLint config for the whole workspace. Deliberately not type-aware: `pnpm -r typecheck` already runs tsc,
// and type-aware linting would double the cost of every `pnpm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/coverage/**', '**/test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      // A `let` read by a closure before its one assignment (a logger that needs the app it helps build) must stay
      // `let`: as a `const` the early read would throw in the temporal dead zone.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // Stripping control characters (XML feeds, file names, header values) is what this codebase uses control-character
      // classes for; the rule only ever flags those deliberate sanitizers here.
      'no-control-regex': 'off',
      // `_`-prefixed names are the idiom for "intentionally unused" (positional callback params, rest omission).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Node-side code: the API, migrations, seeds, scripts, configs and the browser-journey harness.
    files: ['api/**', 'migrations/**', 'seeds/**', 'shared/**', 'scripts/**', 'web/e2e/**', '*.{js,mjs,cjs,ts}', '*/*.config.{js,mjs,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['web/src/**/*.{ts,tsx,js,jsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
