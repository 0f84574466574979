import { SiteLink } from '@/components/link/site-link.client';
import type { ComponentPropsWithoutRef } from 'react';
import { CodeBlock } from '@/components/code-block/code-block.client';
import { DemoBlock, type DemoBlockProps } from '@/components/demo/demo-block.client';
import { siteConfig } from '@data/site';
import { StyleFunctionTable } from '@/components/system/style-function-table';
import { TemplateGallery } from '@/components/templates/gallery/template-gallery';
import { ComponentIndex } from '@/components/component-index/component-index';
import { ApiExcerpt } from './api-excerpt';
import { CodeTabs } from './code-tabs.client';
import { mdxTableComponents } from './mdx-table';
import { t } from '@/i18n';
import styles from './section-feedback.module.css';

/** Internal links use client-side navigation; everything else stays a plain anchor. */
function MdxLink({ href = '', ...props }: ComponentPropsWithoutRef<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) return <SiteLink href={href} {...props} />;
  if (href.startsWith('#')) return <a href={href} {...props} />;
  return <a href={href} rel="noopener" {...props} />;
}

function anchoredHeading(Tag: 'h2' | 'h3' | 'h4') {
  return function Heading({ id, children, ...props }: ComponentPropsWithoutRef<'h2'>) {
    return (
      <Tag id={id} {...props}>
        {children}
        {id ? (
          <a href={`#${id}`} className="anchor-link" aria-label={`Link to this section`}>
            #
          </a>
        ) : null}
        {id && Tag !== 'h4' ? (
          // Sections in the table of contents take feedback; the widget picks the click up.
          <a
            href="#feedback"
            className={styles.link}
            data-feedback-section={id}
            aria-label={
              typeof children === 'string'
                ? `${t('feedback.sectionLink')}: ${children}`
                : t('feedback.sectionLink')
            }
          >
            {t('feedback.sectionShort')}
          </a>
        ) : null}
      </Tag>
    );
  };
}

/** Demo source links point into the site's repository, on the branch "Edit this page" uses. */
const demoSourceBase = `${siteConfig.repository}/blob/${siteConfig.branch}/`;
const Demo = (props: Omit<DemoBlockProps, 'sourceBase'>) => (
  <DemoBlock {...props} sourceBase={demoSourceBase} />
);

/** What markdown elements render as. Server-rendered: none of this ships JavaScript. */
export const mdxComponents = {
  a: MdxLink,
  h2: anchoredHeading('h2'),
  h3: anchoredHeading('h3'),
  h4: anchoredHeading('h4'),
  pre: (props: ComponentPropsWithoutRef<'pre'>) => (
    <CodeBlock>
      <pre {...props} />
    </CodeBlock>
  ),
  DemoBlock: Demo,
  TemplateGallery,
  ComponentIndex,
  CodeTabs,
  ApiExcerpt,
  StyleFunctionTable,
  ...mdxTableComponents,
};
