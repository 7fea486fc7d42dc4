/**
 * The import layers, stated once: which workspaces each part may import, which libraries it must
 * take from the design system, and how a remote's features stay apart. `biome.json`'s overrides
 * are made from this table (`npm run lint:config`); `biome-config.test.ts` fails when they differ.
 */

/** Files a layer rule leaves alone: tests and their helpers import across layers on purpose. */
export const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/test-utils.tsx', '**/test-support.ts'];

/** Libraries that draw or run a browser page: the server-side layers import none of them. */
export const UI_LIBRARIES = [
  'react',
  'react/**',
  'react-dom',
  'react-dom/**',
  'react-router',
  'react-router-dom',
  '@tanstack/**',
  'zustand',
  'zustand/**',
  'react-hook-form',
  'react-dropzone',
  '@hookform/**',
];

const REACT_QUERY =
  "Import React Query from 'shared-ui/query': the apps share only the names it re-exports, one copy in the browser (contracts/federation).";
const ROUTING = "Import routing from 'shared-ui': the shell provides the one router through it.";

/** Libraries the browser must load once: a remote, the shell and tests take them from shared-ui. */
export const THROUGH_SHARED_UI = {
  reactQuery: { '@tanstack/react-query': REACT_QUERY },
  remote: {
    clsx: "Import clsx from 'shared-ui': the design system's copy, one in the browser.",
    'react-router': ROUTING,
    'react-router-dom': ROUTING,
    '@tanstack/react-query': REACT_QUERY,
  },
};

export interface ImportLayer {
  /** The files of the layer, as Biome globs from the repository root. */
  files: string[];
  /** The workspaces it may import; every other workspace is refused. */
  mayImport: string[];
  /** False for server-side layers: no UI library either. */
  uiLibraries: boolean;
  /** Libraries it must import from somewhere else, with what to do instead. */
  redirects?: Record<string, string>;
  message: string;
}

/**
 * contracts ← shared-ui ← remotes ← shell; api, static-server ← contracts, telemetry; build-config
 * ← contracts (the apps' build configurations import it); nothing imports scripts or e2e.
 */
export const IMPORT_LAYERS: ImportLayer[] = [
  {
    files: ['contracts/**'],
    mayImport: [],
    uiLibraries: false,
    message:
      'contracts is the bottom layer: plain data, types and schemas that every package reads; it imports no workspace and no UI library.',
  },
  {
    files: ['shared-ui/**'],
    mayImport: ['contracts'],
    uiLibraries: true,
    redirects: THROUGH_SHARED_UI.reactQuery,
    message: 'shared-ui (the design system) may import only contracts among the workspaces.',
  },
  {
    files: ['mfe-*/src/**'],
    mayImport: ['contracts', 'shared-ui'],
    uiLibraries: true,
    redirects: THROUGH_SHARED_UI.remote,
    message:
      "A remote may import only shared-ui and contracts among the workspaces; another remote's modules are reached through federation (e.g. 'mfe_careers/JobPreview').",
  },
  {
    files: ['shell/src/**', 'shell/server/**'],
    mayImport: ['contracts', 'shared-ui', 'static-server', 'telemetry'],
    uiLibraries: true,
    redirects: THROUGH_SHARED_UI.reactQuery,
    message:
      'The shell may import contracts, shared-ui, static-server and telemetry; the remotes only through federation, the API only over HTTP.',
  },
  {
    files: ['api/src/**'],
    mayImport: ['contracts', 'telemetry'],
    uiLibraries: false,
    message: 'The API may import only contracts and telemetry among the workspaces, and no UI library.',
  },
  {
    files: ['static-server/src/**'],
    mayImport: ['contracts', 'telemetry'],
    uiLibraries: false,
    message:
      "static-server (the remotes' runtime) may import only contracts and telemetry among the workspaces, and no UI library.",
  },
  {
    files: ['build-config/src/**'],
    mayImport: ['contracts'],
    uiLibraries: false,
    message: "build-config (the apps' Rspack configuration) may import only contracts among the workspaces, and no UI library.",
  },
  {
    files: ['telemetry/src/**'],
    mayImport: [],
    uiLibraries: false,
    message: "telemetry (the servers' metrics and traces) may import no workspace, and no UI library.",
  },
];

/**
 * A feature of a remote (`src/features/<name>/`) imports only its own files and the remote's
 * shared folders; `src/exposed` combines features.
 */
export const FEATURE_RULE = {
  files: 'mfe-*/src/features',
  shared: ['lib', 'components', 'messages'],
  /** The deepest folder inside a feature the rule is written for; a test checks no file is deeper. */
  maxDepth: 3,
  message:
    "A feature imports only its own files, the remote's src/lib, src/components and src/messages, shared-ui and contracts; src/exposed combines features (docs/conventions.md).",
};

/** shared-ui/query re-exports React Query's names and imports nothing else. */
export const QUERY_REEXPORT = {
  files: ['shared-ui/src/query.ts', 'shared-ui/src/query-server.ts'],
  message:
    "shared-ui/query (and shared-ui/query-server, for the server's render) re-exports the names of React Query the site uses, and nothing else.",
};
