import * as React from 'react';
import Box from '@mui/material/Box';

const tasks = ['Write release notes', 'Update screenshots', 'Tag v2.4.0'];

// An array merges style objects in order and skips `false`; a function reads the theme.
export default function SxArrayCallbackList() {
  const [done, setDone] = React.useState(['Write release notes']);
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: 360 }}>
      {tasks.map((task) => {
        const checked = done.includes(task);
        return (
          <Box
            component="li"
            key={task}
            sx={[
              {
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                p: 1,
                borderRadius: 1,
              },
              (theme) => ({ borderBottom: `1px solid ${theme.palette.divider}` }),
              checked && { color: 'text.secondary', textDecoration: 'line-through' },
            ]}
          >
            <input
              type="checkbox"
              id={`sx-array-${task.replace(/\W+/g, '-')}`}
              checked={checked}
              onChange={() =>
                setDone(checked ? done.filter((t) => t !== task) : [...done, task])
              }
            />
            <label htmlFor={`sx-array-${task.replace(/\W+/g, '-')}`}>{task}</label>
          </Box>
        );
      })}
    </Box>
  );
}
