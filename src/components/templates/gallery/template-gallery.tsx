import Link from 'next/link';
import { templateRoute, templates } from '@data/templates';
import { TemplateSketch } from './template-sketch';
import styles from './template-gallery.module.css';

/** The gallery on the templates docs page: one card per entry of data/templates.ts. */
export function TemplateGallery() {
  return (
    <ul className={styles.grid} aria-label="Templates">
      {templates.map((template) => (
        <li key={template.slug} className={styles.card}>
          <TemplateSketch template={template} />
          <div className={styles.body}>
            {/* The link's ::after covers the card, so the whole card opens the template. */}
            <Link href={templateRoute(template.slug)} className={styles.link}>
              {template.title}
            </Link>
            <p className={styles.description}>{template.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
