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

const stackIn = (key: string) => `\n    at Button (a.js:1:1)\n    at RemoteModule[${key}] (b.js:2:2)`;

test('reports an error in a remote module against the version the page was rendered with: remote, version and kind only', async () => {
  const report = releaseErrorReporter({ mfe_careers: '1.0.0-2222222222' });
  report('hydration', stackIn('mfe_careers/JobPage'));
  expect(sent.map(({ url }) => url)).toEqual([RELEASE_BEACON_PATH]);
  expect(JSON.parse(await textOf(sent[0]?.body as Blob))).toEqual({
    remote: 'mfe_careers',
    version: '1.0.0-2222222222',
    kind: 'hydration',
  });
});

test('reports nothing for an error outside any remote module, or of a remote without a version, and at most three a page', () => {
  const report = releaseErrorReporter({ mfe_careers: '1.0.0-2222222222' });
  report('runtime', '\n    at Header (a.js:1:1)');
  report('runtime', stackIn('mfe_contact/ContactPage'));
  expect(sent).toHaveLength(0);
  for (let error = 0; error < 5; error += 1) report('runtime', stackIn('mfe_careers/JobPage'));
  expect(sent).toHaveLength(3);
});
