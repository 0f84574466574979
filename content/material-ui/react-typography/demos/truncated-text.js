import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const files = [
  'quarterly-financial-summary-final-revised-v3.xlsx',
  'team-offsite-photos.zip',
  'customer-interview-transcripts-march-and-april.docx',
];

export default function TruncatedText() {
  return (
    <Stack spacing={1} sx={{ width: 260 }}>
      {files.map((file) => (
        <Paper key={file} variant="outlined" sx={{ p: 1 }}>
          {/* noWrap cuts the line with an ellipsis; title keeps the full name one hover away. */}
          <Typography variant="body2" noWrap title={file}>
            {file}
          </Typography>
        </Paper>
      ))}
      <Typography variant="body2" align="center" color="text.secondary">
        Long names end with an ellipsis.
      </Typography>
    </Stack>
  );
}
