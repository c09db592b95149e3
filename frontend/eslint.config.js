// ESLint (flat config): ESLint's and typescript-eslint's recommended rules on
// src/, test/, scripts/ and this file. Formatting is Prettier's
// (.prettierrc.json), not ESLint's: `npm run lint`, `npm run format:check`.
import js from '@eslint/js';
import {defineConfig} from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // As tsc's noUnusedParameters and noUnusedLocals: `_`-named parameters (a hook's
      // unused argument) and the siblings of a rest element (`const {a, ...rest} = x`, to omit a) are used.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', ignoreRestSiblings: true}],
      // `== null` (null or undefined) is the one loose comparison.
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // The build script and this config run under node.
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: {globals: globals.node},
  },
);
