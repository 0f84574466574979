'use client';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Snackbar from '@mui/material/Snackbar';
import Switch from '@mui/material/Switch';
import { useState } from 'react';

const OPTIONS = [
  'Email me a weekly summary',
  'Notify me of refunds',
  'Share usage data to improve the product',
];

export function Settings() {
  const [saved, setSaved] = useState(false);
  return (
    <Card
      variant="outlined"
      component="form"
      sx={{ p: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(true);
      }}
    >
      <FormGroup>
        {OPTIONS.map((option, index) => (
          <FormControlLabel key={option} control={<Switch defaultChecked={index < 2} />} label={option} />
        ))}
      </FormGroup>
      <Button type="submit" variant="contained" sx={{ mt: 2 }}>
        Save settings
      </Button>
      <Snackbar
        open={saved}
        autoHideDuration={4000}
        onClose={() => setSaved(false)}
        message="Settings saved."
      />
    </Card>
  );
}
