import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridRowModel } from '@mui/x-data-grid-premium';
import { Bin, binColumns, initialBins } from './inventory';

export default function PasteEvents() {
  const [rows, setRows] = React.useState(initialBins);
  const [status, setStatus] = React.useState('Copy cells from the grid or a spreadsheet, then paste.');
  const [question, setQuestion] = React.useState<{ cells: number; answer: (ok: boolean) => void } | null>(null);
  const titleId = React.useId();

  // Runs before anything changes: the promise resolves to go on and rejects to cancel.
  const confirmPaste = ({ data }: { data: string[][] }) =>
    new Promise<void>((resolve, reject) => {
      const cells = data.reduce((sum, row) => sum + row.length, 0);
      setQuestion({ cells, answer: (ok) => (ok ? resolve() : reject()) });
    });

  const answer = (ok: boolean) => {
    question?.answer(ok);
    setQuestion(null);
  };

  const processRowUpdate = (updated: GridRowModel<Bin>) => {
    setRows((previous) => previous.map((row) => (row.id === updated.id ? updated : row)));
    return updated;
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {status}
      </Typography>
      <Box sx={{ height: 340 }}>
      <DataGridPremium
        rows={rows}
        columns={binColumns}
        cellSelection
        processRowUpdate={processRowUpdate}
        onBeforeClipboardPasteStart={confirmPaste}
        onClipboardPasteStart={() => setStatus('Pasting…')}
        onClipboardPasteEnd={() => setStatus('Pasted and saved.')}
        hideFooter
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Stock bins with confirmed pasting"
      />
      </Box>
      <Dialog open={question !== null} onClose={() => answer(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Paste into the grid?</DialogTitle>
        <DialogContent>
          <DialogContentText>{question ? `${question.cells} cells will be overwritten.` : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>Cancel</Button>
          <Button onClick={() => answer(true)} variant="contained">
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
