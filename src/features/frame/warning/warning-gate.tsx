import { lazy, Suspense, useState } from 'react';
import { sessionStore } from '@/lib/session-storage';
import { WARNING_HIDDEN_KEY } from './warning-key';

export { WARNING_HIDDEN_KEY };

// The dialog (and the Modal code under it) is fetched only for a session that has not seen it:
// most page loads never need it, and it is a tenth of the start-up JavaScript.
const WarningDialog = lazy(async () => ({
  default: (await import('./WarningDialog')).WarningDialog,
}));

/** Mounts the once-per-session warning dialog when this browser session has not dismissed it. */
export function WarningGate() {
  const [due] = useState(() => sessionStore.get(WARNING_HIDDEN_KEY) === null);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <WarningDialog />
    </Suspense>
  );
}
