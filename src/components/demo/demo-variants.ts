/**
 * The stylings of a demo other than its default one, for the generated demo groups (through
 * src/registry/demo-group-kit.ts): each loads when a reader chooses it. A module apart from
 * demo-group.ts, so the groups of pages whose demos have one styling carry none of it.
 */
import type { ComponentType } from 'react';
import dynamic from 'next/dynamic';

type Load = () => Promise<{ default: ComponentType }>;

/** A styling other than the default one: loaded when a reader chooses it. */
export function variant(load: Load): ComponentType {
  return dynamic(load);
}

/** A Tailwind styling, which brings the scoped Tailwind utilities with it (tailwind-scope.ts). */
export function tailwindVariant(load: Load): ComponentType {
  return dynamic(() => import('./tailwind-scope').then(load));
}
