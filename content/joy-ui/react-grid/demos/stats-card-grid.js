import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Visitors', value: '18,204', change: '+12%', good: true },
  { label: 'Sign-ups', value: '1,032', change: '+4%', good: true },
  { label: 'Bounce rate', value: '41%', change: '+3 pts', good: false },
  { label: 'Avg. session', value: '3m 20s', change: '−8s', good: false },
];

export default function StatsCardGrid() {
  return (
    <Grid container spacing={{ xs: 1.5, md: 2 }} sx={{ flexGrow: 1 }}>
      {stats.map((stat) => (
        <Grid key={stat.label} xs={12} sm={6} lg={3}>
          <Card variant="soft">
            <Typography level="body-sm">{stat.label}</Typography>
            <Typography level="h3" component="p">
              {stat.value}
            </Typography>
            <Typography level="body-xs" color={stat.good ? 'success' : 'danger'}>
              {stat.change} this week
            </Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
