import * as React from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FavoriteIcon from '@mui/icons-material/Favorite';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ShareIcon from '@mui/icons-material/Share';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CardMedia from '@mui/material/CardMedia';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

export default function RecipeReviewCard() {
  const [expanded, setExpanded] = React.useState(false);
  const [liked, setLiked] = React.useState(false);

  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardHeader
        avatar={
          <Avatar
            sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
            aria-hidden="true"
          >
            L
          </Avatar>
        }
        action={
          <IconButton aria-label="More options for this recipe">
            <MoreVertIcon />
          </IconButton>
        }
        title="Lemon risotto"
        subheader="Posted by Lina · 14 May"
        titleTypographyProps={{ component: 'h3' }}
      />
      {/* A gradient stands in for the photo; role="img" and a label describe it. */}
      <CardMedia
        component="div"
        role="img"
        aria-label="A bowl of creamy risotto with lemon zest"
        sx={{
          height: 160,
          background: 'linear-gradient(135deg, #fff3b0, #e9c46a 60%, #2a9d8f)',
        }}
      />
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          A bright risotto for spring: lemon zest, parmesan and a handful of peas.
          Ready in 35 minutes.
        </Typography>
      </CardContent>
      <CardActions disableSpacing>
        <IconButton
          aria-label="Add to favorites"
          aria-pressed={liked}
          onClick={() => setLiked(!liked)}
          color={liked ? 'error' : 'default'}
        >
          <FavoriteIcon />
        </IconButton>
        <IconButton aria-label="Share">
          <ShareIcon />
        </IconButton>
        <IconButton
          onClick={() => setExpanded(!expanded)}
          aria-expanded={expanded}
          aria-controls="recipe-review-method"
          aria-label="Show the method"
          sx={{
            ml: 'auto',
            transform: expanded ? 'rotate(180deg)' : 'none',
            transition: (theme) => theme.transitions.create('transform'),
          }}
        >
          <ExpandMoreIcon />
        </IconButton>
      </CardActions>
      <Collapse in={expanded} timeout="auto" id="recipe-review-method">
        <CardContent>
          <Typography variant="subtitle2" component="h4" gutterBottom>
            Method
          </Typography>
          <Typography variant="body2">
            Toast the rice in butter, add stock a ladle at a time, stir in peas near
            the end, then finish with lemon and parmesan off the heat.
          </Typography>
        </CardContent>
      </Collapse>
    </Card>
  );
}
