// Lint rules that hold the architecture in place (ARCHITECTURE.md §1, STYLE.md "Guards"):
// the dependency direction sdk-core <- react-editor <- web-components <- apps, no React/fabric/DOM
// globals in sdk-core's main entry, no bare document/window in packages, nothing imports from apps/;
// and every word a user sees goes through i18next (no hard-coded user-visible strings).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';

const fromApps = {
  group: ['**/apps/**', '@figura/api', '@figura/portal', '@figura/sign-on', '@figura/billing'],
  message: 'Nothing imports from apps/.',
};
const domGlobals = [
  'document',
  'window',
  'localStorage',
  'sessionStorage',
  'location',
  'navigator',
].map((name) => ({
  name,
  message: `Packages never touch the global ${name}: use the editor container's ownerDocument/defaultView or an adapter.`,
}));
const timerGlobals = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'requestAnimationFrame',
].map((name) => ({
  name,
  message: `sdk-core takes timers as parameters (tests drive them; several editors share nothing).`,
}));

/**
 * Words for people: a capital then a small letter ("Undo", "Loading…") or two words of letters
 * ("e.g. virus, heart"). Markup (tags, attributes), identifiers, class names, CSS values, event
 * names and path data are not.
 */
const PROSE = String.raw`^(?![\s\S]*(?:<\/?[A-Za-z]|="))(?:\p{Lu}\p{Ll}|[\s\S]*\p{L}{2,}[,.;:!?…'’"”)]*\s+[“"(]?\p{L}{2,})`;
const notProse = new RegExp(`^(?!${PROSE.slice(1)})[\\s\\S]*$`, 'u');

/**
 * Where user-visible words live: the editor engine's messages (history entries, what it refuses),
 * the React editor, the custom element and the portal. Left out on purpose: the API client and
 * the schemas (their messages are the API's HTTP contract, in English; see docs/architecture.md),
 * tests, test harnesses and Storybook stories.
 */
const translatedSources = [
  'packages/sdk-core/src/{editor,stores,arrange,text,i18n,builder}/**/*.ts',
  'packages/react-editor/src/**/*.{ts,tsx}',
  'packages/web-components/src/**/*.{ts,tsx}',
  'apps/portal/src/**/*.{ts,tsx}',
];
/** Font family names are proper names, shown as they are in every language. */
const fontNames = ['packages/react-editor/src/fonts/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '.tools/**',
      'data/**',
      '.test-data/**',
      'apps/api/drizzle/**',
      'bench/report.json',
      'packages/content/library/**',
      'packages/react-editor/src/icons/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    // Resolves the TypeScript sources' extensionless imports, so the path rules see their targets.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
    },
  },
  {
    files: [
      'packages/**/*.{ts,tsx}',
      'apps/portal/src/**/*.{ts,tsx}',
      'e2e/**/*.ts',
      'bench/**/*.{js,mjs}',
      'docs/**/*.{js,mjs}',
    ],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: [
      'packages/react-editor/**/*.{ts,tsx}',
      'packages/web-components/**/*.{ts,tsx}',
      'apps/portal/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // sdk-core: framework-free. fabric may appear only as a type (the render adapter receives it).
  {
    files: ['packages/sdk-core/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'fabric',
              message: 'sdk-core receives fabric as a parameter.',
              allowTypeImports: true,
            },
            {
              name: 'fabric/node',
              message: 'sdk-core receives fabric as a parameter.',
              allowTypeImports: true,
            },
            {
              name: 'zod',
              message:
                'Import z from schema/zod.ts: it configures zod before any schema is built (strict CSPs refuse its generated parsers).',
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
              message: 'sdk-core has no React.',
            },
            {
              group: ['@figura/react-editor', '@figura/web-components'],
              message: 'sdk-core is the bottom layer.',
            },
            fromApps,
          ],
        },
      ],
      'no-restricted-globals': ['error', ...domGlobals, ...timerGlobals],
    },
  },
  // Every string a server accepts refuses NUL and unpaired surrogates (PostgreSQL stores neither).
  {
    files: ['packages/sdk-core/src/schema/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**', 'packages/sdk-core/src/schema/document/strings.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='z'][property.name='string']",
          message: 'Use text() from schema/strings.ts: it refuses NUL and unpaired surrogates.',
        },
      ],
    },
  },
  {
    files: ['packages/react-editor/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@figura/web-components'],
              message: 'react-editor sits below web-components.',
            },
            fromApps,
          ],
        },
      ],
      'no-restricted-globals': ['error', ...domGlobals],
    },
  },
  {
    files: ['packages/web-components/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [fromApps] }],
    },
  },
  // The API imports only the document schema, the renderer, the font manifest, the journal
  // preflight, the shared settings, the content library's reader, search and one-item import,
  // and the export package.
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^@figura/(?!(sdk-core/(schema|render|fonts|preflight|collab)|settings|server|content/(library|search|import)|export(/png-text)?)$)',
              message:
                'apps/api imports only @figura/sdk-core/schema, /render, /fonts, /preflight, /collab, @figura/settings, @figura/server, @figura/content/library, /search, /import and @figura/export (and /png-text).',
            },
            {
              group: ['**/apps/portal/**', '**/apps/sign-on/**', 'react', 'react-dom'],
              message: 'The API stands alone.',
            },
          ],
        },
      ],
    },
  },
  // Its tests also drive the API through the SDK's client and hold it to the SDK's contract.
  {
    files: ['apps/api/test/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^@figura/(?!(sdk-core/(schema|render|fonts|preflight|api|testing|collab|editor)|settings(/pglite)?|content/(library|search)|export(/png-text|/file-tags|/poppler)?|saml-idp|generation-stand-in)$)',
              message:
                'API tests use @figura/sdk-core/schema, /render, /fonts, /preflight, /api, /testing, /collab, /editor (the engine co-editing against real rooms), @figura/settings (and /pglite), @figura/content/library, /search, @figura/export (and /png-text, /file-tags, /poppler) the local identity provider @figura/saml-idp and the image-generation stand-in @figura/generation-stand-in.',
            },
          ],
        },
      ],
    },
  },
  // The sign-on site stands alone: from the packages it takes only the shared settings and server
  // pieces, the HTTP contract (its routes' schemas) and the design tokens every site is drawn with.
  {
    files: ['apps/sign-on/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@figura/(?!(sdk-core/(contract|rules|design)|settings(/fonts)?|server)$)',
              message:
                'The sign-on site stands alone: it imports only @figura/settings (and /fonts), @figura/server, @figura/sdk-core/contract, /rules and /design (never the slide document).',
            },
            {
              group: ['**/apps/api/**', '**/apps/portal/**'],
              message: 'The sign-on site stands alone.',
            },
          ],
        },
      ],
    },
  },
  // Its tests also drive the local OpenID provider (the stand-in for Google and Facebook) and
  // take the shared tables of hostile input from @figura/sdk-core/testing.
  {
    files: ['apps/sign-on/src/**/*.test.ts', 'apps/sign-on/src/social-testing.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@figura/(?!(sdk-core/(contract|rules|testing)|settings|oidc-idp)$)',
              message:
                'Sign-on tests import only @figura/settings, @figura/sdk-core/contract, /rules and /testing, and the local OpenID provider @figura/oidc-idp.',
            },
            {
              group: ['**/apps/api/**', '**/apps/portal/**'],
              message: 'The sign-on site stands alone.',
            },
          ],
        },
      ],
    },
  },
  // The reference billing site stands alone too: it shares the settings (and the signing helpers
  // there) and the billing lists of the schema with the API, nothing else.
  {
    files: ['apps/billing/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@figura/(?!(sdk-core/(contract|rules|design)|settings(/fonts)?)$)',
              message:
                'The billing site stands alone: it imports only @figura/settings (and /fonts), @figura/sdk-core/contract, /rules and /design (never the slide document).',
            },
            {
              group: ['**/apps/api/**', '**/apps/portal/**', '**/apps/sign-on/**'],
              message: 'The billing site stands alone.',
            },
          ],
        },
      ],
    },
  },
  // A hard-coded user-visible string fails: JSX text, text attributes (aria-label, title,
  // placeholder, alt, a component's label…), thrown messages, confirm/alert texts, labels in data.
  // Words go through `t('key')` (docs/translations.md); scripts/i18n-check.mjs checks the keys.
  {
    files: translatedSources,
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      'packages/react-editor/src/icons/generated/**',
      ...fontNames,
    ],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'all',
          'should-validate-template': true,
          message: 'User-visible words go through t() (docs/translations.md)',
          words: { exclude: [notProse] },
          callees: {
            exclude: [
              't',
              'console\\??\\.\\w+',
              'addEventListener',
              'removeEventListener',
              'Symbol',
            ],
          },
          // `shortcut` names keys as aria-keyshortcuts does (standard names, never translated);
          // `logName` names a part in the console's log, for developers.
          'jsx-attributes': {
            exclude: [
              'className',
              'style',
              'type',
              'key',
              'id',
              'role',
              'href',
              'to',
              'htmlFor',
              'shortcut',
              'logName',
            ],
          },
          'object-properties': {
            exclude: ['[A-Z_-]+', 'className', 'role', 'type', 'font', 'transform'],
          },
        },
      ],
      // The plugin lets UPPER_CASE constants hold anything; words in them are just as visible.
      'no-restricted-syntax': [
        'error',
        {
          selector: `VariableDeclarator[id.name=/^[A-Z][A-Z0-9_]*$/]:not([id.name=/_CSS$/]) :matches(Literal[value=/${PROSE}/u], TemplateElement[value.raw=/${PROSE}/u]):not(CallExpression[callee.name="Symbol"] > Literal)`,
          message: 'User-visible words go through t() (docs/translations.md), constants too.',
        },
      ],
    },
  },
  // The shared settings sit below every app and import nothing of ours.
  {
    files: ['packages/settings/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@figura/', message: 'settings import no other package.' },
            fromApps,
          ],
        },
      ],
    },
  },
  // The schema's three floors (docs/layout.md): the document imports nothing of the contract or
  // the rules (of the rest of sdk-core only bytes/ and the SVG sanitiser), the rules only the
  // document, the contract the document and the rules. The few
  // imports from other folders each floor still makes are listed one by one, so no new one comes
  // in unseen.
  {
    files: ['packages/sdk-core/src/schema/**/*.ts', 'packages/sdk-core/src/bytes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname + '/packages/sdk-core/src',
          zones: [
            {
              target: './schema/document',
              from: '.',
              except: [
                './schema/document',
                // Base64 and bytes: the one utility below the document.
                './bytes',
                // The stored-SVG checks and the sanitiser the migrations run.
                './svg',
              ],
              message:
                'schema/document/ is the ground floor: it imports nothing of sdk-core above it.',
            },
            {
              target: './bytes',
              from: '.',
              except: ['./bytes'],
              message: 'bytes/ is the bottom: it imports nothing of sdk-core.',
            },
            {
              target: './schema/rules',
              from: '.',
              except: ['./schema/rules', './schema/document'],
              message: 'schema/rules/ imports only schema/document/.',
            },
            {
              target: './schema/contract',
              from: '.',
              except: [
                './schema/contract',
                './schema/document',
                './schema/rules',
                // Preflight's findings and profiles travel in the export calls.
                './preflight',
                './i18n/formats.ts',
                './svg/limits.ts',
              ],
              message: 'schema/contract/ imports only schema/document/ and schema/rules/.',
            },
          ],
        },
      ],
    },
  },
  // The shared server pieces sit below the API and the sign-on site: they read only the contract.
  {
    files: ['packages/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@figura/(?!sdk-core/contract$)',
              message: 'The shared server pieces import only @figura/sdk-core/contract.',
            },
            fromApps,
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
