import type { Locale } from 'contracts/languages';
import { LocaleContext } from 'shared-ui';
import type { Island } from '../islands/islands';
import { RemotePage } from '../remotes/remote-page';

/** An island's React root, the same on the server and in the browser (inside the providers and a router). */
export function IslandRoot({ island, locale }: { island: Island; locale: Locale }) {
  return (
    <LocaleContext.Provider value={locale}>
      <RemotePage {...island} slot />
    </LocaleContext.Provider>
  );
}
