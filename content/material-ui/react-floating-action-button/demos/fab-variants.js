import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import NavigationIcon from '@mui/icons-material/Navigation';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';

export default function FabVariants() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Fab color="primary" aria-label="Add contact">
        <AddIcon />
      </Fab>
      <Fab color="secondary" size="medium" aria-label="Edit profile">
        <EditIcon />
      </Fab>
      <Fab size="small" aria-label="Add to favorites list">
        <AddIcon />
      </Fab>
      <Fab variant="extended" color="primary">
        <NavigationIcon sx={{ mr: 1 }} />
        Start route
      </Fab>
    </Stack>
  );
}
