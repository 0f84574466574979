import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ResponsiveProfileStack() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {/* A column on phones, a row from sm up, with more space on wider screens. */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2, md: 3 }}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Avatar
          sx={{
            width: 56,
            height: 56,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
          aria-hidden="true"
        >
          RK
        </Avatar>
        <Stack sx={{ flex: 1 }}>
          <Typography variant="subtitle1" component="p">
            Rui Kato
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Product designer · Porto
          </Typography>
        </Stack>
        <Button variant="outlined">Message</Button>
      </Stack>
    </Paper>
  );
}
