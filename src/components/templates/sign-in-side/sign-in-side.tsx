import BoltIcon from '@mui/icons-material/BoltOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import SyncIcon from '@mui/icons-material/SyncOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Brand } from '../shared/brand';
import { ColorModeToggle } from '../shared/color-mode-toggle.client';
import { SignInForm } from '../shared/sign-in-form.client';

const POINTS = [
  {
    icon: <BoltIcon />,
    title: 'Fast to start',
    text: 'Import a project and see your first report within minutes.',
  },
  {
    icon: <SyncIcon />,
    title: 'Always in sync',
    text: 'Changes reach every device and teammate as they happen.',
  },
  { icon: <LockIcon />, title: 'Private by design', text: 'Your data is encrypted at rest and never sold.' },
];

/** Sign-in beside a selling column: the form comes first in reading order, the column sits left from md up. */
export function SignInSide() {
  return (
    <Box
      component="main"
      id="main-content"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        alignItems: 'center',
        gap: { xs: 4, md: 8 },
        px: { xs: 2, sm: 4, md: 8 },
        py: { xs: 3, md: 6 },
        bgcolor: 'background.default',
      }}
    >
      <Stack
        spacing={3}
        sx={{
          order: { xs: 1, md: 2 },
          width: '100%',
          maxWidth: 460,
          justifySelf: { xs: 'center', md: 'start' },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Box sx={{ display: { md: 'none' } }}>
            <Brand />
          </Box>
          <ColorModeToggle sx={{ ml: 'auto' }} />
        </Box>
        <Card variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, boxShadow: 3 }}>
          <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
            Sign in
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Use the email address you signed up with.
          </Typography>
          <SignInForm />
        </Card>
      </Stack>
      <Stack spacing={4} sx={{ order: { xs: 2, md: 1 }, maxWidth: 480, justifySelf: { md: 'end' } }}>
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <Brand />
        </Box>
        <Typography component="h2" variant="h3">
          Everything your team tracks, in one calm place
        </Typography>
        <Stack component="ul" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {POINTS.map((point) => (
            <Stack component="li" key={point.title} direction="row" spacing={2}>
              <Box sx={{ color: 'primary.main', pt: 0.25 }} aria-hidden>
                {point.icon}
              </Box>
              <div>
                <Typography sx={{ fontWeight: 600 }}>{point.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {point.text}
                </Typography>
              </div>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
