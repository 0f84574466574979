import type { ComponentPropsWithoutRef } from 'react';
import { mdxComponents } from '@/components/mdx/mdx-components';

function heading(Tag: 'h2' | 'h3' | 'h4') {
  return function Heading({ id, children, ...props }: ComponentPropsWithoutRef<'h2'>) {
    return (
      <Tag id={id} {...props}>
        {children}
        {id ? (
          <a href={`#${id}`} className="anchor-link" aria-label="Link to this section">
            #
          </a>
        ) : null}
      </Tag>
    );
  };
}

/** The docs' Markdown components without the per-section feedback links: posts have no feedback widget. */
export const blogMdxComponents = {
  ...mdxComponents,
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
};
