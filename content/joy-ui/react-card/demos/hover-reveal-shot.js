import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardCover from '@mui/joy/CardCover';
import CardContent from '@mui/joy/CardContent';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import BookmarkAdd from '@mui/icons-material/BookmarkAddOutlined';

export default function HoverRevealShot() {
  return (
    <Card
      variant="plain"
      sx={{
        width: 300,
        p: 0,
        bgcolor: 'transparent',
        // The overlay is hidden until the card is hovered or something in it has focus, so
        // keyboard users see the same controls as mouse users.
        '& .shot-overlay': { opacity: 0, transition: 'opacity 0.2s' },
        '&:hover .shot-overlay, &:focus-within .shot-overlay': { opacity: 1 },
      }}
    >
      <Card sx={{ p: 0, overflow: 'hidden', borderRadius: 'md' }}>
        <AspectRatio ratio="4/3">
          <div
            role="img"
            aria-label="Colour study for a poster"
            style={{
              background:
                'conic-gradient(from 45deg, #ff6a88, #ffd86f, #6ee2f5, #ff6a88)',
            }}
          />
        </AspectRatio>
        <CardCover
          className="shot-overlay"
          sx={{
            background:
              'linear-gradient(to top, rgba(0,0,0,0.75), rgba(0,0,0,0) 60%)',
          }}
        >
          <CardContent sx={{ justifyContent: 'flex-end', p: 1.5 }}>
            <Typography
              level="title-sm"
              textColor="#fff"
              sx={{ display: 'flex', alignItems: 'center' }}
            >
              <Link
                href="/joy-ui/react-card/"
                overlay
                underline="none"
                textColor="#fff"
              >
                Poster study
              </Link>
              <IconButton
                size="sm"
                variant="solid"
                color="neutral"
                aria-label="Save Poster study"
                sx={{ ml: 'auto', position: 'relative', zIndex: 1 }}
              >
                <BookmarkAdd />
              </IconButton>
            </Typography>
          </CardContent>
        </CardCover>
      </Card>
      <Typography level="body-sm">by Noor Haddad · 48 saves</Typography>
    </Card>
  );
}
