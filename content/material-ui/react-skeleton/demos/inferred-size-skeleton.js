import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function InferredSizeSkeleton() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <FormControlLabel
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
        label="Loading"
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {/* With a child, the skeleton takes the child's size; the child stays hidden. */}
        {loading ? (
          <Skeleton variant="circular">
            <Avatar />
          </Skeleton>
        ) : (
          <Avatar
            sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
          >
            MV
          </Avatar>
        )}
        <Stack sx={{ flexGrow: 1 }}>
          {/* Inside Typography, a text skeleton takes the line height of the variant. */}
          <Typography variant="h6" component="p">
            {loading ? <Skeleton /> : 'Mira Voss'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {loading ? <Skeleton width="60%" /> : 'Joined in March'}
          </Typography>
        </Stack>
      </Stack>
    </Stack>
  );
}
