import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// The API's walls (docs/ARCHITECTURE.md, "Walls"). Outside its own folder a module is reached only through its
// public file, modules/<module>/<module>-public.ts; routes.ts alone mounts each module's <module>-routes.ts.
// lib/ is the ground the modules stand on: it imports lib/, the generated Prisma client and packages, never
// plugins/, modules/ or jobs/. It has four floors, and a floor imports its own and those below it:
//   kernel/     errors, clock, database, caller, events, files, the server's texts, the business calendar;
//   documents/  what people read: mail templates and the outbox, PDFs, CSV (on the kernel);
//   list/       the list engine and word search (on the kernel and documents);
//   rules/      the business rules modules share: stock ledger, totals, counters (on the kernel and documents).
// list/ and rules/ stand side by side: neither imports the other.
const throughPublicFile = (allowed) => ({
  regex: `(^|/)modules/(?<module>[^/]+)/(?!\\k<module>-(${allowed})$)`,
  caseSensitive: true,
  message: 'Reach a module through modules/<module>/<module>-public.ts (docs/ARCHITECTURE.md, "Walls").',
});
const siblingThroughPublicFile = {
  regex: '^\\.\\./(?<module>[^./][^/]*)/(?!\\k<module>-public$)',
  caseSensitive: true,
  message: 'Reach another module through its <module>-public.ts (docs/ARCHITECTURE.md, "Walls").',
};
// What a file `depth` folders below lib/ may reach outside it: the generated Prisma client, package.json and,
// the one exception, the shipped e-mail template texts (JSON data in db/email-template-texts, no code). Anything
// else that climbs out of lib/ is refused, whatever its name.
const libStaysDown = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}(?!generated/|db/email-template-texts/\\w+\\.json$|\\.\\./package\\.json$)`,
  caseSensitive: true,
  message:
    'lib/ imports only lib/, the generated Prisma client and packages (docs/ARCHITECTURE.md, "Walls").',
});
/** The floors each lib/ floor may not import: those above it, and list/ and rules/ each other. */
const LIB_FLOORS_ABOVE = {
  kernel: ['documents', 'list', 'rules'],
  documents: ['list', 'rules'],
  list: ['rules'],
  rules: ['list'],
};
const floorBelow = (...floorsAbove) => ({
  regex: `^\\.{1,2}/(\\.\\./)*(${floorsAbove.join('|')})/`,
  caseSensitive: true,
  message: `A lib/ floor imports its own and those below it, not ${floorsAbove.map((floor) => `${floor}/`).join(' or ')} (docs/ARCHITECTURE.md, "Walls").`,
});
// The bench (apps/api/bench) measures the shipped code from beside it, and the demo seed (apps/api/demo) fills a
// database through it; the shipped code never needs either.
const benchStaysOutside = {
  regex: '^(\\.\\./)+(bench|demo)/',
  message:
    'The shipped API (src/) never imports the bench (apps/api/bench) or the demo seed (apps/api/demo): they are tools beside it.',
};
const apiWalls = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [...patterns, benchStaysOutside] }],
});

// The web's walls: a feature (src/features/<feature>/<api|components>/) imports shared rooms (components/, lib/,
// lookups/, i18n/) and its own folder, never another feature and never the shell (app/), which imports features.
// What two features need lives in a shared room. Tests may render the shell's providers.
const featureStaysInItsFolder = {
  regex: '^\\.\\./\\.\\./(?!\\.\\./)',
  message: 'A feature never imports another feature: share the piece from components/, lib/ or lookups/.',
};
const sharedRoomStaysDown = {
  regex: '(^|/)(features|app)/',
  message:
    'A shared room (lib/, components/, lookups/, i18n/) never imports a feature or the shell: what both need lives here.',
};
const featureBelowTheShell = {
  regex: '(^|/)app/',
  message: 'A feature never imports the shell (app/): move what it needs to lib/ or components/.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-e2e/**',
      '**/.turbo/**',
      'apps/api/src/generated/**',
      'data/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // An icon-only button has no text for a screen reader to read: it must carry its translated name (WCAG 4.1.2;
    // docs/ARCHITECTURE.md, "Accessibility"). Props passed on by a spread are trusted to hold one.
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name=/^(ActionIcon|Burger)$/]:not(:has(JSXAttribute[name.name='aria-label'])):not(:has(JSXSpreadAttribute))",
          message: 'An icon-only button needs aria-label={t(...)}: its name for screen readers.',
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: apiWalls(throughPublicFile('public')),
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: apiWalls(throughPublicFile('public'), siblingThroughPublicFile),
  },
  { files: ['apps/api/src/routes.ts'], rules: apiWalls(throughPublicFile('public|routes')) },
  // Each floor's files, in the floor's folder (depth 1) and one folder below it (depth 2: kernel/i18n).
  { files: ['apps/api/src/lib/**/*.ts'], rules: apiWalls(libStaysDown(0)) },
  ...Object.entries(LIB_FLOORS_ABOVE).flatMap(([floor, above]) =>
    [1, 2].map((depth) => ({
      files: [`apps/api/src/lib/${floor}/${'*/'.repeat(depth - 1)}*.ts`],
      rules: apiWalls(libStaysDown(depth), floorBelow(...above)),
    })),
  ),
  {
    files: ['apps/web/src/{lib,components,lookups,i18n}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: apiWalls(sharedRoomStaysDown),
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: apiWalls(featureStaysInItsFolder, featureBelowTheShell),
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
