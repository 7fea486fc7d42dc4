import { REMOTES } from 'contracts/federation';
import type { PublishedVersion } from 'contracts/releases';
import { createFakeReleaseWorld, fakeManifest, SHELL_FEDERATION, TEST_RELEASE_SETTINGS } from '../test-support/releases';
import { sha256Hex } from './fetch-file';
import {
  checkExposes,
  checkShared,
  fillRoute,
  type GateContext,
  RENDER_ATTEMPTS,
  RENDER_RETRY_DELAY_MS,
  renderedVersions,
  runGate,
} from './gate';
import { newSigningKeyPair, signPreviewToken, verifyPreviewToken } from './preview-token';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const VERSION = '1.0.1-bbbbbbbbbb';

describe('checkExposes', () => {
  it('passes a manifest exposing every module contracts list, by path or by name', () => {
    const byPath = fakeManifest({ remote: 'mfe_careers', version: VERSION });
    expect(checkExposes('mfe_careers', byPath)).toMatchObject({ passed: true });
    const byName = { ...byPath, exposes: byPath.exposes.map(({ name }) => ({ name })) };
    expect(checkExposes('mfe_careers', byName)).toMatchObject({ passed: true });
  });

  it('names every missing module', () => {
    const manifest = fakeManifest({
      remote: 'mfe_careers',
      version: VERSION,
      exposes: ['./CareersPage', './ApplyPage', './ApplicationForm'],
    });
    expect(checkExposes('mfe_careers', manifest)).toEqual({
      check: 'exposes',
      passed: false,
      detail: 'missing ./CareersTabs, ./JobPage, ./SharePosition, ./JobPreview, ./InterviewPage, ./InterviewBooking',
    });
  });
});

describe('checkShared', () => {
  const manifest = (shared: Record<string, string>) => fakeManifest({ remote: 'mfe_careers', version: VERSION, shared });
  it.each([
    ['the shell provides what it needs', { react: '^19.3.1' }, { react: '19.3.1' }, true, 'react ^19.3.1 (shell 19.3.1)'],
    [
      'it needs a newer React',
      { react: '^19.4.0' },
      { react: '19.2.1' },
      false,
      'react needs ^19.4.0, the shell provides 19.2.1',
    ],
    [
      'the shell lacks a singleton',
      { zustand: '^5.1.0' },
      { react: '19.3.1' },
      false,
      'zustand needs ^5.1.0, the shell provides none',
    ],
    ['it shares a library that is no singleton', { lodash: '^9.0.0' }, {}, true, 'shares no singleton'],
    [
      'its range is not a range',
      { react: 'latest please' },
      { react: '19.3.1' },
      false,
      'react needs "latest please", which is not a version range',
    ],
    ['any version will do', { react: '*' }, {}, true, 'react (any)'],
  ])('%s', (_label, needs, provided, passed, detail) => {
    expect(checkShared(manifest(needs), provided)).toEqual({ check: 'shared', passed, detail });
  });

  it('names every problem at once', () => {
    const detail = checkShared(manifest({ react: '^20.0.0', 'react-dom': '^20.0.0' }), {
      react: '19.3.1',
      'react-dom': '19.3.1',
    }).detail;
    expect(detail).toBe('react needs ^20.0.0, the shell provides 19.3.1; react-dom needs ^20.0.0, the shell provides 19.3.1');
  });
});

describe('fillRoute', () => {
  const values = { jobSlug: 'senior-analyst', serviceId: 'encryption', storySlug: 'doha-centre' };
  it.each([
    ['/careers', '/careers'],
    ['/careers/:slug', '/careers/senior-analyst'],
    ['/apply/:jobId', '/apply/senior-analyst'],
    ['/services/:serviceId', '/services/encryption'],
    ['/careers/interview/:token', '/careers/interview/release-gate-sample-interview-link'],
    ['/news/:slug', '/news/doha-centre'],
    ['/staff/*', '/staff/sign-in'],
  ])('fills %s as %s', (pattern, path) => {
    expect(fillRoute(pattern, values)).toEqual({ path });
  });

  it('says what it cannot fill', () => {
    expect(fillRoute('/news/:year/:slug', { jobSlug: undefined, serviceId: undefined })).toEqual({
      problem: 'nothing to fill :year, :slug of /news/:year/:slug with',
    });
  });
});

it('reads the versions a page names', () => {
  expect(renderedVersions('mfe_careers=1.0.1-bbbbbbbbbb, mfe_contact=2.0.0-cccccccccc')).toEqual({
    mfe_careers: '1.0.1-bbbbbbbbbb',
    mfe_contact: '2.0.0-cccccccccc',
  });
  expect(renderedVersions(null)).toEqual({});
});

describe('runGate', () => {
  const keys = newSigningKeyPair();

  function setup(build: { exposes?: readonly string[]; shared?: Record<string, string> } = {}) {
    const world = createFakeReleaseWorld();
    world.build({ remote: 'mfe_careers', version: VERSION, ...build });
    const manifest = Buffer.from(JSON.stringify(fakeManifest({ remote: 'mfe_careers', version: VERSION, ...build })));
    const version: PublishedVersion = {
      remote: 'mfe_careers',
      version: VERSION,
      packageVersion: '1.0.1',
      builtAt: NOW.toISOString(),
      publishedAt: NOW.toISOString(),
      publishedBy: { type: 'admin-token' },
      serverEntrySha256: 'c'.repeat(64),
      manifestSha256: sha256Hex(manifest),
    };
    const sleeps: number[] = [];
    const context: GateContext = {
      remote: 'mfe_careers',
      version,
      origin: TEST_RELEASE_SETTINGS.origins.mfe_careers,
      shellUrl: TEST_RELEASE_SETTINGS.shellUrl,
      fetch: world.fetch,
      now: NOW,
      routeValues: { jobSlug: 'senior-analyst', serviceId: 'encryption' },
      signPreview: async (claims) => signPreviewToken(claims, keys.privateKey),
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    };
    return { world, context, sleeps };
  }

  it('passes a version that fits, having rendered each of its pages with a signed one-minute preview of it', async () => {
    const { world, context } = setup();
    const result = await runGate(context);
    expect(result).toEqual({
      passed: true,
      at: NOW.toISOString(),
      checks: [
        { check: 'exposes', passed: true, detail: `exposes ${REMOTES.mfe_careers.exposes.join(', ')}` },
        { check: 'shared', passed: true, detail: expect.stringContaining('react ^19.3.1 (shell 19.3.1)') },
        {
          check: 'render',
          passed: true,
          detail: `rendered /careers, /careers/senior-analyst, /apply/senior-analyst with ${VERSION}`,
        },
      ],
    });
    const pages = world.requests.filter(({ preview }) => preview);
    expect(pages.map(({ url }) => url)).toEqual(SHELL_FEDERATION.routes.mfe_careers!.map(() => expect.any(String)));
    expect(pages[0]!.preview).toEqual({ versions: { mfe_careers: VERSION }, exp: NOW.getTime() / 1000 + 60 });
  });

  it("takes the interview page's not-found state, and only it, as rendered", async () => {
    const { world, context } = setup();
    world.shell.federation.routes.mfe_careers = ['/careers/:slug', '/careers/interview/:token'];
    world.shell.pages.set('/careers/interview/release-gate-sample-interview-link', { status: 404 });
    expect((await runGate(context)).checks.find(({ check }) => check === 'render')).toMatchObject({ passed: true });
    world.shell.pages.set('/careers/senior-analyst', { status: 404 });
    expect((await runGate(context)).checks.find(({ check }) => check === 'render')).toMatchObject({
      passed: false,
      detail: '/careers/senior-analyst answered 404',
    });
  });

  it('signs the render cookie so that the shell can verify it', async () => {
    const { context } = setup();
    const tokens: string[] = [];
    const signPreview = context.signPreview;
    await runGate({ ...context, signPreview: async (claims) => tokens[tokens.push(await signPreview(claims)) - 1]! });
    expect(verifyPreviewToken(tokens[0]!, keys.publicKey, NOW)).toEqual({
      versions: { mfe_careers: VERSION },
      exp: NOW.getTime() / 1000 + 60,
    });
  });

  it('names the pages that failed, fell back or showed another version', async () => {
    const { world, context, sleeps } = setup();
    world.shell.pages.set('/careers', { fallbacks: 'mfe_careers/CareersPage' });
    world.shell.pages.set('/careers/senior-analyst', { status: 500 });
    world.shell.pages.set('/apply/senior-analyst', { ignoresPreview: true });
    const render = (await runGate(context)).checks[2];
    expect(render).toEqual({
      check: 'render',
      passed: false,
      detail:
        '/careers fell back: mfe_careers/CareersPage; /careers/senior-analyst answered 500; /apply/senior-analyst was rendered with no version of mfe_careers',
    });
    // A fallback and another version are asked again (a busy shell, one that had not followed
    // the feed yet); an error status is final.
    expect(sleeps).toHaveLength(2 * (RENDER_ATTEMPTS - 1));
  });

  it('asks a page that answered 503 again, and passes when it then renders', async () => {
    const { world, context, sleeps } = setup();
    world.shell.pages.set('/careers/senior-analyst', { status: 503 });
    const pending = runGate({
      ...context,
      sleep: async (ms) => {
        sleeps.push(ms);
        world.shell.pages.delete('/careers/senior-analyst');
      },
    });
    expect((await pending).checks[2]).toMatchObject({ check: 'render', passed: true });
    expect(sleeps).toEqual([RENDER_RETRY_DELAY_MS]);
  });

  it('refuses a manifest whose bytes are not the pinned ones, and skips what needs it', async () => {
    const { context } = setup();
    const result = await runGate({ ...context, version: { ...context.version, manifestSha256: 'f'.repeat(64) } });
    expect(result.passed).toBe(false);
    expect(result.checks).toEqual([
      {
        check: 'exposes',
        passed: false,
        detail: 'the origin of mfe_careers serves a mf-manifest.json that does not match its pin',
      },
      { check: 'shared', passed: false, detail: 'skipped: the manifest of the version could not be checked' },
      { check: 'render', passed: false, detail: 'skipped: the manifest of the version could not be checked' },
    ]);
  });

  it('says when the shell cannot be reached', async () => {
    const { world, context } = setup();
    world.shell.reachable = false;
    const result = await runGate(context);
    expect(result.checks.map(({ passed }) => passed)).toEqual([true, false, false]);
    expect(result.checks[1]!.detail).toBe('the shell (http://shell.test/healthz/federation) could not be reached');
    expect(result.checks[2]!.detail).toBe('skipped: the federation of the shell could not be read');
  });

  it('still renders when a module is missing, to show what it breaks', async () => {
    const { world, context } = setup({
      exposes: REMOTES.mfe_careers.exposes.filter((module) => module !== './JobPage'),
    });
    world.shell.pages.set('/careers/senior-analyst', { fallbacks: 'mfe_careers/JobPage' });
    const result = await runGate(context);
    expect(result.checks.map(({ check, passed, detail }) => [check, passed, detail])).toEqual([
      ['exposes', false, 'missing ./JobPage'],
      ['shared', true, expect.any(String)],
      ['render', false, '/careers/senior-analyst fell back: mfe_careers/JobPage'],
    ]);
  });

  it('fails the render check when no open job can fill a job page', async () => {
    const { context } = setup();
    const result = await runGate({ ...context, routeValues: { jobSlug: undefined, serviceId: 'encryption' } });
    expect(result.checks[2]!.detail).toBe(
      'nothing to fill :slug of /careers/:slug with; nothing to fill :jobId of /apply/:jobId with',
    );
  });
});
