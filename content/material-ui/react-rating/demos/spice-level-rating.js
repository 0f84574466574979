import * as React from 'react';
import { styled } from '@mui/material/styles';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalFireDepartment from '@mui/icons-material/LocalFireDepartment';
import LocalFireDepartmentOutlined from '@mui/icons-material/LocalFireDepartmentOutlined';

// Filled and hovered icons in the error palette instead of the default amber.
const SpiceRating = styled(Rating)(({ theme }) => ({
  '& .MuiRating-iconFilled': { color: theme.palette.error.main },
  '& .MuiRating-iconHover': { color: theme.palette.error.dark },
}));

const levels = ['Mild', 'Medium', 'Hot'];

export default function SpiceLevelRating() {
  const [value, setValue] = React.useState(2);
  return (
    // A fieldset and its legend name the radio inputs the rating renders.
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography variant="subtitle2" component="legend">
        Spice level
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <SpiceRating
          name="spice-level-rating"
          max={3}
          value={value}
          onChange={(_event, next) => setValue(next)}
          icon={<LocalFireDepartment fontSize="inherit" />}
          emptyIcon={<LocalFireDepartmentOutlined fontSize="inherit" />}
          getLabelText={(count) => levels[count - 1] ?? `${count}`}
        />
        <Typography variant="body2">
          {value ? levels[value - 1] : 'Not set'}
        </Typography>
      </Stack>
    </Stack>
  );
}
