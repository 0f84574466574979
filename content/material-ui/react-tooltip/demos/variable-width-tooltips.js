import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

const longText =
  'Exports every invoice of the selected year as one PDF per month, including credit notes and the VAT summary.';

export default function VariableWidthTooltips() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Tooltip title={longText} describeChild>
        <Button>Default width</Button>
      </Tooltip>
      <Tooltip
        title={longText}
        describeChild
        slotProps={{ tooltip: { sx: { maxWidth: 480 } } }}
      >
        <Button>Wider</Button>
      </Tooltip>
      <Tooltip
        title={longText}
        describeChild
        slotProps={{ tooltip: { sx: { maxWidth: 'none' } } }}
      >
        <Button>No wrapping</Button>
      </Tooltip>
    </Stack>
  );
}
