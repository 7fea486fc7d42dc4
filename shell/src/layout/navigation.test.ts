import { isLinkActive, isServicesActive } from './navigation';

describe('isLinkActive', () => {
  it.each([
    ['/', '/', '', true],
    ['/', '/', '#contact', true],
    ['/', '/', '#locations', false],
    ['/', '/about', '', false],
    ['/#locations', '/', '#locations', true],
    ['/#locations', '/', '', false],
    ['/#locations', '/about', '#locations', false],
    ['/about', '/about', '', true],
    ['/about', '/about-us', '', false],
    ['/careers', '/careers', '', true],
    ['/careers', '/careers/senior-cybersecurity-analyst', '', true],
    ['/contact', '/careers', '', false],
  ])('link %s at %s%s is active: %s', (to, pathname, hash, expected) => {
    expect(isLinkActive(to, { pathname, hash })).toBe(expected);
  });
});

describe('isServicesActive', () => {
  it.each([
    ['/services/encryption', true],
    ['/services/ai-solutions', true],
    ['/', false],
    ['/sitemap', false],
  ])('%s marks Services: %s', (pathname, expected) => {
    expect(isServicesActive(pathname)).toBe(expected);
  });
});
