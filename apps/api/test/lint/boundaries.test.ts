// The import rules of eslint.config.js, proven: each case lints one planted import as if it were written
// in a file of the real tree and expects the rule that must refuse it, or no problem at all for the
// imports the layers allow, so a rule that stops holding (or starts refusing too much) fails here.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: repoRoot });

// The domain (API) and entities (web) layers may have no module yet; an import is judged by the file it
// resolves to, so one real module of each is written for the duration of these tests.
const probeName = `lint-probe-${process.pid}`;
const probes = [`apps/api/src/domain/${probeName}`, `apps/web/src/entities/${probeName}`];
const createdFolders: string[] = [];

beforeAll(() => {
  for (const folder of probes) {
    const layer = path.join(repoRoot, path.dirname(folder));
    if (!fs.existsSync(layer)) createdFolders.push(layer);
    fs.mkdirSync(path.join(repoRoot, folder), { recursive: true });
    fs.writeFileSync(path.join(repoRoot, folder, 'probe.ts'), 'export const probe = 1;\n');
  }
});

afterAll(() => {
  for (const folder of probes) fs.rmSync(path.join(repoRoot, folder), { recursive: true, force: true });
  // Only when empty: another run of these tests may have its own probe there.
  for (const layer of createdFolders) if (fs.readdirSync(layer).length === 0) fs.rmdirSync(layer);
});

/**
 * The rules that report a problem when `code` is written in `file` (a path from the repository root). A
 * file the config ignores reports a warning, so an import "allowed" only because nothing linted it fails.
 */
async function problemsIn(file: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(`${code}\nexport const used = imported;\n`, {
    filePath: path.join(repoRoot, file),
  });
  return results.flatMap((result) => result.messages).map((message) => message.ruleId ?? message.message);
}

const absoluteApiPath = path.join(repoRoot, 'apps/api/src/app');

// [what is refused, the planted file, the import written in it, the rule that refuses it]
const refused: [string, string, string, string][] = [
  [
    'web -> API by a relative path (feature)',
    'apps/web/src/features/profile/planted.ts',
    "import imported from '../../../../api/src/app';",
    'boundaries/dependencies',
  ],
  [
    'web -> API by a relative path (entry point)',
    'apps/web/src/main.tsx',
    "import { env as imported } from '../../api/src/env';",
    'boundaries/dependencies',
  ],
  [
    'web -> API by a relative path (UI kit)',
    'apps/web/src/components/planted.ts',
    "import { persons as imported } from '../../../api/src/db/schema';",
    'boundaries/dependencies',
  ],
  [
    'web -> API by a relative path (test)',
    'apps/web/src/features/profile/planted.test.ts',
    "import imported from '../../../../api/src/app';",
    'boundaries/dependencies',
  ],
  [
    'web -> API by an absolute path',
    'apps/web/src/app/planted.ts',
    `import imported from '${absoluteApiPath}';`,
    'boundaries/dependencies',
  ],
  [
    'web -> API by a dynamic import',
    'apps/web/src/features/profile/planted.ts',
    "const imported = await import('../../../../api/src/app');",
    'boundaries/dependencies',
  ],
  [
    'web -> API by a re-export',
    'apps/web/src/lib/planted.ts',
    "export * from '../../../api/src/app';\nconst imported = 1;",
    'boundaries/dependencies',
  ],
  [
    'web -> API by the package name',
    'apps/web/src/lib/planted.ts',
    "import imported from '@mywru/api';",
    'no-restricted-imports',
  ],
  [
    'web -> API by a path in the package',
    'apps/web/src/lib/planted.ts',
    "import imported from '@mywru/api/src/app';",
    'no-restricted-imports',
  ],
  [
    'API feature -> API feature',
    'apps/api/src/features/people/planted.ts',
    "import { getOrganisationHub as imported } from '../organisations/get-organisation-hub';",
    'boundaries/dependencies',
  ],
  [
    'web feature -> web feature',
    'apps/web/src/features/profile/planted.ts',
    "import { DashboardPage as imported } from '../dashboard/dashboard-page';",
    'boundaries/dependencies',
  ],
  [
    'domain -> feature',
    'apps/api/src/domain/people/planted.ts',
    "import { getPerson as imported } from '../../features/people/get-person';",
    'boundaries/dependencies',
  ],
  [
    'domain -> app',
    'apps/api/src/domain/people/planted.ts',
    "import { buildApp as imported } from '../../app';",
    'boundaries/dependencies',
  ],
  [
    'entity -> feature',
    'apps/web/src/entities/person/planted.ts',
    "import { DashboardPage as imported } from '../../features/dashboard/dashboard-page';",
    'boundaries/dependencies',
  ],
  [
    'entity -> app',
    'apps/web/src/entities/person/planted.ts',
    "import { App as imported } from '../../app/app';",
    'boundaries/dependencies',
  ],
  [
    'API lib -> domain',
    'apps/api/src/lib/planted.ts',
    `import { probe as imported } from '../domain/${probeName}/probe';`,
    'boundaries/dependencies',
  ],
  [
    'API lib -> feature',
    'apps/api/src/lib/planted.ts',
    "import { getPerson as imported } from '../features/people/get-person';",
    'boundaries/dependencies',
  ],
  [
    'db -> app',
    'apps/api/src/db/planted.ts',
    "import { buildApp as imported } from '../app';",
    'boundaries/dependencies',
  ],
  [
    'env -> feature',
    'apps/api/src/env.ts',
    "import { getPerson as imported } from './features/people/get-person';",
    'boundaries/dependencies',
  ],
  [
    'UI kit -> entity',
    'apps/web/src/components/planted.ts',
    `import { probe as imported } from '../entities/${probeName}/probe';`,
    'boundaries/dependencies',
  ],
  [
    'web lib -> feature',
    'apps/web/src/lib/planted.ts',
    "import { DashboardPage as imported } from '../features/dashboard/dashboard-page';",
    'boundaries/dependencies',
  ],
  [
    'shared -> API by a relative path',
    'packages/shared/src/people/planted.ts',
    "import { env as imported } from '../../../../apps/api/src/env';",
    'boundaries/dependencies',
  ],
  [
    'shared -> apps by a path naming them',
    'packages/shared/src/people/planted.ts',
    "import { env as imported } from '../../../../apps/api/src/env';",
    'no-restricted-imports',
  ],
  [
    'shared -> web by the package name',
    'packages/shared/src/people/planted.ts',
    "import imported from '@mywru/web';",
    'no-restricted-imports',
  ],
  [
    'e2e -> API',
    'e2e/planted.spec.ts',
    "import { env as imported } from '../apps/api/src/env';",
    'boundaries/dependencies',
  ],
  [
    'bench -> web',
    'bench/planted.ts',
    "import { App as imported } from '../apps/web/src/app/app';",
    'boundaries/dependencies',
  ],
  [
    'a file at the root of the API src/',
    'apps/api/src/planted.ts',
    "import { env as imported } from './env';",
    'boundaries/no-unknown-files',
  ],
  [
    'a file in a folder of no layer (API)',
    'apps/api/src/utils/planted.ts',
    "import { env as imported } from '../env';",
    'boundaries/no-unknown-files',
  ],
  [
    'a file in a folder of no layer (web)',
    'apps/web/src/hooks/planted.ts',
    "import { api as imported } from '../lib/api-client';",
    'boundaries/no-unknown-files',
  ],
];

// [what is allowed, the planted file, the import written in it]
const allowed: [string, string, string][] = [
  [
    'a feature -> its own files',
    'apps/api/src/features/people/planted.ts',
    "import { getPerson as imported } from './get-person';",
  ],
  [
    'API feature -> domain',
    'apps/api/src/features/people/planted.ts',
    `import { probe as imported } from '../../domain/${probeName}/probe';`,
  ],
  [
    'API feature -> lib',
    'apps/api/src/features/people/planted.ts',
    "import { persons as imported } from '../../db/schema';",
  ],
  [
    'domain -> lib',
    'apps/api/src/domain/people/planted.ts',
    "import { AppError as imported } from '../../lib/app-error';",
  ],
  ['domain -> env', 'apps/api/src/domain/people/planted.ts', "import { env as imported } from '../../env';"],
  [
    'domain -> domain',
    'apps/api/src/domain/people/planted.ts',
    `import { probe as imported } from '../${probeName}/probe';`,
  ],
  [
    'web feature -> entity',
    'apps/web/src/features/profile/planted.ts',
    `import { probe as imported } from '../../entities/${probeName}/probe';`,
  ],
  [
    'web feature -> lib',
    'apps/web/src/features/profile/planted.ts',
    "import { api as imported } from '../../lib/api-client';",
  ],
  [
    'entity -> UI kit',
    'apps/web/src/entities/person/planted.ts',
    "import { Heading as imported } from '../../components';",
  ],
  [
    'e2e -> shared',
    'e2e/planted.spec.ts',
    "import { PLAYER_CONSENTS as imported } from '../packages/shared/src/registrations/consent';",
  ],
  ['the API app', 'apps/api/src/app.ts', "import { AppError as imported } from '@mywru/shared';"],
  ['the API process', 'apps/api/src/server.ts', "import { buildApp as imported } from './app';"],
  ['the API configuration', 'apps/api/src/env.ts', "import { AppError as imported } from '@mywru/shared';"],
  ['the web entry point', 'apps/web/src/main.tsx', "import { App as imported } from './app/app';"],
];

describe('the import rules refuse each hole', () => {
  it.each(refused)('%s', async (_what, file, code, rule) => {
    expect(await problemsIn(file, code)).toContain(rule);
  });
});

describe('the import rules allow what the layers allow, and classify every file', () => {
  it.each(allowed)('%s', async (_what, file, code) => {
    expect(await problemsIn(file, code)).toEqual([]);
  });
});
