'use client';
import CheckIcon from '@mui/icons-material/CheckRounded';
import { LANGUAGES, t } from '@/i18n';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

/** English is the only interface language; the others are listed so readers know they are planned. */
export function LanguageSection() {
  return (
    <SettingsSection id="settings-language" title={t('settings.language')}>
      <ul className={styles.languages}>
        {LANGUAGES.map((language) => (
          <li key={language.code} lang={language.code} className={styles.row}>
            {language.available ? <CheckIcon fontSize="small" color="primary" aria-hidden /> : null}
            <span>
              {language.name}
              {language.available ? null : <span lang="en"> ({t('settings.unavailable')})</span>}
            </span>
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}
