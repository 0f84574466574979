import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import styles from './css-modules-toolbar.module.css';

const ALIGNMENTS = [
  { value: 'left', label: 'Align left', icon: <FormatAlignLeftIcon /> },
  { value: 'center', label: 'Align center', icon: <FormatAlignCenterIcon /> },
  { value: 'right', label: 'Align right', icon: <FormatAlignRightIcon /> },
];

export default function CssModulesToolbar() {
  const [align, setAlign] = React.useState('left');

  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Text alignment">
      {ALIGNMENTS.map((option) => (
        <Tooltip key={option.value} title={option.label}>
          <IconButton
            aria-label={option.label}
            aria-pressed={align === option.value}
            color={align === option.value ? 'primary' : 'default'}
            className={align === option.value ? styles.active : undefined}
            onClick={() => setAlign(option.value)}
          >
            {option.icon}
          </IconButton>
        </Tooltip>
      ))}
    </div>
  );
}
