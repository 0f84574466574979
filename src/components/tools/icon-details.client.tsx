'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { exportName, importLine, type IconNode, type IconTheme } from '@/modules/icons/icon-data';
import { useCopy } from '@/components/code-block/use-copy';
import { IconGlyph } from './icon-glyph';
import styles from './tools.module.css';

/** The chosen icon, large, with the line to import it and a copy button. */
export function IconDetails({
  name,
  theme,
  nodes,
  variants,
  onTheme,
  onClose,
}: {
  name: string | null;
  theme: IconTheme;
  nodes: IconNode[] | undefined;
  /** The themes this icon ships in. */
  variants?: IconTheme[];
  onTheme: (theme: IconTheme) => void;
  onClose: () => void;
}) {
  // Keep the last name while the dialog animates out.
  const [shown, setShown] = useState(name);
  useEffect(() => {
    if (name) setShown(name);
  }, [name]);
  const { copied, copy } = useCopy(2000);
  const [copyError, setCopyError] = useState<string | null>(null);
  const line = shown ? importLine(shown, theme) : '';

  return (
    <Dialog open={Boolean(name)} onClose={onClose} aria-labelledby="icon-details-title" fullWidth>
      <DialogTitle id="icon-details-title">{shown}</DialogTitle>
      <DialogContent>
        <div className={styles.iconLarge}>{nodes ? <IconGlyph nodes={nodes} aria-hidden /> : null}</div>
        <pre className={styles.importLine}>
          <code data-testid="icon-import">{line}</code>
        </pre>
        {variants && shown ? (
          <div role="group" aria-label="Variants" className={styles.iconVariants}>
            {variants.map((variant) => (
              <Button
                key={variant}
                size="small"
                variant={variant === theme ? 'contained' : 'outlined'}
                aria-pressed={variant === theme}
                onClick={() => onTheme(variant)}
              >
                {exportName(shown, variant)}
              </Button>
            ))}
          </div>
        ) : null}
        {copyError ? <p role="alert">{copyError}</p> : null}
      </DialogContent>
      <DialogActions>
        <Button
          variant="contained"
          onClick={() =>
            copy(line).then(
              () => setCopyError(null),
              (error: Error) => setCopyError(`Copy failed: ${error.message}`),
            )
          }
        >
          <span aria-live="polite">{copied ? 'Copied' : 'Copy import'}</span>
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
