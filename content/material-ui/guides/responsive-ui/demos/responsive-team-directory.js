import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid2';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import PersonAddIcon from '@mui/icons-material/PersonAdd';

const people = [
  { name: 'Amara Okafor', role: 'Design lead' },
  { name: 'Jonas Lindqvist', role: 'Frontend engineer' },
  { name: 'Priya Raman', role: 'Product manager' },
  { name: 'Mateo Alvarez', role: 'Support engineer' },
  { name: 'Hana Sato', role: 'Data analyst' },
  { name: 'Noah Fischer', role: 'Backend engineer' },
];

const initials = (name) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export default function ResponsiveTeamDirectory() {
  const theme = useTheme();
  // JavaScript decides what renders: a labelled button or an icon button.
  const compact = useMediaQuery(theme.breakpoints.down('sm'));

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography component="p" variant="h6">
          Team ({people.length})
        </Typography>
        {compact ? (
          <IconButton color="primary" aria-label="Invite a member">
            <PersonAddIcon />
          </IconButton>
        ) : (
          <Button variant="contained" startIcon={<PersonAddIcon />}>
            Invite a member
          </Button>
        )}
      </Stack>
      {/* CSS decides the layout: one column on phones, two from sm, three from md. */}
      <Grid container spacing={2}>
        {people.map((person) => (
          <Grid key={person.name} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined">
              <CardHeader
                avatar={
                  <Avatar
                    sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
                  >
                    {initials(person.name)}
                  </Avatar>
                }
                title={person.name}
                subheader={person.role}
              />
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
