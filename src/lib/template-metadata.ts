import type { Metadata } from 'next';
import { templateBySlug, templateRoute } from '@data/templates';
import { pageMetadata } from './metadata';

/** Title, description and canonical URL of a template route, from data/templates.ts. */
export function templateMetadata(slug: string): Metadata {
  const template = templateBySlug(slug);
  return pageMetadata({
    title: `${template.title} template`,
    description: template.description,
    route: templateRoute(slug),
  });
}
