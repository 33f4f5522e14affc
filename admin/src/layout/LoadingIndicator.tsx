import { Box, CircularProgress } from '@mui/material';
import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RefreshIconButton } from 'react-admin';

/** How long the app must be waiting for data before the bar says so. */
export const LOADING_DELAY_MS = 700;

/**
 * react-admin's loading indicator (the refresh button, and a spinner over it while data is on its
 * way), shown only once a query or a change has been pending for `LOADING_DELAY_MS`. The lists
 * answer from memory within a frame: react-admin's own drew and removed the spinner on every
 * search, a blink in the bar and two renders of it per keystroke.
 */
export function LoadingIndicator() {
  const waiting = useLongWait(LOADING_DELAY_MS);
  return (
    <Box sx={{ position: 'relative' }}>
      <RefreshIconButton sx={waiting ? { opacity: 0 } : undefined} />
      {waiting ? <CircularProgress color="inherit" size={16} thickness={6} sx={{ position: 'absolute', top: '30%', left: '30%' }} /> : null}
    </Box>
  );
}

/** Whether some query or change has been pending for `delayMs` and still is. */
export function useLongWait(delayMs: number): boolean {
  const client = useQueryClient();
  const [long, setLong] = useState(false);
  useEffect(() => {
    const pending = () => client.isFetching() > 0 || client.isMutating() > 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Batched as react-query batches its own notices: one check per round of cache events.
    const check = notifyManager.batchCalls(() => {
      if (!pending()) {
        clearTimeout(timer);
        timer = undefined;
        setLong(false);
      } else timer ??= setTimeout(() => setLong(pending()), delayMs);
    });
    const unsubscribe = [client.getQueryCache().subscribe(check), client.getMutationCache().subscribe(check)];
    check();
    return () => {
      unsubscribe.forEach((stop) => stop());
      clearTimeout(timer);
    };
  }, [client, delayMs]);
  return long;
}
