import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

export default function ArticleActionCard() {
  return (
    <Card sx={{ maxWidth: 340 }}>
      {/* The whole card is one link: CardActionArea as an anchor, with one clear name. */}
      <CardActionArea component="a" href="/material-ui/react-button/#accessibility">
        <CardMedia
          component="div"
          sx={{
            height: 120,
            background: 'linear-gradient(120deg, #84fab0, #8fd3f4)',
          }}
        />
        <CardContent>
          <Typography gutterBottom variant="h6" component="h3">
            Designing for keyboard users
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Focus order, visible focus and shortcuts that do not get in the way. 8
            min read.
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
