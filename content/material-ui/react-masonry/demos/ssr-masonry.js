import Masonry from '@mui/lab/Masonry';
import Box from '@mui/material/Box';

const tiles = [90, 140, 70, 120, 100, 80, 130, 60];

export default function SsrMasonry() {
  return (
    // Without a browser to measure in, the server lays out with these defaults; the first
    // measurement in the browser then replaces them.
    <Masonry
      columns={4}
      spacing={1}
      defaultColumns={4}
      defaultSpacing={1}
      defaultHeight={420}
    >
      {tiles.map((height, index) => (
        <Box
          key={index}
          sx={{
            height,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            borderRadius: 1,
            p: 1,
          }}
        >
          Tile {index + 1}
        </Box>
      ))}
    </Masonry>
  );
}
