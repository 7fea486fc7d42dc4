import { RELEASE_BEACON_PATH, releaseErrorReporter } from './release-beacon';

const sent: { url: string; body: unknown }[] = [];
beforeEach(() => {
  sent.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, blob: Blob) => {
      sent.push({ url, body: blob });
      return true;
    },
  });
});

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const TOKEN = 'eyJ2ZXJzaW9ucyI6e319.c2lnbmF0dXJl';

test('reports an error in a remote module against the version the page was rendered with: remote, version, kind and token only', async () => {
  const report = releaseErrorReporter({ mfe_careers: '1.0.0-2222222222' }, TOKEN);
  report('hydration', 'mfe_careers/JobPage');
  expect(sent.map(({ url }) => url)).toEqual([RELEASE_BEACON_PATH]);
  expect(JSON.parse(await textOf(sent[0]?.body as Blob))).toEqual({
    remote: 'mfe_careers',
    version: '1.0.0-2222222222',
    kind: 'hydration',
    token: TOKEN,
  });
});

test('reports nothing for an error outside any remote module, or of a remote without a version, and at most three a page', () => {
  const report = releaseErrorReporter({ mfe_careers: '1.0.0-2222222222' }, TOKEN);
  report('runtime', undefined);
  report('runtime', 'mfe_contact/ContactPage');
  expect(sent).toHaveLength(0);
  for (let error = 0; error < 5; error += 1) report('runtime', 'mfe_careers/JobPage');
  expect(sent).toHaveLength(3);
});

test('reports nothing from a page without a token (its server had no key: the registry would count nothing)', () => {
  releaseErrorReporter({ mfe_careers: '1.0.0-2222222222' }, undefined)('runtime', 'mfe_careers/JobPage');
  expect(sent).toHaveLength(0);
});
