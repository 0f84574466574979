import { useEffect } from 'react';

export interface SelectedSection {
  id: string;
  title: string;
}

/** A heading's text without its anchor and feedback links. */
function headingTitle(heading: HTMLElement | null): string {
  if (!heading) return '';
  return Array.from(heading.childNodes)
    .filter((node) => !(node instanceof HTMLAnchorElement))
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();
}

/**
 * Headings carry server-rendered links (`a[data-feedback-section]`, href="#feedback", so they work
 * without JavaScript too). One delegated listener turns a click on any of them into a selection.
 */
export function useSectionLinks(onSelect: (section: SelectedSection) => void) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[data-feedback-section]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const id = link.dataset.feedbackSection ?? '';
      event.preventDefault();
      onSelect({ id, title: headingTitle(document.getElementById(id)) || id });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [onSelect]);
}
