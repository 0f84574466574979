import * as React from 'react';
import Alert from '@mui/material/Alert';
import Lightbulb from '@mui/icons-material/Lightbulb';

export default function TipAlertColor() {
  return (
    // severity keeps the meaning (info) while color picks another palette for a "tip" style.
    <Alert severity="info" color="success" icon={<Lightbulb fontSize="inherit" />}>
      Tip: press <kbd>/</kbd> anywhere to jump to search.
    </Alert>
  );
}
