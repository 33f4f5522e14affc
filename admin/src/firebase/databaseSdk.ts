/**
 * The Realtime Database SDK's calls the listeners make, loaded on first use. Named here rather
 * than passed around as the module's namespace: a namespace the bundler cannot follow keeps every
 * export of the SDK (transactions, queries, writes), 4.9 KiB gzip that the app never runs.
 */
export const loadListenCalls = () => import('firebase/database').then(({ goOnline, onValue, ref }) => ({ goOnline, onValue, ref }));
