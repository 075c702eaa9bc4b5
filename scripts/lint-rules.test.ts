// The boundary and globals rules of eslint.config.js, checked on small sources placed (not written) at
// real paths of the repository, so the imports resolve to real files.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function rulesHit(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const importing = (specifier: string, name: string) =>
  `import { ${name} } from '${specifier}';\nexport const probe = ${name};\n`;

describe('import boundaries', () => {
  it.each([
    [
      'a tool importing another tool',
      'apps/web/src/tools/code/code_compare/probe.ts',
      '../../text/text_compare/locales.ts',
      'locales',
    ],
    [
      'a kit importing a tool',
      'apps/web/src/features/pdf-merge/probe.ts',
      '../../tools/pdf/pdf_merge/locales.ts',
      'locales',
    ],
    [
      "a family's kit importing one of its tools",
      'apps/web/src/tools/pdf/kit/pdf-merge/probe.ts',
      '../../pdf_merge/locales.ts',
      'locales',
    ],
    [
      "a tool importing another family's kit",
      'apps/web/src/tools/text/text_compare/probe.ts',
      '../../pdf/kit/pdf-merge/file-list.ts',
      'totals',
    ],
    [
      'the framework importing a tool',
      'apps/web/src/framework/probe.ts',
      '../tools/pdf/pdf_merge/locales.ts',
      'locales',
    ],
    [
      'ui importing a kit',
      'apps/web/src/ui/probe.ts',
      '../features/text-compare/locales.ts',
      'compareStrings',
    ],
    ['api importing a page', 'apps/web/src/api/probe.ts', '../pages/not-found-page.tsx', 'NotFoundPage'],
    [
      "i18n importing a kit's code",
      'apps/web/src/i18n/probe.ts',
      '../features/text-compare/use-compare.ts',
      'useCompare',
    ],
    [
      'a feature importing the shell',
      'apps/web/src/features/auth/probe.ts',
      '../../shell/hooks.ts',
      'useIsMobile',
    ],
    [
      'a package importing an app',
      'packages/catalog/src/probe.ts',
      '../../../apps/web/src/framework/format.ts',
      'formatBytes',
    ],
    [
      'a module importing a routes.ts',
      'apps/server/src/modules/sms/probe.ts',
      '../user/routes.ts',
      'userRoutes',
    ],
    [
      'a repository importing a service',
      'apps/server/src/modules/user/repository.ts',
      '../session/service.ts',
      'revokeSession',
    ],
    [
      "a module reading another's tables",
      'apps/server/src/modules/file/probe.ts',
      '../task/tables.ts',
      'tasks',
    ],
    [
      "a module calling another's repository",
      'apps/server/src/modules/sms/probe.ts',
      '../user/repository.ts',
      'createUser',
    ],
    [
      "a module's subfolder reading another's tables",
      'apps/server/src/modules/payment/providers/probe.ts',
      '../../credits/tables.ts',
      'creditEntries',
    ],
    [
      "a server task reading a module's tables",
      'apps/server/src/tasks/probe.ts',
      '../modules/file/tables.ts',
      'storedFiles',
    ],
  ])('rejects %s', async (_what, filePath, specifier, name) => {
    expect(await rulesHit(filePath, importing(specifier, name))).toContain('import-x/no-restricted-paths');
  });

  it.each([
    [
      'a tool importing a kit',
      'apps/web/src/tools/code/code_compare/probe.ts',
      '../../../features/text-compare/locales.ts',
      'compareStrings',
    ],
    [
      "a tool importing its family's kit",
      'apps/web/src/tools/pdf/pdf_merge_adv/probe.ts',
      '../kit/pdf-merge/file-list.ts',
      'totals',
    ],
    [
      'a tool importing its own file',
      'apps/web/src/tools/text/text_compare/probe.ts',
      './locales.ts',
      'locales',
    ],
    [
      "i18n importing a feature's strings",
      'apps/web/src/i18n/probe.ts',
      '../features/text-compare/locales.ts',
      'compareStrings',
    ],
    ['app.ts importing a routes.ts', 'apps/server/src/app.ts', './modules/health/routes.ts', 'healthRoutes'],
    [
      'a plugin importing a routes.ts',
      'apps/server/src/modules/credits/install.ts',
      '../invite/routes.ts',
      'inviteRoutes',
    ],
    ['a module reading its own tables', 'apps/server/src/modules/task/probe.ts', './tables.ts', 'tasks'],
    [
      "a module calling another's service",
      'apps/server/src/modules/session/probe.ts',
      '../user/service.ts',
      'findUserById',
    ],
    [
      "a tables.ts naming another's table (a foreign key)",
      'apps/server/src/modules/credits/tables.ts',
      '../user/tables.ts',
      'users',
    ],
    [
      "a test reading another module's tables",
      'apps/server/src/modules/func-use/probe.test.ts',
      '../credits/tables.ts',
      'creditEntries',
    ],
  ])('accepts %s', async (_what, filePath, specifier, name) => {
    expect(await rulesHit(filePath, importing(specifier, name))).not.toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('sends web calls through call() by name, not a hand-typed post()', async () => {
    const probe = importing('../../api/client.ts', 'post');
    expect(await rulesHit('apps/web/src/features/auth/probe.ts', probe)).toContain('no-restricted-imports');
    expect(
      await rulesHit('apps/web/src/features/auth/probe.ts', importing('../../api/call.ts', 'call')),
    ).not.toContain('no-restricted-imports');
  });

  it("keeps the toolkit's Node-only adapters out of browser code (tests, which run in Node, may use them)", async () => {
    const codecs = importing('@toolbox/toolkit/node', 'loadNodeCodecs');
    expect(await rulesHit('apps/web/src/tools/image/image_compress/probe.ts', codecs)).toContain(
      'no-restricted-imports',
    );
    expect(await rulesHit('apps/web/src/tools/image/image_compress/probe.test.ts', codecs)).not.toContain(
      'no-restricted-imports',
    );
    expect(
      await rulesHit(
        'apps/web/src/tools/image/image_compress/probe.ts',
        importing('@toolbox/toolkit/image', 'removeLocation'),
      ),
    ).not.toContain('no-restricted-imports');
  });

  it('keeps React out of the toolkit', async () => {
    expect(await rulesHit('packages/toolkit/src/text/probe.ts', importing('react', 'useState'))).toContain(
      'no-restricted-imports',
    );
  });
});

describe('globals', () => {
  const uses = (expression: string) => `export const probe = () => ${expression};\n`;

  it.each([
    ['window in server code', 'apps/server/src/modules/sms/probe.ts', 'window.name'],
    ['process in a pure engine', 'packages/toolkit/src/text/probe.ts', 'process.env.HOME'],
    ['document in a pure engine', 'packages/toolkit/src/text/probe.ts', 'document.title'],
    ['document in a worker', 'apps/web/src/features/text-compare/probe-worker.ts', 'document.title'],
    ['Buffer in web code', 'apps/web/src/tools/code/code_compare/probe.ts', "Buffer.from('a')"],
  ])('rejects %s', async (_what, filePath, expression) => {
    expect(await rulesHit(filePath, uses(expression))).toContain('no-undef');
  });

  it.each([
    ['process in server code', 'apps/server/src/modules/sms/probe.ts', 'process.env.HOME'],
    ['document in web code', 'apps/web/src/tools/code/code_compare/probe.ts', 'document.title'],
    ['self in a worker', 'apps/web/src/features/text-compare/probe-worker.ts', 'self.name'],
    ['TextEncoder in a pure engine', 'packages/toolkit/src/text/probe.ts', "new TextEncoder().encode('a')"],
    ['process in a Node-only toolkit file', 'packages/toolkit/src/image/probe-node.ts', 'process.env.HOME'],
  ])('accepts %s', async (_what, filePath, expression) => {
    expect(await rulesHit(filePath, uses(expression))).not.toContain('no-undef');
  });
});
