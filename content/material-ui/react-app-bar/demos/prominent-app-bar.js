import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

export default function ProminentAppBar() {
  return (
    <AppBar position="static">
      {/* A taller toolbar with the title at the bottom: for a screen's main heading. */}
      <Toolbar sx={{ minHeight: 128, alignItems: 'flex-start', pt: 1, pb: 2 }}>
        <IconButton
          size="large"
          edge="start"
          color="inherit"
          aria-label="Back"
          sx={{ mr: 2 }}
        >
          <ArrowBackIcon />
        </IconButton>
        <Typography
          variant="h5"
          component="p"
          sx={{ flexGrow: 1, alignSelf: 'flex-end' }}
        >
          Trip to Kyoto
        </Typography>
        <IconButton
          size="large"
          edge="end"
          color="inherit"
          aria-label="More options"
        >
          <MoreVertIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
