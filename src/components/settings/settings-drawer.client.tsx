'use client';
import CloseIcon from '@mui/icons-material/CloseRounded';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { t } from '@/i18n';
import { ColorSection } from './color-section.client';
import { DensitySection } from './density-section.client';
import { DirectionSection } from './direction-section.client';
import { LanguageSection } from './language-section.client';
import { ModeSection } from './mode-section.client';
import styles from './settings.module.css';

/** The settings panel; fetched on first open, so it costs nothing until a reader asks for it. */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      PaperProps={
        { sx: { width: { xs: 310, sm: 360 } }, role: 'dialog', 'aria-labelledby': 'settings-title' } as object
      }
    >
      <div className={styles.header}>
        <Typography id="settings-title" component="h2" variant="subtitle1" fontWeight={600}>
          {t('settings.title')}
        </Typography>
        <IconButton aria-label={t('settings.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </div>
      <div className={styles.body}>
        <ModeSection />
        <DirectionSection />
        <ColorSection />
        <DensitySection />
        <LanguageSection />
      </div>
    </Drawer>
  );
}
