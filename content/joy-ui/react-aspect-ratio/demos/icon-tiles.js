import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import Article from '@mui/icons-material/ArticleOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import Movie from '@mui/icons-material/MovieOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';

const files = [
  { name: 'brief.docx', icon: <Article /> },
  { name: 'cover.png', icon: <ImageIcon /> },
  { name: 'teaser.mp4', icon: <Movie /> },
  { name: 'contract.pdf', icon: <PictureAsPdf /> },
];

export default function IconTiles() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 2,
        maxWidth: 480,
      }}
    >
      {files.map((file) => (
        <div key={file.name}>
          {/* An icon in a square tile: AspectRatio centers it and scales it with the tile's width. */}
          <AspectRatio
            ratio="1"
            variant="outlined"
            sx={{ borderRadius: 'md', '& svg': { fontSize: '2.5rem' } }}
          >
            <div>{file.icon}</div>
          </AspectRatio>
          <Typography level="body-sm" sx={{ mt: 0.5, color: 'text.primary' }} noWrap>
            {file.name}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
