import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Avatar from '@mui/joy/Avatar';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';

export default function PhotoPostCard() {
  const [liked, setLiked] = React.useState(false);
  const likes = 212 + (liked ? 1 : 0);

  return (
    <Card variant="outlined" sx={{ width: 340, '--Card-radius': '12px' }}>
      <CardContent orientation="horizontal" sx={{ alignItems: 'center', gap: 1 }}>
        <Avatar size="sm">LM</Avatar>
        <Typography level="title-sm">lena.makes</Typography>
      </CardContent>
      {/* Full-bleed media: CardOverflow removes the card's padding around the picture. */}
      <CardOverflow>
        <AspectRatio ratio="1">
          <div
            role="img"
            aria-label="A glazed blue bowl"
            style={{
              background: 'radial-gradient(circle, #5b8def 30%, #1c2b4a 70%)',
            }}
          />
        </AspectRatio>
      </CardOverflow>
      <CardContent orientation="horizontal" sx={{ alignItems: 'center' }}>
        <IconButton
          variant="plain"
          color={liked ? 'danger' : 'neutral'}
          aria-label="Like"
          aria-pressed={liked}
          onClick={() => setLiked((value) => !value)}
        >
          {liked ? <Favorite /> : <FavoriteBorder />}
        </IconButton>
        <IconButton variant="plain" color="neutral" aria-label="Comment">
          <ChatBubbleOutline />
        </IconButton>
        <Box sx={{ flex: 1 }} />
        <IconButton variant="plain" color="neutral" aria-label="Save">
          <BookmarkBorder />
        </IconButton>
      </CardContent>
      <CardContent>
        <Typography level="title-sm">{likes} likes</Typography>
        <Typography level="body-sm">First bowl out of the new kiln.</Typography>
      </CardContent>
      <CardOverflow sx={{ py: 1, borderTop: '1px solid', borderColor: 'divider' }}>
        <Input
          variant="plain"
          size="sm"
          placeholder="Add a comment"
          slotProps={{ input: { 'aria-label': 'Add a comment' } }}
          sx={{ '--Input-focusedThickness': '0px', px: 0 }}
        />
      </CardOverflow>
    </Card>
  );
}
