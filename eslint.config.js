import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { readdirSync } from 'node:fs'
import path from 'node:path'

// A screen's code lives in its feature folder (web/src/features/<area>) and imports no other
// feature: what two features share goes to web/src/components or web/src/lib.
const features = readdirSync(path.join(import.meta.dirname, 'web/src/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const featureBoundaries = features.map((feature) => {
  const others = features.filter((other) => other !== feature)
  return {
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`,
              message: `Features do not import each other (${feature} imports another feature): move what they share to web/src/components or web/src/lib.`,
            },
          ],
        },
      ],
    },
  }
})

// The app (web/src) uses the page boot (web/page-boot), and publishing (web/publish) uses both;
// the page boot imports neither, so its inline scripts and build steps stay free of the app.
const pageBootImportsApp = {
  regex: '^\\.\\.?/(\\.\\./)*src(/|$)',
  message:
    'web/page-boot does not import web/src (the app imports the page boot): pass what it needs in.',
}
const pageBootImportsPublish = {
  regex: '^\\.\\.?/(\\.\\./)*publish(/|$)',
  message: 'web/page-boot does not import web/publish (publishing imports the page boot).',
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      'studio/.sanity/**',
      'studio/.typegen-check/**',
      '.react-router/**',
      'web/.react-router/**',
      'shared/sanity.types.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...featureBoundaries,
  {
    files: ['web/page-boot/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [pageBootImportsApp] }] },
  },
  {
    // Tests may check the page boot's output with publishing's helpers (script hashes).
    files: ['web/page-boot/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [pageBootImportsApp, pageBootImportsPublish] },
      ],
    },
  },
  {
    // A focused test (`test.only`, `describe.only`, `test.describe.only`…) skips the rest.
    files: ['**/*.test.{ts,tsx}', 'web/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression > MemberExpression.callee[property.name='only']",
          message: 'Remove .only: a focused test silently skips the rest of the suite.',
        },
      ],
    },
  },
)
