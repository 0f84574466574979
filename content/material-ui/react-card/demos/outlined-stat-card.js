import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Active users', value: '2,431', change: '+8% this week' },
  { label: 'Churn', value: '1.2%', change: '−0.3 points' },
];

export default function OutlinedStatCard() {
  return (
    // variant="outlined": a border instead of a shadow, for flat layouts and dense dashboards.
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {stats.map((stat) => (
        <Card key={stat.label} variant="outlined" sx={{ minWidth: 180 }}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {stat.label}
            </Typography>
            <Typography variant="h4" component="p">
              {stat.value}
            </Typography>
            <Typography variant="caption">{stat.change}</Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
