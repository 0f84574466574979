import { Box, Stack } from '@mui/system';

const settings = [
  { label: 'Email notifications', value: 'Daily digest' },
  { label: 'Language', value: 'English (UK)' },
  { label: 'Time zone', value: 'Europe/Lisbon' },
];

// divider is rendered between each pair of children, never before the first or after the last.
export default function StackSettingsDividers() {
  return (
    <Stack
      component="ul"
      divider={
        <Box
          component="li"
          aria-hidden="true"
          sx={{ borderTop: 1, borderColor: 'divider' }}
        />
      }
      spacing={1.5}
      sx={{
        m: 0,
        listStyle: 'none',
        maxWidth: 420,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      {settings.map((setting) => (
        <Stack
          component="li"
          key={setting.label}
          direction="row"
          sx={{ justifyContent: 'space-between', gap: 2 }}
        >
          <Box component="span" sx={{ fontWeight: 600 }}>
            {setting.label}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {setting.value}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
