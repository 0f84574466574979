import type { TemplateInfo } from '@data/templates';
import styles from './template-gallery.module.css';

/**
 * A template's preview, drawn from its wireframe data: an SVG that follows the site's colours in
 * both modes and costs no JavaScript (a live iframe would boot a whole app per card).
 */
export function TemplateSketch({ template }: { template: TemplateInfo }) {
  return (
    <svg
      className={styles.sketch}
      viewBox="0 0 160 100"
      role="img"
      aria-label={`Wireframe of the ${template.title} template`}
    >
      <rect className={styles.page} x="0.5" y="0.5" width="159" height="99" rx="4" />
      {template.sketch.map(([x, y, width, height, tone], index) => (
        <rect key={index} className={styles[tone]} x={x} y={y} width={width} height={height} rx="2" />
      ))}
    </svg>
  );
}
