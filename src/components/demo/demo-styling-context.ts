'use client';
import { createContext, useContext } from 'react';
import type { CodeStyling } from '@/modules/code-variant';

export const DemoStylingContext = createContext<CodeStyling>('System');

/** The styling variant the enclosing demo shows; read by the generated demo wrappers. */
export function useDemoStyling(): CodeStyling {
  return useContext(DemoStylingContext);
}
