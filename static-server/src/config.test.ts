import path from 'node:path';
import { EnvError } from 'contracts/env';
import { LOCAL_PORTS, LOCAL_SITE_ORIGIN } from 'contracts/site-map';
import { readRemoteServerConfig } from './config';

test('nothing set: the remote on its local port, its build beside this server, no versions, no HSTS', () => {
  const config = readRemoteServerConfig('mfe_careers', {});
  expect(config).toEqual({
    port: LOCAL_PORTS.remotes.mfe_careers,
    host: '127.0.0.1',
    allowedOrigins: [LOCAL_SITE_ORIGIN],
    dist: expect.stringMatching(new RegExp(`${path.sep}mfe-careers${path.sep}dist$`)),
    releasesDir: undefined,
    hsts: false,
    releaseFeedUrl: undefined,
  });
});

test('everything set, empty values unset', () => {
  const config = readRemoteServerConfig('mfe_staff', {
    PORT: '8080',
    HOST: '0.0.0.0',
    SITE_ORIGINS: 'https://www.example.com, https://example.com',
    REMOTE_DIST_DIR: '/srv/remote',
    RELEASES_DIR: '',
    HSTS: 'true',
    RELEASE_FEED_URL: 'http://api:4000/api/releases/feed',
  });
  expect(config).toEqual({
    port: 8080,
    host: '0.0.0.0',
    allowedOrigins: ['https://www.example.com', 'https://example.com'],
    dist: '/srv/remote',
    releasesDir: undefined,
    hsts: true,
    releaseFeedUrl: 'http://api:4000/api/releases/feed',
  });
});

test.each([
  ['PORT', 'eighty'],
  ['HSTS', 'yes'],
  ['RELEASE_FEED_URL', 'api/releases/feed'],
])('refuses %s=%s, naming it', (variable, value) => {
  expect(() => readRemoteServerConfig('mfe_marketing', { [variable]: value })).toThrow(EnvError);
  expect(() => readRemoteServerConfig('mfe_marketing', { [variable]: value })).toThrow(variable);
});
