import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function WordCard() {
  return (
    <Card sx={{ maxWidth: 320 }}>
      <CardContent>
        <Typography variant="overline" component="p" color="text.secondary">
          Word of the day
        </Typography>
        <Typography variant="h5" component="h3">
          sonder
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          noun
        </Typography>
        <Typography variant="body2">
          The realisation that each passer-by has a life as full as your own.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Hear it</Button>
        <Button size="small">More words</Button>
      </CardActions>
    </Card>
  );
}
