import { Box, Grid } from '@mui/system';

const panel = {
  p: 2,
  height: '100%',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
};

// One breakpoint only (xs): the sizes hold at every width, since each size is a fraction of 12.
export default function GridBasicArticle() {
  return (
    <Grid container spacing={2}>
      <Grid size={8}>
        <Box component="article" sx={panel}>
          <Box component="h3" sx={{ m: 0, typography: 'subtitle1' }}>
            Main story (size 8)
          </Box>
          <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
            Two thirds of the row.
          </Box>
        </Box>
      </Grid>
      <Grid size={4}>
        <Box component="aside" sx={panel}>
          Sidebar (size 4)
        </Box>
      </Grid>
      <Grid size={4}>
        <Box sx={panel}>Related (size 4)</Box>
      </Grid>
      <Grid size={8}>
        <Box sx={panel}>Comments (size 8)</Box>
      </Grid>
    </Grid>
  );
}
