export type Alignment = 'left' | 'center' | 'right';

export const alignments: { value: Alignment; label: string; path: string }[] = [
  { value: 'left', label: 'Align left', path: 'M3 5h18M3 10h12M3 15h18M3 20h12' },
  { value: 'center', label: 'Center', path: 'M3 5h18M6 10h12M3 15h18M6 20h12' },
  { value: 'right', label: 'Align right', path: 'M3 5h18M9 10h12M3 15h18M9 20h12' },
];

export function AlignIcon({ path }: { path: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}
