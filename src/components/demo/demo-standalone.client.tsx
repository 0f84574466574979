'use client';
import { useCallback, useRef, type ReactNode } from 'react';
import type { CodeStyling } from '@/modules/code-variant';
import { useCodePreferences } from './code-preferences-store';
import { DemoShownContext } from './demo-height-hold';
import { DemoStylingContext } from './demo-styling-context';

export function DemoStandalone({ stylings, children }: { stylings: CodeStyling[]; children: ReactNode }) {
  const { codeStyling } = useCodePreferences();
  const styling = stylings.includes(codeStyling) ? codeStyling : stylings[0];
  const liveRef = useRef<HTMLDivElement>(null);
  // As on a docs page (DemoBlock): data-demo-shown says the demo itself is on screen, not its
  // server HTML or a copy of it, for whoever waits for the page to be ready.
  const onShown = useCallback(() => liveRef.current?.setAttribute('data-demo-shown', ''), []);
  return (
    <div ref={liveRef} data-styling={styling} data-testid="demo-live" style={{ padding: 24 }}>
      <DemoShownContext.Provider value={onShown}>
        <DemoStylingContext.Provider value={styling}>{children}</DemoStylingContext.Provider>
      </DemoShownContext.Provider>
    </div>
  );
}
