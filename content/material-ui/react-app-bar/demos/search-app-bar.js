import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { alpha, styled } from '@mui/material/styles';

const Search = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: alpha(theme.palette.common.white, 0.15),
  '&:hover, &:focus-within': {
    backgroundColor: alpha(theme.palette.common.white, 0.25),
  },
  paddingInlineStart: theme.spacing(1),
}));

export default function SearchAppBar() {
  return (
    <AppBar position="static">
      <Toolbar>
        <Typography
          variant="h6"
          component="p"
          noWrap
          sx={{ flexGrow: 1, display: { xs: 'none', sm: 'block' } }}
        >
          Library
        </Typography>
        <Box
          component="form"
          role="search"
          onSubmit={(event) => event.preventDefault()}
        >
          <Search>
            <SearchIcon aria-hidden="true" />
            {/* InputBase: a bare input that takes the bar's colors. */}
            <InputBase
              placeholder="Search books…"
              inputProps={{ 'aria-label': 'Search books' }}
              sx={{ color: 'inherit', px: 1, width: { xs: '100%', sm: '18ch' } }}
            />
          </Search>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
