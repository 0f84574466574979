'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from '@/modules/clipboard';

/** Copies text and reports "copied" for `feedbackMs`, then reverts. */
export function useCopy(feedbackMs: number) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      await copyText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), feedbackMs);
    },
    [feedbackMs],
  );
  return { copied, copy };
}
