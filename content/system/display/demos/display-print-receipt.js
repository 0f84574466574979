import * as React from 'react';
import { Box } from '@mui/system';

// displayPrint only acts inside @media print. The checkbox applies the same values on screen,
// so you can preview what paper gets; or open your browser's print preview.
export default function DisplayPrintReceipt() {
  const [preview, setPreview] = React.useState(false);
  const printOnly = preview
    ? { display: 'block' }
    : { display: 'none', displayPrint: 'block' };
  const screenOnly = preview ? { display: 'none' } : { displayPrint: 'none' };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <label>
        <input
          type="checkbox"
          checked={preview}
          onChange={(event) => setPreview(event.target.checked)}
        />{' '}
        Preview the printed version
      </label>
      <Box
        component="section"
        aria-label="Receipt"
        sx={{
          maxWidth: 360,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Box sx={printOnly}>Acme Store · 12 Market Street · VAT 123 456</Box>
        <strong>Receipt #5521</strong>
        <div>2 × Notebook: 9.00 €</div>
        <div>Total: 9.00 €</div>
        <Box sx={{ ...screenOnly, mt: 1 }}>
          <button type="button">Email me this receipt</button>
        </Box>
      </Box>
    </Box>
  );
}
