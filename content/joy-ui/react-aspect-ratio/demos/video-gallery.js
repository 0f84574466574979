import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';

const videos = [
  { title: 'Theming in ten minutes', length: '9:48', hue: 210 },
  { title: 'Building a settings page', length: '14:02', hue: 150 },
  { title: 'Dark mode without flashes', length: '6:31', hue: 280 },
];

export default function VideoGallery() {
  return (
    <Grid container spacing={2}>
      {videos.map((video) => (
        <Grid key={video.title} xs={12} sm={4}>
          <Card variant="outlined" sx={{ p: 1.5, gap: 1 }}>
            {/* 16:9 whatever the card's width; the gradient stands in for a thumbnail */}
            <AspectRatio ratio="16/9" sx={{ borderRadius: 'sm' }}>
              <div
                style={{
                  background: `linear-gradient(135deg, hsl(${video.hue} 60% 35%), hsl(${video.hue + 40} 60% 20%))`,
                }}
              >
                <PlayCircleOutlineIcon
                  sx={{ fontSize: 40, color: '#fff' }}
                  aria-hidden
                />
              </div>
            </AspectRatio>
            <Typography level="title-sm">{video.title}</Typography>
            <Typography level="body-xs">{video.length}</Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
