import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

const rows = [
  [null, 'top-start', 'top', 'top-end', null],
  ['left-start', null, null, null, 'right-start'],
  ['left', null, null, null, 'right'],
  ['left-end', null, null, null, 'right-end'],
  [null, 'bottom-start', 'bottom', 'bottom-end', null],
];

export default function PlacementTooltips() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, 110px)',
        gap: 1,
        justifyContent: 'center',
      }}
    >
      {rows.flat().map((placement, index) =>
        placement ? (
          <Tooltip
            describeChild
            key={placement}
            title={`placement="${placement}"`}
            placement={placement}
          >
            <Button size="small" variant="outlined">
              {placement}
            </Button>
          </Tooltip>
        ) : (
          <span key={`empty-${index}`} />
        ),
      )}
    </Box>
  );
}
