import { Box } from '@mui/system';

// Arrays map to the breakpoints in order (xs, sm, md…): a column with small padding on phones,
// a row with more padding from sm.
export default function UsageResponsiveArray() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: ['column', 'row'],
        alignItems: ['stretch', 'center'],
        gap: [1, 2],
        p: [1, 2, 3],
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box sx={{ flexGrow: 1 }}>
        <strong>Storage almost full</strong>
        <Box sx={{ color: 'text.secondary' }}>You have used 9.4 GB of 10 GB.</Box>
      </Box>
      <button type="button">Upgrade plan</button>
    </Box>
  );
}
