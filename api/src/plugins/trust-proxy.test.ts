import { clientKey } from '../client-key';
import { checkTrustedProxies } from './trust-proxy';

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff::9', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['::1', '::/64'],
  ])('counts %s as %s', (address, expected) => {
    expect(clientKey(address)).toBe(expected);
  });
});

describe('checkTrustedProxies', () => {
  it('takes addresses and CIDR ranges, and refuses anything else', () => {
    expect(() => checkTrustedProxies(['127.0.0.1', '::1', '172.28.0.0/24'])).not.toThrow();
    expect(() => checkTrustedProxies(['shell'])).toThrow();
  });
});
