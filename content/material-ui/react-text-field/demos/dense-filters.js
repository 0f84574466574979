import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function DenseFilters() {
  return (
    <Stack spacing={2}>
      {/* size="small" for dense areas such as table filters and toolbars. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField id="filter-name" label="Name" size="small" />
        <TextField id="filter-city" label="City" size="small" variant="filled" />
        <TextField id="filter-team" label="Team" size="small" variant="standard" />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField id="medium-name" label="Name" />
        <TextField id="medium-city" label="City" variant="filled" />
        <TextField id="medium-team" label="Team" variant="standard" />
      </Stack>
    </Stack>
  );
}
