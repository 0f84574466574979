import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';

import Campaign from '@mui/icons-material/CampaignOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Lightbulb from '@mui/icons-material/LightbulbOutlined';

const notices = [
  {
    before: 'info',
    color: 'neutral',
    icon: <InfoOutlined />,
    text: 'Your changes are saved automatically.',
  },
  {
    before: 'info',
    color: 'primary',
    icon: <Campaign />,
    text: 'New: export your reports as PDF.',
  },
  {
    before: 'purple',
    color: 'primary',
    icon: <Lightbulb />,
    text: 'Tip: press / to search from anywhere.',
  },
];

export default function NoticeColors() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
      {notices.map((notice) => (
        <Alert
          key={notice.text}
          color={notice.color}
          variant="soft"
          startDecorator={notice.icon}
        >
          {notice.text} (was {notice.before}, now {notice.color})
        </Alert>
      ))}
    </Stack>
  );
}
