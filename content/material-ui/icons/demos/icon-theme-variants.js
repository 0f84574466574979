import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import DeleteTwoTone from '@mui/icons-material/DeleteTwoTone';
import DeleteSharp from '@mui/icons-material/DeleteSharp';

// Every icon comes in five themes: the suffix of the import picks one.
const variants = [
  { suffix: 'Filled (no suffix)', Icon: Delete },
  { suffix: 'Outlined', Icon: DeleteOutlined },
  { suffix: 'Rounded', Icon: DeleteRounded },
  { suffix: 'TwoTone', Icon: DeleteTwoTone },
  { suffix: 'Sharp', Icon: DeleteSharp },
];

export default function IconThemeVariants() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {variants.map(({ suffix, Icon }) => (
        <Stack key={suffix} spacing={0.5} sx={{ alignItems: 'center', width: 96 }}>
          <Icon fontSize="large" />
          <Typography variant="caption" sx={{ textAlign: 'center' }}>
            {suffix}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
