import { parseRemoteRegistry } from './registry';

const valid = {
  mfe_marketing: 'http://localhost:3001/mf-manifest.json',
  mfe_careers: 'https://careers.cdn.example/mf-manifest.json',
  mfe_contact: '/remotes/contact/mf-manifest.json',
  mfe_staff: 'http://localhost:3004/mf-manifest.json',
};

test('reads a manifest URL for every remote, resolving relative ones against the page', () => {
  expect(parseRemoteRegistry(valid)).toEqual({
    mfe_marketing: 'http://localhost:3001/mf-manifest.json',
    mfe_careers: 'https://careers.cdn.example/mf-manifest.json',
    mfe_contact: `${window.location.origin}/remotes/contact/mf-manifest.json`,
    mfe_staff: 'http://localhost:3004/mf-manifest.json',
  });
});

test.each([
  ['a remote is missing', { mfe_marketing: valid.mfe_marketing, mfe_contact: valid.mfe_contact }],
  ['a URL is not a string', { ...valid, mfe_careers: 42 }],
  ['the registry is not an object', null],
])('refuses a registry where %s', (_case, registry) => {
  expect(() => parseRemoteRegistry(registry)).toThrow(/manifest URL/);
});
