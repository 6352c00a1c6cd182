import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'tmp/', '.scratch/', 'coverage/', '.puppeteerrc.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Only src/config.ts reads the environment.' },
      ],
      // Async implementations of Promise-returning interfaces need no await to be right.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['src/config.ts', 'test/**/*.ts', 'vitest.config.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  { files: ['eslint.config.js'], ...tseslint.configs.disableTypeChecked },
  // The start-up launcher is plain JavaScript, so `npm start` runs it without compiling anything.
  {
    files: ['scripts/**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { process: 'readonly', URL: 'readonly' },
    },
  },
);
