/** Loads the shell's server renderer, built by Rspack beside the browser build (dist/server/ssr.js). */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SERVER_BUILD_DIR, SHELL_ASSETS_FILE, SHELL_SSR_BUNDLE } from 'contracts/federation';
import type { createRenderer, PageAssets, Renderer, ServerRemote } from '../src/server/entry';

export type { Renderer, ServerRemote };

export async function loadRenderer(
  distDir: string,
  options: { remotes: readonly ServerRemote[]; apiBase: string },
): Promise<Renderer> {
  const shellAssets = JSON.parse(await readFile(path.join(distDir, SHELL_ASSETS_FILE), 'utf8')) as Omit<PageAssets, 'data'>;
  const bundle = createRequire(import.meta.url)(path.join(distDir, SERVER_BUILD_DIR, SHELL_SSR_BUNDLE)) as {
    createRenderer: typeof createRenderer;
  };
  return bundle.createRenderer({ ...options, shellAssets });
}
