// Writes the generated locales from the English source: `xx`, the pseudo-localized test locale,
// and `dev`, i18next's last fallback (empty: it shows the key). Run after changing locales/en:
//   npm run i18n:sync
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pseudoLocalizeTree, type TranslationTree } from '../lib/i18n/pseudo-locale';

const root = path.join(__dirname, '..', 'locales');
const toJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

for (const locale of ['xx', 'dev']) mkdirSync(path.join(root, locale), { recursive: true });
for (const file of readdirSync(path.join(root, 'en')).filter((name) => name.endsWith('.json'))) {
  const english = JSON.parse(readFileSync(path.join(root, 'en', file), 'utf8')) as TranslationTree;
  writeFileSync(path.join(root, 'xx', file), toJson(pseudoLocalizeTree(english)));
  writeFileSync(path.join(root, 'dev', file), toJson({}));
}
console.info('locales/xx and locales/dev are in step with locales/en');
