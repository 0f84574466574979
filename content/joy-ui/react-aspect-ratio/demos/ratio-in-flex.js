import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import PlayCircle from '@mui/icons-material/PlayCircleOutline';

const episodes = ['Intro to CSS variables', 'Theming in depth', 'Color inversion'];

export default function RatioInFlex() {
  return (
    <Sheet
      variant="outlined"
      sx={{ borderRadius: 'sm', p: 1, display: 'grid', gap: 1, maxWidth: 420 }}
    >
      {episodes.map((title, i) => (
        <div key={title} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {/* In a flex row, give the ratio box a basis: otherwise its width collapses to 0. */}
          <AspectRatio
            ratio="16/9"
            variant="soft"
            color="primary"
            sx={{ flexBasis: 120, flexShrink: 0, borderRadius: 'sm' }}
          >
            <div>
              <PlayCircle />
            </div>
          </AspectRatio>
          <div>
            <Typography level="title-sm">{title}</Typography>
            <Typography level="body-xs">Episode {i + 1} · 12 min</Typography>
          </div>
        </div>
      ))}
    </Sheet>
  );
}
