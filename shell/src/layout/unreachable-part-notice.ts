import { useContext, useEffect } from 'react';
import { toast } from 'shared-ui';
import { shellMessages } from '../messages';
import { RemoteModulesContext } from '../remotes/remote-modules';

/**
 * Tells a visitor who uses a part of the page whose module the browser could not load
 * (remotes/unreachable-parts.ts) that it cannot answer yet; it is tried again meanwhile.
 */
export function useUnreachablePartNotice() {
  const { unreachable } = useContext(RemoteModulesContext);
  const t = shellMessages.useT();
  useEffect(
    () => unreachable.watch(() => toast({ title: t('remote.unavailableDescription'), variant: 'destructive' })),
    [unreachable, t],
  );
}
