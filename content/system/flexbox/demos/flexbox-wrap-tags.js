import * as React from 'react';
import { Box } from '@mui/system';

const skills = [
  'React',
  'TypeScript',
  'Accessibility',
  'CSS grid',
  'Testing',
  'Design systems',
  'Node.js',
  'GraphQL',
];

// flexWrap lets the tags flow onto new lines; alignContent places those lines in the tall box.
export default function FlexboxWrapTags() {
  const [alignContent, setAlignContent] = React.useState('flex-start');
  return (
    <div>
      <label style={{ display: 'inline-grid', gap: 4, marginBottom: 12 }}>
        alignContent
        <select
          value={alignContent}
          onChange={(event) => setAlignContent(event.target.value)}
          style={{ font: 'inherit' }}
        >
          {['flex-start', 'center', 'flex-end', 'space-between', 'space-around'].map(
            (value) => (
              <option key={value}>{value}</option>
            ),
          )}
        </select>
      </label>
      <Box
        component="ul"
        aria-label="Skills"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignContent,
          gap: 1,
          height: 160,
          maxWidth: 360,
          m: 0,
          p: 1,
          listStyle: 'none',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {skills.map((skill) => (
          <Box
            component="li"
            key={skill}
            sx={{
              px: 1.5,
              py: 0.5,
              borderRadius: 4,
              border: 1,
              borderColor: 'primary.main',
              color: 'text.primary',
            }}
          >
            {skill}
          </Box>
        ))}
      </Box>
    </div>
  );
}
