'use client';
import { useThemeSettings } from '@/components/settings/theme-settings-context';
import { paletteColorFor } from '@/components/theme/palette-colors';
import styles from './tools.module.css';

const SHADES = ['light', 'main', 'dark'] as const;

/** The shades the site derives from the chosen colors in the current mode, with their hex values. */
export function PaletteShades() {
  const { settings } = useThemeSettings();
  const mode = settings.paletteMode;
  return (
    <dl className={styles.shades} aria-label={`Palette in ${mode} mode`}>
      {(['primary', 'secondary'] as const).flatMap((role) => {
        const color = paletteColorFor(settings.paletteColors[role], mode);
        return SHADES.map((shade) => (
          <div key={`${role}-${shade}`} className={styles.shade}>
            <dt className={styles.swatchLabel}>
              {/* Swatch beside the text, not behind it: some light shades fail contrast with any text. */}
              <span className={styles.swatch} style={{ backgroundColor: color[shade] }} />
              {role}.{shade}
            </dt>
            <dd>{color[shade]}</dd>
          </div>
        ));
      })}
    </dl>
  );
}
