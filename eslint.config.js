import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

// The intended directions of imports, written as lint so `npm run check` proves them (docs/architecture.md).
const web = './apps/web/src';
const subdirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
// Tools sit in their catalogue family: tools/<family>/<code>/, beside the family's kit/ (shared code).
const families = subdirs(`${web}/tools`);
const toolDirs = families.flatMap((family) =>
  subdirs(`${web}/tools/${family}`)
    .filter((name) => name !== 'kit')
    .map((code) => ({ family, code })),
);

// The strings files of the features, the only part of a feature i18n/ may import.
const featureStrings = readdirSync(new URL(`${web}/features`, import.meta.url), { recursive: true })
  .filter((file) => /(^|\/)locales[^/]*\.ts$/.test(file))
  .map((file) => `./${file}`);

const TOOLS_ALONE =
  "A tool never imports another tool: move what both need into its family's kit (tools/<family>/kit/), or into features/ when several families need it.";

// server: only app.ts and a module's plugin (install.ts, plugin.ts) import a routes.ts.
const routesZone = {
  target: './apps/server/src/**/!(app|install|plugin|main).ts',
  from: './apps/server/src/modules/*/routes.ts',
  message:
    'Only app.ts and a plugin (install.ts, plugin.ts) import a routes.ts; share helpers from a service or a plain module.',
};

// server: a module reaches another through its public surface (service.ts and its plain helpers), never
// through the other's tables.ts or repository.ts. A tables.ts may name another's table (foreign keys);
// tests and a module's testing.ts may read any table to check or seed state.
const serverModules = './apps/server/src/modules';
const ownDataZones = subdirs(serverModules).map((name) => ({
  target: `${serverModules}/${name}/**/!(tables|testing|*.test).ts`,
  from: `${serverModules}/!(${name})/{tables,repository}.ts`,
  message:
    "A module reaches another through its service.ts or a plain helper, never the other's tables or repository.",
}));

/** `import-x/no-restricted-paths` zones: `target` may not import `from` (paths from the repository root). */
const zones = [
  // web: tools → features (kits) / framework → ui / api / i18n
  ...toolDirs.map(({ family, code }) => ({
    target: `${web}/tools/${family}/${code}`,
    from: `${web}/tools`,
    except: [`./${family}/${code}`, `./${family}/kit`],
    message: TOOLS_ALONE,
  })),
  ...families.map((family) => ({
    target: `${web}/tools/${family}/kit`,
    from: `${web}/tools`,
    except: [`./${family}/kit`],
    message: "A family's kit never imports a tool or another family's kit.",
  })),
  {
    target: [`${web}/features`, `${web}/framework`, `${web}/pages`, `${web}/shell`, `${web}/queries`],
    from: `${web}/tools`,
    message: 'Only a tool imports its own folder; shared code lives in a kit (features/) or the framework.',
  },
  {
    target: [`${web}/ui`, `${web}/api`, `${web}/i18n`],
    from: [`${web}/tools`, `${web}/pages`, `${web}/shell`],
    message: 'ui/, api/ and i18n/ are the bottom layer: they never import tools, pages or the shell.',
  },
  {
    target: [`${web}/ui`, `${web}/api`],
    from: `${web}/features`,
    message: 'ui/ and api/ are the bottom layer: they never import features.',
  },
  {
    // i18n bundles the features' strings (so they are ready synchronously) and nothing else of theirs.
    target: `${web}/i18n`,
    from: `${web}/features`,
    except: featureStrings,
    message: "i18n/ may import a feature's strings (locales*.ts), never its code.",
  },
  {
    target: `${web}/features`,
    from: [`${web}/pages`, `${web}/shell`],
    message: 'A feature never imports a page or the shell; pages and the shell import features.',
  },
  // packages never import apps
  {
    target: './packages',
    from: './apps',
    message: 'Packages are shared by the apps and never import them.',
  },
  routesZone,
  ...ownDataZones,
  {
    target: './apps/server/src/tasks/**/!(*.test).ts',
    from: `${serverModules}/*/{tables,repository}.ts`,
    message:
      "A server task reaches a module through its service.ts or a plain helper, never the module's tables.",
  },
  {
    target: ['./apps/server/src/modules/*/repository.ts', './apps/server/src/modules/*/tables.ts'],
    from: './apps/server/src/modules/*/service.ts',
    message: 'A repository or table file sits below the services: it never imports a service.ts.',
  },
];

const webSrc = 'apps/web/src/**';
const webTests = ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'];
const webWorkers = ['apps/web/src/**/*worker.ts', 'apps/web/src/framework/worker-expose.ts'];
const e2e = 'apps/web/e2e/**';
const packagesSrc = 'packages/*/src/**';
// The toolkit's Node-only files and the packages' tests.
const packagesNode = [
  'packages/*/src/**/*.test.ts',
  'packages/toolkit/src/**/*-node.ts',
  'packages/toolkit/src/testing/**',
  'packages/toolkit/src/**/*-test-helper.ts',
  'packages/toolkit/src/**/__fixtures__/**',
];

// Names TypeScript's libraries declare as types only (no value at run time); `no-undef` must know them.
const domTypes = Object.fromEntries(
  [
    'React',
    'Transferable',
    'BlobPart',
    'RequestInfo',
    'RequestInit',
    'PositionCallback',
    'PositionErrorCallback',
  ].map((name) => [name, 'readonly']),
);
const nodeTypes = { NodeJS: 'readonly' };

/** One config block per environment: [globals, files, ignores]. */
function globalsFor(blocks) {
  return blocks.map(([set, files, ignores]) => ({
    files,
    ignores,
    languageOptions: { globals: { ...set } },
    // typescript-eslint turns no-undef off for TypeScript (the compiler checks names), but each project's
    // compiler sees every global of its `lib` and `types`; this rule is what keeps a browser global out of
    // server code, a Node global out of a pure engine, and `document` out of a worker.
    rules: { 'no-undef': 'error' },
  }));
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  // Globals: each file gets the environment it runs in, so a browser API in server code (or the reverse)
  // is an error instead of a crash at run time. ESLint merges the globals of every block a file matches,
  // so the blocks below never overlap.
  ...globalsFor([
    [
      { ...globals.node, ...nodeTypes },
      ['**/*.{js,mjs,cjs,ts,tsx}'],
      [webSrc, webTests, e2e, packagesSrc].flat(),
    ],
    [{ ...globals.browser, ...domTypes }, [webSrc], [webTests, webWorkers].flat()],
    [{ ...globals.worker, ...domTypes }, webWorkers, webTests],
    // Unit tests run in Node with happy-dom; Playwright specs run in Node and evaluate code in the page.
    [{ ...globals.browser, ...globals.node, ...domTypes }, [webTests, e2e].flat(), []],
    // Pure packages run in the browser and in Node: only the globals the two share.
    [globals['shared-node-browser'], [packagesSrc], packagesNode],
    [{ ...globals['shared-node-browser'], ...globals.node, ...nodeTypes }, packagesNode, []],
  ]),
  {
    files: ['packages/toolkit/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'react-dom/*',
                'react/*',
                'react-router',
                'react-i18next',
                'i18next',
              ],
              message: 'The toolkit is pure engines: bytes in, bytes out, no React and no DOM.',
            },
          ],
        },
      ],
    },
  },
  {
    // Calls go through api/call.ts, typed from the contracts by name; a hand-typed post<T>() would drift.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/api/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['../api/client.ts', '../../api/client.ts', '../../../api/client.ts'].map((name) => ({
              name,
              importNames: ['post'],
              message:
                'Call an endpoint by name with call() or callPay() from api/call.ts (typed from the contracts).',
            })),
            // The toolkit's Node-only adapters and generated test input never reach a browser bundle.
            ...['@toolbox/toolkit/node', '@toolbox/toolkit/testing'].map((name) => ({
              name,
              message: 'Node only: the browser uses the area surfaces (@toolbox/toolkit/pdf, …/image, …).',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
