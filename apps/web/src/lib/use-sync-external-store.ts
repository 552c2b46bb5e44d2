// What wouter takes from `use-sync-external-store/shim` (vite.config.ts aliases it here): React's own.
export { useSyncExternalStore } from 'react';
