/** Loads the shell's server renderer, built by Rspack beside the browser build (dist/ssr/ssr.cjs). */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SHELL_ASSETS_FILE, SHELL_SSR_BUNDLE, SSR_BUILD_DIR } from 'contracts/federation';
import type { createRenderer, PageReleases, RemoteOrigins, Renderer, ShellAssets } from '../src/ssr/entry';

export type { PageReleases, RemoteOrigins, Renderer };
export type RenderedPage = Awaited<ReturnType<Renderer['render']>>;

/** The shell's build as its file list says (URLs, the shared libraries it provides), and the text of its stylesheets, which pages carry inline. */
export async function readShellAssets(distDir: string): Promise<ShellAssets & { shared: Record<string, string> }> {
  const built = JSON.parse(await readFile(path.join(distDir, SHELL_ASSETS_FILE), 'utf8')) as Omit<ShellAssets, 'inlineStyles'> & {
    shared: Record<string, string>;
  };
  const inlineStyles = await Promise.all(built.styles.map((url) => readFile(path.join(distDir, url), 'utf8')));
  return { ...built, inlineStyles, styles: [] };
}

export async function loadRenderer(
  distDir: string,
  options: { remotes: readonly RemoteOrigins[]; apiBase: string; rumSampleRate?: number },
): Promise<Renderer> {
  const shellAssets = await readShellAssets(distDir);
  const bundle = createRequire(import.meta.url)(path.join(distDir, SSR_BUILD_DIR, SHELL_SSR_BUNDLE)) as {
    createRenderer: typeof createRenderer;
  };
  return bundle.createRenderer({ ...options, shellAssets });
}
