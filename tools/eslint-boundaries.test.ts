import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkImport } from './eslint-boundaries.js';

const root = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(root, file);

describe('module boundaries', () => {
  it('lets an api module use another module through its service only', () => {
    const file = at('apps/api/src/modules/quests/quests.service.ts');
    expect(checkImport(file, '../wallet/wallet.service')).toBeNull();
    expect(checkImport(file, '../wallet/wallet.repository')).toMatch(/only through its service/);
    expect(checkImport(file, '../wallet/wallet.tables')).toMatch(/only through its service/);
    expect(checkImport(file, './quests.repository')).toBeNull();
  });

  it('lets the composition root wire modules, and tables reference tables for foreign keys', () => {
    expect(checkImport(at('apps/api/src/app.ts'), './modules/wallet/wallet.repository')).toBeNull();
    expect(checkImport(at('apps/api/src/db/seed.ts'), '../modules/games/games.seed')).toBeNull();
    expect(
      checkImport(at('apps/api/src/modules/quests/quests.tables.ts'), '../games/games.tables'),
    ).toBeNull();
    expect(
      checkImport(at('apps/api/src/modules/quests/quests.repository.ts'), '../games/games.tables'),
    ).toMatch(/only through/);
  });

  it('keeps web features apart', () => {
    const file = at('apps/web/src/features/home/home-page.tsx');
    expect(checkImport(file, '../../ui/button')).toBeNull();
    expect(checkImport(file, './components/hero')).toBeNull();
    expect(checkImport(file, '../policies/policy-page')).toMatch(/may not import feature/);
  });

  it('keeps the web primitives free of domain widgets, and both free of features and the app', () => {
    const primitive = at('apps/web/src/ui/button.tsx');
    const widget = at('apps/web/src/components/campaign-card.tsx');
    expect(checkImport(primitive, '../lib/use-translation')).toBeNull();
    expect(checkImport(primitive, '../components/copy-button')).toMatch(/ui\/ may not import components\//);
    expect(checkImport(primitive, '../features/home/home-page')).toMatch(/may not import features/);
    expect(checkImport(widget, '../ui/card')).toBeNull();
    expect(checkImport(widget, '../app/modals')).toMatch(/components\/ may not import app\//);
    expect(checkImport(at('apps/web/src/ui/modal.test.tsx'), '../app/modal-host')).toBeNull();
    expect(
      checkImport(at('apps/web/src/features/home/home-page.tsx'), '../../components/campaign-card'),
    ).toBeNull();
  });

  it('keeps I/O out of the domain and the contract', () => {
    expect(checkImport(at('packages/domain/src/format.ts'), 'node:fs')).toMatch(/free of I\/O/);
    expect(checkImport(at('packages/domain/src/format.ts'), 'pg')).toMatch(/free of I\/O/);
    expect(checkImport(at('packages/domain/src/format.ts'), '@kp/contract')).toMatch(/no other workspace/);
    expect(checkImport(at('packages/contract/src/health.ts'), '@kp/domain')).toBeNull();
    expect(checkImport(at('packages/contract/src/health.ts'), 'drizzle-orm')).toMatch(/free of I\/O/);
    expect(checkImport(at('packages/domain/src/format.ts'), 'libphonenumber-js')).toBeNull();
  });

  it('lets only tests import a test double', () => {
    const double = '../../test/earnings.fixtures';
    expect(checkImport(at('apps/api/src/modules/quests/quests.int.test.ts'), double)).toBeNull();
    expect(checkImport(at('apps/api/src/test/factories.ts'), './ledger.fixtures')).toBeNull();
    expect(
      checkImport(at('apps/web/src/features/games/games-page.test.tsx'), './games-fake-api.fixtures'),
    ).toBeNull();
    expect(checkImport(at('e2e/kdrop.e2e.test.ts'), './injected-wallet.fixtures')).toBeNull();
    expect(checkImport(at('apps/api/src/modules/quests/quests.service.ts'), double)).toMatch(/test double/);
    expect(
      checkImport(at('apps/web/src/features/games/games-page.tsx'), './games-fake-api.fixtures'),
    ).toMatch(/test double/);
  });

  it('keeps the api and the web apart', () => {
    expect(checkImport(at('apps/web/src/app/app.tsx'), '@kp/api')).toMatch(/never imports the api/);
    expect(checkImport(at('apps/web/src/app/app.tsx'), '../../../api/src/app')).toMatch(
      /crosses into another/,
    );
  });
});
