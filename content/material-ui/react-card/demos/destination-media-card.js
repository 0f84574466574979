import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

// An inline SVG as the image: CardMedia's `image` takes any URL, data URLs included.
const skyline = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 140"><rect width="320" height="140" fill="#1d3557"/><circle cx="250" cy="40" r="18" fill="#f1faee"/><path d="M0 140V90h30V70h25v20h20V50h30v40h25V75h30v65zM180 140V80h25V60h35v30h20V85h60v55z" fill="#457b9d"/></svg>',
)}`;

export default function DestinationMediaCard() {
  return (
    <Card sx={{ maxWidth: 340 }}>
      {/* With `image`, CardMedia is a div with a background image: give it a height and a title. */}
      <CardMedia
        sx={{ height: 140 }}
        image={skyline}
        title="A city skyline at night"
      />
      <CardContent>
        <Typography gutterBottom variant="h6" component="h3">
          A weekend in Lisbon
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Trams, viewpoints and pastries: a two-day route through the old town.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Share</Button>
        <Button size="small">Read the guide</Button>
      </CardActions>
    </Card>
  );
}
