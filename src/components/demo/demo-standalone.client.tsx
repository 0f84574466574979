'use client';
import type { ReactNode } from 'react';
import type { CodeStyling } from '@/modules/code-variant';
import { useCodePreferences } from './code-preferences-store';
import { DemoStylingContext } from './demo-styling-context';

export function DemoStandalone({ stylings, children }: { stylings: CodeStyling[]; children: ReactNode }) {
  const { codeStyling } = useCodePreferences();
  const styling = stylings.includes(codeStyling) ? codeStyling : stylings[0];
  return (
    <div data-styling={styling} style={{ padding: 24 }}>
      <DemoStylingContext.Provider value={styling}>{children}</DemoStylingContext.Provider>
    </div>
  );
}
