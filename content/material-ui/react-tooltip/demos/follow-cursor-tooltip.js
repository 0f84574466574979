import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

export default function FollowCursorTooltip() {
  return (
    <Tooltip title="Drop files here to upload" followCursor describeChild>
      <Box
        tabIndex={0}
        sx={{
          p: 4,
          border: '2px dashed',
          borderColor: 'divider',
          borderRadius: 1,
          textAlign: 'center',
          color: 'text.secondary',
        }}
      >
        Upload area
      </Box>
    </Tooltip>
  );
}
