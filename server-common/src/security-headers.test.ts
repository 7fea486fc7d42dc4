import type { IncomingMessage } from 'node:http';
import { isWellFormedRequest } from './security-headers';

const requestOf = (url: string, hosts: string[], httpVersion = '1.1') =>
  ({ url, httpVersion, rawHeaders: [...hosts.flatMap((host) => ['Host', host]), 'Accept', '*/*'] }) as unknown as IncomingMessage;

describe('a request the servers read', () => {
  it.each([
    'site.example',
    'localhost:3000',
    '127.0.0.1:4000',
    '[::1]:4000',
    '[fd00::12]',
    'mfe_careers:3002',
    'www.example.com.',
  ])('has one Host, %s, and a path', (host) => {
    expect(isWellFormedRequest(requestOf('/careers?page=2', [host]))).toBe(true);
  });

  it('may leave Host out in HTTP/1.0', () => {
    expect(isWellFormedRequest(requestOf('/', [], '1.0'))).toBe(true);
  });

  it.each([
    ['no Host', '/', []],
    ['an empty Host', '/', ['']],
    ['a space', '/', ['exa mple']],
    ['a path', '/', ['a/b']],
    ['user info', '/', ['@x']],
    ['user info before a host', '/', ['user@site.example']],
    ['a query', '/', ['site.example?x']],
    ['a backslash', '/', ['site.example\\x']],
    ['a port out of range', '/', ['site.example:70000']],
    ['a port that is not a number', '/', ['site.example:http']],
    ['an IPv6 address without brackets', '/', ['::1']],
    ['a bad IPv6 address', '/', ['[::g]']],
    ['an escaped space', '/', ['exa%20mple']],
    ['two Hosts', '/', ['site.example', 'evil.example']],
    ['two equal Hosts', '/', ['site.example', 'site.example']],
    ['an absolute-form target', 'http://evil.example/', ['site.example']],
    ['the asterisk-form target', '*', ['site.example']],
  ])('is refused with %s', (_case, url, hosts) => {
    expect(isWellFormedRequest(requestOf(url, hosts))).toBe(false);
  });

  it('is refused without Host in HTTP/1.1, or with two in HTTP/1.0', () => {
    expect(isWellFormedRequest(requestOf('/', [], '1.1'))).toBe(false);
    expect(isWellFormedRequest(requestOf('/', ['a', 'b'], '1.0'))).toBe(false);
  });
});
