'use client';
import { useEffect, useMemo, useState } from 'react';
import manifest from '@generated/icons-manifest.json';
import {
  bucketOf,
  type IconIndexFile,
  type IconNode,
  type IconTheme,
  type IconThemeFile,
  type IconsManifest,
} from '@/modules/icons/icon-data';

const files = manifest as IconsManifest;
const loaded = new Map<string, Promise<unknown>>();

/** Fetches a static JSON chunk once per page view; later callers share the promise. */
function fetchJson<T>(url: string): Promise<T> {
  let promise = loaded.get(url);
  if (!promise) {
    promise = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json();
    });
    // A failed chunk may be retried on the next render that needs it.
    promise.catch(() => loaded.delete(url));
    loaded.set(url, promise);
  }
  return promise as Promise<T>;
}

/** The icon list (names, themes, search words): fetched on mount, not in the page bundle. */
export function useIconIndex(): { data?: IconIndexFile; error?: string } {
  const [state, setState] = useState<{ data?: IconIndexFile; error?: string }>({});
  useEffect(() => {
    let live = true;
    fetchJson<IconIndexFile>(files.index.url).then(
      (data) => live && setState({ data }),
      (error: Error) => live && setState({ error: error.message }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/**
 * Drawings of the given icons in one theme: fetches only the chunks (buckets of base names) those
 * icons live in, so the first screen costs one chunk, not the whole theme.
 */
export function useIconDrawings(
  theme: IconTheme,
  names: readonly string[],
): { get: (name: string) => IconNode[] | undefined; error?: string } {
  const urls = useMemo(() => {
    const buckets = new Set(names.map((name) => bucketOf(name, files.bucketStarts)));
    return [...buckets].map((bucket) => files.themes[theme][bucket].url);
  }, [theme, names]);
  const key = urls.join(' ');
  const [chunks, setChunks] = useState<Record<string, IconThemeFile>>({});
  const [error, setError] = useState<string>();

  useEffect(() => {
    let live = true;
    for (const url of key ? key.split(' ') : []) {
      fetchJson<IconThemeFile>(url).then(
        (chunk) => live && setChunks((current) => (current[url] ? current : { ...current, [url]: chunk })),
        (failure: Error) => live && setError(failure.message),
      );
    }
    return () => {
      live = false;
    };
  }, [key]);

  const get = (name: string) => chunks[files.themes[theme][bucketOf(name, files.bucketStarts)].url]?.[name];
  return { get, error };
}
