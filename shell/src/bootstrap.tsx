import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES } from 'contracts/federation';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './providers';
import { fetchRemoteRegistry } from './remotes/registry';

async function start() {
  try {
    const registry = await fetchRemoteRegistry();
    registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: registry[name] })));
  } catch (error) {
    // Without a registry every remote page shows its fallback; header and footer still work.
    console.error(error);
  }
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
