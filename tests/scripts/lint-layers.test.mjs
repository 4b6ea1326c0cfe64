import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { ROOT } from '../../scripts/lib/paths.mjs';

const eslint = new ESLint({ cwd: ROOT });
const layerErrors = async (file, code) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message);
};

test('the lint refuses imports across layers and accepts those along them', async () => {
  // A shared component importing a feature or the app shell, a feature importing another one or the
  // app shell, browser code importing the node-only build code.
  assert.equal(
    (await layerErrors('src/components/probe.tsx', "import { OfferList } from '../features/jobs/offer-list';\nexport const x = OfferList;\n")).length,
    1,
  );
  assert.equal((await layerErrors('src/components/probe.tsx', "import { Layout } from '../layouts/layout';\nexport const x = Layout;\n")).length, 1);
  assert.equal(
    (await layerErrors('src/features/jobs/probe.tsx', "import { SearchDialog } from '../search/search-dialog';\nexport const x = SearchDialog;\n")).length,
    1,
  );
  assert.equal((await layerErrors('src/features/jobs/probe.tsx', "import { Layout } from '../../layouts/layout';\nexport const x = Layout;\n")).length, 1);
  assert.equal((await layerErrors('src/templates/probe.tsx', "import { SCHEMA } from '../build-time/schema';\nexport const x = SCHEMA;\n")).length, 1);
  // Allowed: a template composes features and the shell; a feature uses shared components and itself.
  assert.deepEqual(
    await layerErrors(
      'src/templates/probe.tsx',
      "import { Layout } from '../layouts/layout';\nimport { OfferList } from '../features/jobs/offer-list';\nexport const x = [Layout, OfferList];\n",
    ),
    [],
  );
  assert.deepEqual(
    await layerErrors(
      'src/features/jobs/probe.tsx',
      "import { Markdown } from '../../components/markdown';\nimport { OfferList } from './offer-list';\nexport const x = [Markdown, OfferList];\n",
    ),
    [],
  );
});

test('the CMS’s layers: base, domain, wiring; the email queue above no domain, alerts above no candidate, the search alone', async () => {
  const refused = [
    ['cms/src/utils/probe.ts', "import { startServices } from '../bootstrap/services';\nexport const x = startServices;\n"],
    ['cms/src/security/probe.ts', "import { applyingOf } from '../candidate/applying';\nexport const x = applyingOf;\n"],
    ['cms/src/candidate/probe.ts', "import { startServices } from '../bootstrap/services';\nexport const x = startServices;\n"],
    [
      'cms/src/email/probe.ts',
      "import { readPrivateFile } from '../storage/private-files';\nimport { applyingOf } from '../candidate/applying';\nexport const x = [readPrivateFile, applyingOf];\n",
    ],
    ['cms/src/alerts/probe.ts', "import { applyingOf } from '../candidate/applying';\nexport const x = applyingOf;\n"],
    ['cms/src/plugins/rythmo/server/probe.ts', "import { alertRunnerOf } from '../../../alerts/run';\nexport const x = alertRunnerOf;\n"],
    // The search stands alone; the CMS's modules use it, not the plugin's insides.
    ['cms/src/search/probe.ts', "import { alertRunnerOf } from '../alerts/run';\nexport const x = alertRunnerOf;\n"],
    ['cms/src/alerts/probe.ts', "import { offerService } from '../plugins/rythmo/server/offers/service';\nexport const x = offerService;\n"],
  ];
  for (const [file, code] of refused) assert.equal((await layerErrors(file, code)).length, 1, file);
  // Allowed: the wiring starts the domain; a domain module uses the base and a lower domain module.
  assert.deepEqual(await layerErrors('cms/src/bootstrap/probe.ts', "import { applyingOf } from '../candidate/applying';\nexport const x = applyingOf;\n"), []);
  assert.deepEqual(
    await layerErrors(
      'cms/src/alerts/probe.ts',
      "import { searchOffers } from '../search/engine';\nimport { offerSearchParams } from '../search/offer-params';\nexport const x = [searchOffers, offerSearchParams];\n",
    ),
    [],
  );
  assert.deepEqual(
    await layerErrors('cms/src/plugins/rythmo/server/probe.ts', "import { searchOffers } from '../../../search/engine';\nexport const x = searchOffers;\n"),
    [],
  );
  assert.deepEqual(
    await layerErrors(
      'cms/src/candidate/probe.ts',
      "import { outboxOf } from '../email/outbox';\nimport { pendingSince } from '../alerts/links';\nimport { message } from '../i18n/messages';\nexport const x = [outboxOf, pendingSince, message];\n",
    ),
    [],
  );
});
