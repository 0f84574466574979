import * as React from 'react';
import EventIcon from '@mui/icons-material/Event';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

export default function EventCard() {
  const [saved, setSaved] = React.useState(false);
  const [going, setGoing] = React.useState(false);

  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <CardHeader
        avatar={
          <Avatar
            aria-hidden
            sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
          >
            <EventIcon />
          </Avatar>
        }
        action={
          <IconButton
            aria-label="Save event"
            aria-pressed={saved}
            onClick={() => setSaved((s) => !s)}
          >
            {saved ? <FavoriteIcon /> : <FavoriteBorderIcon />}
          </IconButton>
        }
        title="Community tree planting"
        subheader="Saturday, 10:00 · Riverside Park"
        titleTypographyProps={{ component: 'h3', variant: 'subtitle1' }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary">
          Bring gloves; tools and saplings are provided. Around 40 neighbours have
          signed up so far.
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          size="small"
          variant={going ? 'contained' : 'outlined'}
          onClick={() => setGoing((g) => !g)}
          aria-pressed={going}
        >
          {going ? 'Going' : "I'm going"}
        </Button>
        <Button size="small">Share</Button>
      </CardActions>
    </Card>
  );
}
