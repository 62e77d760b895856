import { deScreens } from './de-screens.ts';
import { deShell } from './de-shell.ts';
import type { UiMessages } from './en.ts';

// Typed as the English strings: a missing or extra key fails to compile (and the locale test).
export const de: UiMessages = { ...deShell, ...deScreens };
