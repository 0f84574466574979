import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const features = [
  {
    title: 'Offline mode',
    text: 'Keep working on the train; changes sync when you are back online.',
  },
  { title: 'Shared folders', text: 'Invite people to a folder, not to each file.' },
  {
    title: 'Version history',
    text: 'Go back to any saved version from the last 90 days.',
  },
  {
    title: 'Two-factor sign-in',
    text: 'Protect your account with an app or a security key.',
  },
];

export default function FeatureGrid() {
  return (
    // One column on phones, two from sm: xs={12} sm={6} on every item.
    <Grid container spacing={2}>
      {features.map(({ title, text }) => (
        <Grid item xs={12} sm={6} key={title}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Typography variant="subtitle1" component="h3">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {text}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
