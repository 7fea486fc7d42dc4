/** @jest-environment node */
import { readShellConfig, ShellConfigError } from './config';

describe("the shell server's settings", () => {
  it("default to the local site of npm start, the API beside it, nobody trusted, and the README's cap", () => {
    const config = readShellConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      apiUrl: 'http://127.0.0.1:4000',
      trustProxy: false,
      exposeAdmin: false,
      hsts: false,
      maxConcurrentRenders: 8,
    });
    expect(config.registry.mfe_careers).toBe('http://localhost:3002/mf-manifest.json');
    expect(config.serverRemotes.find((remote) => remote.name === 'mfe_careers')).toEqual({
      name: 'mfe_careers',
      manifestUrl: 'http://localhost:3002/mf-manifest.json',
      serverEntryUrl: 'http://localhost:3002/server/remoteEntry.js',
      sha256: undefined,
    });
  });

  it('read every variable, and take an empty one as unset', () => {
    const config = readShellConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      API_URL: 'http://api:4000',
      TRUST_PROXY: '10.0.0.0/8, loopback',
      EXPOSE_ADMIN: 'true',
      HSTS: 'true',
      MAX_CONCURRENT_RENDERS: '4',
      MFE_CAREERS_URL: 'https://careers.example/mf-manifest.json',
      MFE_CAREERS_SERVER_URL: 'http://careers:3002/server/remoteEntry.js',
      MFE_CAREERS_SHA256: 'a'.repeat(64),
      MFE_MARKETING_URL: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      apiUrl: 'http://api:4000',
      trustProxy: ['10.0.0.0/8', 'loopback'],
      exposeAdmin: true,
      hsts: true,
      maxConcurrentRenders: 4,
    });
    expect(config.serverRemotes.find((remote) => remote.name === 'mfe_careers')).toEqual({
      name: 'mfe_careers',
      manifestUrl: 'https://careers.example/mf-manifest.json',
      serverEntryUrl: 'http://careers:3002/server/remoteEntry.js',
      sha256: 'a'.repeat(64),
    });
    expect(config.registry.mfe_marketing).toBe('http://localhost:3001/mf-manifest.json');
    expect(readShellConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['API_URL', 'not a url'],
    ['TRUST_PROXY', 'somewhere'],
    ['EXPOSE_ADMIN', 'yes'],
    ['HSTS', '1'],
    ['MAX_CONCURRENT_RENDERS', '0'],
    ['MFE_STAFF_URL', 'staff'],
    ['MFE_CONTACT_SHA256', 'abc'],
  ])('stop the start with a message naming %s when it is %j', (variable, value) => {
    expect(() => readShellConfig({ [variable]: value })).toThrow(ShellConfigError);
    expect(() => readShellConfig({ [variable]: value })).toThrow(new RegExp(`^Invalid environment:\\n  ${variable}: `));
  });
});
