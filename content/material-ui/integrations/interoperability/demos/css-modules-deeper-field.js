import * as React from 'react';
import TextField from '@mui/material/TextField';
import styles from './css-modules-deeper-field.module.css';

// The module class sits on the root; :global() reaches the inner outline and label by their
// Material UI class names, which CSS Modules would otherwise rename.
export default function CssModulesDeeperField() {
  return (
    <TextField
      className={styles.field}
      label="Coupon code"
      defaultValue="SPRING24"
      helperText="Applied at checkout"
      size="small"
    />
  );
}
