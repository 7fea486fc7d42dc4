/** One jest run for every workspace; `npm test -w <name>` selects that workspace's project. */
const transform = {
  '^.+\\.(m?js|jsx|tsx?)$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
  ],
};

// ESM-only dependencies (of fastify's inject, @fastify/static, and cookie, which @fastify/cookie loads
// with import()) are compiled to CommonJS for jest, @fastify/cookie too so that its import() becomes a require;
// so is TanStack Table 9 with its store (the staff console's tables), and so are marked and github-slugger
// (the Markdown link check), Lingui (shared-ui's messages) with its MessageFormat parser, and feed (the API's
// RSS and Atom job feeds).
const transformIgnorePatterns = [
  '/node_modules/(?!(cookie|content-disposition|@fastify/cookie|@tanstack/(react-table|table-core|react-store|store)|marked|github-slugger|@lingui|@messageformat|feed)/)',
];

const browser = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform,
  transformIgnorePatterns,
  setupFiles: ['<rootDir>/../scripts/jest/jsdom-polyfills.cjs'],
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/testing-library.cjs'],
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/\\.release-'],
});

const node = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'node',
  transform,
  transformIgnorePatterns,
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/\\.release-'],
});

export default {
  rootDir: import.meta.dirname,
  // A bound for a hung test, not a speed check: the slowest wizard tests take 2-3 s on a busy
  // 2-core machine, close to jest's default of 5 s.
  testTimeout: 20_000,
  reporters: ['default', '<rootDir>/scripts/jest/skipped-tests-reporter.cjs'],
  projects: [
    node('contracts'),
    node('build-config'),
    browser('shared-ui'),
    browser('shell'),
    browser('mfe-marketing'),
    browser('mfe-careers'),
    browser('mfe-contact'),
    browser('mfe-staff'),
    node('api'),
    node('static-server'),
    node('telemetry'),
    node('scripts'),
  ],
};
