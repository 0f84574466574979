import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import Done from '@mui/icons-material/Done';

const topics = ['Design', 'Engineering', 'Product', 'Research', 'Marketing', 'Data'];

export default function TopicChips() {
  const [selected, setSelected] = React.useState(['Engineering', 'Data']);

  return (
    <Box role="group" aria-labelledby="topic-chips-label" sx={{ maxWidth: 360 }}>
      <Typography id="topic-chips-label" level="title-sm" sx={{ mb: 1 }}>
        Topics you follow
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {topics.map((topic) => {
          const checked = selected.includes(topic);
          return (
            // disableIcon + overlay: the chip is the checkbox; its variant shows the state.
            <Chip
              key={topic}
              variant={checked ? 'soft' : 'outlined'}
              color={checked ? 'primary' : 'neutral'}
              startDecorator={
                checked ? <Done sx={{ zIndex: 1, pointerEvents: 'none' }} /> : null
              }
            >
              <Checkbox
                variant="outlined"
                color={checked ? 'primary' : 'neutral'}
                disableIcon
                overlay
                label={topic}
                checked={checked}
                onChange={(event) =>
                  setSelected((list) =>
                    event.target.checked
                      ? [...list, topic]
                      : list.filter((item) => item !== topic),
                  )
                }
              />
            </Chip>
          );
        })}
      </Box>
    </Box>
  );
}
