'use client';
import { useSyncExternalStore } from 'react';
import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  resolveCodePreferences,
  steadyCodePreferences,
  type CodePreferences,
  serializeCodeCookie,
} from '@/modules/code-variant';

const SERVER_SNAPSHOT: CodePreferences = {
  codeVariant: DEFAULT_CODE_VARIANT,
  codeStyling: DEFAULT_CODE_STYLING,
};
let state: CodePreferences | undefined;
const listeners = new Set<() => void>();

function snapshot(): CodePreferences {
  // With the server's choice (the defaults), keep its object: a new one would make React render
  // every demo toolbar again, synchronously, right after hydration.
  state ??= steadyCodePreferences(
    SERVER_SNAPSHOT,
    resolveCodePreferences(window.location.hash, document.cookie),
  );
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The page-wide JS/TS and styling choice, shared by every demo on the page: changing it on one
 * demo changes all of them, and writes the cookie so the next page starts with it.
 */
export function setCodePreferences(next: Partial<CodePreferences>) {
  state = { ...snapshot(), ...next };
  if (next.codeVariant) document.cookie = serializeCodeCookie(CODE_VARIANT_COOKIE, next.codeVariant);
  if (next.codeStyling) document.cookie = serializeCodeCookie(CODE_STYLING_COOKIE, next.codeStyling);
  listeners.forEach((listener) => listener());
}

export function useCodePreferences(): CodePreferences {
  // Static HTML is rendered with the defaults; the reader's choice applies right after hydration.
  return useSyncExternalStore(subscribe, snapshot, () => SERVER_SNAPSHOT);
}
