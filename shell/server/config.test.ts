/** @jest-environment node */
import { availableParallelism } from 'node:os';
import { EnvError } from 'contracts/env';
import { readShellConfig } from './config';

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
      renderThreads: availableParallelism(),
    });
    expect(config.registry.mfe_careers).toBe('http://localhost:3002/mf-manifest.json');
    expect(config.remotes.find((remote) => remote.name === 'mfe_careers')).toEqual({
      name: 'mfe_careers',
      browserBase: 'http://localhost:3002/',
      serverBase: 'http://localhost:3002/',
    });
    expect(config.releaseFeedUrl).toBe('http://127.0.0.1:4000/api/releases/feed');
    expect(config.releaseHealthUrl).toBe('http://127.0.0.1:4000/api/releases/health');
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
      RENDER_THREADS: '3',
      MFE_CAREERS_URL: 'https://careers.example/mf-manifest.json',
      MFE_CAREERS_SERVER_URL: 'http://careers:3002/ssr/remoteEntry.js',
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
      renderThreads: 3,
    });
    expect(config.remotes.find((remote) => remote.name === 'mfe_careers')).toEqual({
      name: 'mfe_careers',
      browserBase: 'https://careers.example/',
      serverBase: 'http://careers:3002/',
    });
    expect(config.releaseFeedUrl).toBe('http://api:4000/api/releases/feed');
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
    ['RENDER_THREADS', '0'],
    ['RENDER_THREADS', '1.5'],
    ['MFE_STAFF_URL', 'staff'],
    ['MFE_CONTACT_SERVER_URL', 'contact'],
  ])('stop the start with a message naming %s when it is %j', (variable, value) => {
    expect(() => readShellConfig({ [variable]: value })).toThrow(EnvError);
    expect(() => readShellConfig({ [variable]: value })).toThrow(new RegExp(`^Invalid environment:\\n  ${variable}: `));
  });
});
