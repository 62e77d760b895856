// react-i18next imports useSyncExternalStore from the `use-sync-external-store/shim` package, a polyfill for
// React before 18 that, under React 19, hands out React's own: the build imports React's directly instead.
export { useSyncExternalStore } from 'react';
