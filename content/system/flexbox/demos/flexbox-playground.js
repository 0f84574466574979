import * as React from 'react';
import { Box } from '@mui/system';

const options = {
  flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
  flexWrap: ['nowrap', 'wrap'],
  justifyContent: [
    'flex-start',
    'center',
    'flex-end',
    'space-between',
    'space-around',
    'space-evenly',
  ],
  alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
  alignContent: ['normal', 'flex-start', 'center', 'space-between'],
};

const tasks = ['Design', 'Build', 'Test the release candidate', 'Ship', 'Celebrate'];

export default function FlexboxPlayground() {
  const [settings, setSettings] = React.useState({
    flexDirection: 'row',
    flexWrap: 'wrap',
    justifyContent: 'flex-start',
    alignItems: 'stretch',
    alignContent: 'normal',
  });
  const sx = { display: 'flex', gap: 1, ...settings };
  const code = `<Box sx={{\n${Object.entries(sx)
    .map(([key, value]) => `  ${key}: ${JSON.stringify(value).replace(/"/g, "'")},`)
    .join('\n')}\n}}>`;
  return (
    <div>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {Object.keys(options).map((key) => (
          <label key={key} style={{ display: 'grid', gap: 4, fontSize: 14 }}>
            {key}
            <select
              value={settings[key]}
              onChange={(event) =>
                setSettings({ ...settings, [key]: event.target.value })
              }
              style={{ font: 'inherit' }}
            >
              {options[key].map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          </label>
        ))}
      </Box>
      <Box
        role="list"
        aria-label="Sprint board"
        sx={{
          ...sx,
          minHeight: 180,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      >
        {tasks.map((task, index) => (
          <Box
            role="listitem"
            key={task}
            sx={{
              px: 1.5,
              py: index % 2 ? 2 : 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              borderRadius: 1,
            }}
          >
            {task}
          </Box>
        ))}
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 2,
          p: 1.5,
          bgcolor: 'action.selected',
          borderRadius: 1,
          fontSize: 13,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {code}
      </Box>
    </div>
  );
}
