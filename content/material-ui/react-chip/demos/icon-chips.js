import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ScheduleIcon from '@mui/icons-material/Schedule';
import VerifiedIcon from '@mui/icons-material/Verified';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function IconChips() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip icon={<LocalShippingIcon />} label="Ships tomorrow" />
      <Chip icon={<ScheduleIcon />} label="30-day returns" variant="outlined" />
      <Chip icon={<VerifiedIcon />} label="Verified seller" color="primary" />
    </Stack>
  );
}
