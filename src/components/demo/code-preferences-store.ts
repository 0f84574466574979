'use client';
import { useSyncExternalStore } from 'react';
import { readCookieHeader } from '@/components/core/cookie-header';
import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  codeHashFor,
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
let state: CodePreferences = SERVER_SNAPSHOT;
let stored: 'unread' | 'reading' | 'read' = 'unread';
const listeners = new Set<() => void>();

const snapshot = (): CodePreferences => state;

/**
 * The reader's choice (page hash, then cookie), read after the first reader subscribes, in a task
 * of its own: React subscribes in the effects that follow hydration. The cookie is read through
 * the Cookie Store API where there is one (readCookieHeader): the page's first `document.cookie`
 * read waits on the browser process (up to ~10 ms measured during load).
 */
function readStoredChoice() {
  void readCookieHeader().then((cookie) => {
    // A choice made while the cookie was being read is newer than the cookie.
    if (stored === 'read') return;
    stored = 'read';
    // With the server's choice (the defaults), keep its object: a new one would make React render
    // every demo toolbar again.
    const hash = codeHashFor(window.location.hash, (id) =>
      Boolean(document.getElementById(id)?.hasAttribute('data-demo')),
    );
    const next = steadyCodePreferences(state, resolveCodePreferences(hash, cookie));
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (stored === 'unread') {
    stored = 'reading';
    setTimeout(readStoredChoice, 0);
  }
  return () => listeners.delete(listener);
}

/**
 * The page-wide JS/TS and styling choice, shared by every demo on the page: changing it on one
 * demo changes all of them, and writes the cookie so the next page starts with it.
 */
export function setCodePreferences(next: Partial<CodePreferences>) {
  // A choice made now is newer than anything stored.
  stored = 'read';
  state = { ...state, ...next };
  if (next.codeVariant) document.cookie = serializeCodeCookie(CODE_VARIANT_COOKIE, next.codeVariant);
  if (next.codeStyling) document.cookie = serializeCodeCookie(CODE_STYLING_COOKIE, next.codeStyling);
  listeners.forEach((listener) => listener());
}

export function useCodePreferences(): CodePreferences {
  // Static HTML is rendered with the defaults; the reader's choice applies right after hydration.
  return useSyncExternalStore(subscribe, snapshot, () => SERVER_SNAPSHOT);
}
