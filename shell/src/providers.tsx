import type { Locale } from 'contracts/languages';
import type { ReactNode } from 'react';
import { loadTexts, type RenderedText, sharedNames } from 'shared-ui';
import { shellMessages } from './messages';
import { type RemoteModules, RemoteModulesContext } from './remotes/remote-modules';

interface AppProvidersProps {
  remoteModules: RemoteModules;
  /** The router: the browser's, or the server's static one. */
  children: ReactNode;
}

/**
 * What every page runs inside, on the server and in the browser alike. The query client is not
 * here: only the remote modules that query get it (remotes/load-remote-page.ts).
 */
export function AppProviders({ remoteModules, children }: AppProvidersProps) {
  return <RemoteModulesContext.Provider value={remoteModules}>{children}</RemoteModulesContext.Provider>;
}

/** The shell's own text in a language, and the shared names it shows: loaded before a page renders or hydrates. */
export function loadShellText(locale: Locale): Promise<RenderedText> {
  return loadTexts(locale, [shellMessages, sharedNames]);
}
