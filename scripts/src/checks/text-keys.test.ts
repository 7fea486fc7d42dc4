import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** Each `localized(...)` and `defineMessages(...)` call of the site's code, with the key it gives its text. */
function textKeys(): { file: string; key: string | undefined }[] {
  const files = execFileSync('git', ['ls-files', '*/src/*.ts', '*/src/*.tsx'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !/\.test\.tsx?$/.test(file) && !file.startsWith('shared-ui/src/i18n/'));
  return files.flatMap((file) =>
    [
      ...readFileSync(path.join(root, file), 'utf8').matchAll(/\b(?:localized|defineMessages)(?:<[^>(]*>)?\(\s*(?:'([^']*)')?/g),
    ].map(([, key]) => ({ file, key })),
  );
}

/** `mfe-careers/src/...` → `mfe_careers`: the federation name of the app a file belongs to. */
const appOf = (file: string) => file.split('/')[0]?.replace('-', '_');

test("every text has a literal key, unique across the site and named after its app: a page's rendered text is sent by key", () => {
  const found = textKeys();
  expect(found.length).toBeGreaterThan(10);
  expect(found.filter(({ key }) => key === undefined).map(({ file }) => file)).toEqual([]);
  expect(found.filter(({ file, key }) => !key?.startsWith(`${appOf(file)}:`)).map(({ file, key }) => `${file} ${key}`)).toEqual(
    [],
  );
  const keys = found.map(({ key }) => key);
  expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
});
