'use client';
import { useCallback, useRef, useState } from 'react';
import type { CodeStyling } from '@/modules/code-variant';
import type { DemoVariantPayload } from '@/model/demo-record';

export type DemoPayload = DemoVariantPayload & { title: string };

/** Fetches a variant's code once, on demand: pages never ship the source of every variant. */
export function useDemoPayload(demoId: string) {
  const cache = useRef(new Map<CodeStyling, Promise<DemoPayload>>());
  const [payloads, setPayloads] = useState<Partial<Record<CodeStyling, DemoPayload>>>({});
  const load = useCallback(
    (styling: CodeStyling): Promise<DemoPayload> => {
      let pending = cache.current.get(styling);
      if (!pending) {
        pending = fetch(`/generated/demos/${demoId}/${styling}.json`).then((response) => {
          if (!response.ok) throw new Error(`Demo code unavailable (${response.status})`);
          return response.json() as Promise<DemoPayload>;
        });
        pending.then(
          (payload) => setPayloads((current) => ({ ...current, [styling]: payload })),
          () => cache.current.delete(styling),
        );
        cache.current.set(styling, pending);
      }
      return pending;
    },
    [demoId],
  );
  return { payloads, load };
}
