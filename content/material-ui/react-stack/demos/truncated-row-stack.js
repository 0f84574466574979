import FolderIcon from '@mui/icons-material/Folder';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function TruncatedRowStack() {
  return (
    <Box
      sx={{ width: 260, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {/* A flex item will not shrink below its content: minWidth 0 lets the text truncate. */}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <FolderIcon color="action" />
        <Box sx={{ minWidth: 0 }}>
          <Typography noWrap>
            Quarterly reports and presentations for the board, 2021–2024
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
