import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

// A wide local SVG: shows what `objectFit` keeps and crops.
const banner =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><rect width="300" height="100" fill="#fde68a"/><circle cx="40" cy="50" r="30" fill="#b45309"/><circle cx="260" cy="50" r="30" fill="#1d4ed8"/><text x="150" y="58" font-size="22" text-anchor="middle" fill="#1f2937">wide banner</text></svg>',
  );

export default function RatioObjectFit() {
  return (
    <Stack direction="row" spacing={2}>
      {['cover', 'contain'].map((fit) => (
        <div key={fit} style={{ width: 160 }}>
          <AspectRatio ratio="1" objectFit={fit} variant="outlined">
            <img src={banner} alt={`Banner with objectFit ${fit}`} />
          </AspectRatio>
          <Typography level="body-xs" sx={{ mt: 0.5 }}>
            objectFit=&quot;{fit}&quot;
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
