import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternateOutlined';
import HideImage from '@mui/icons-material/HideImageOutlined';

export default function PlaceholderVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {/* soft (the default variant): a missing picture keeps its frame, so the layout does not jump. */}
      <Box sx={{ width: 200 }}>
        <AspectRatio ratio="4/3" variant="soft" sx={{ borderRadius: 'md' }}>
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 0.5,
            }}
          >
            <HideImage />
            <Typography level="body-sm" sx={{ color: 'text.primary' }}>
              No picture
            </Typography>
          </Box>
        </AspectRatio>
      </Box>
      {/* outlined with a dashed border: an upload target of the final picture's shape. */}
      <Box sx={{ width: 200 }}>
        <AspectRatio
          ratio="4/3"
          variant="outlined"
          sx={{ borderRadius: 'md', '& > div': { borderStyle: 'dashed' } }}
        >
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 0.5,
            }}
          >
            <AddPhotoAlternate />
            <Typography level="body-sm" sx={{ color: 'text.primary' }}>
              Drop a cover image
            </Typography>
          </Box>
        </AspectRatio>
      </Box>
    </Box>
  );
}
