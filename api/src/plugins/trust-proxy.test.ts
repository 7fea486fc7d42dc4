import { isInternalAddress, trustInternalProxies } from './trust-proxy';

describe('isInternalAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.18.0.5', true],
    ['192.168.1.20', true],
    ['fd12:3456::1', true],
    ['203.0.113.7', false],
    ['172.32.0.1', false],
    ['::ffff:8.8.8.8', false],
    ['2001:db8::1', false],
    ['not-an-address', false],
  ])('%s is internal: %s', (address, expected) => {
    expect(isInternalAddress(address)).toBe(expected);
  });
});

describe('trustInternalProxies', () => {
  it('believes only as many hops as configured, and only internal ones', () => {
    const trust = trustInternalProxies(1);
    expect(trust('172.18.0.5', 0)).toBe(true);
    expect(trust('10.0.0.9', 1)).toBe(false);
    expect(trust('203.0.113.7', 0)).toBe(false);
    expect(trustInternalProxies(0)('127.0.0.1', 0)).toBe(false);
  });
});
