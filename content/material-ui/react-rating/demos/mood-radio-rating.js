import * as React from 'react';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SentimentVeryDissatisfied from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentDissatisfied from '@mui/icons-material/SentimentDissatisfied';
import SentimentNeutral from '@mui/icons-material/SentimentNeutral';
import SentimentSatisfied from '@mui/icons-material/SentimentSatisfied';
import SentimentVerySatisfied from '@mui/icons-material/SentimentVerySatisfied';

const moods = {
  1: { icon: <SentimentVeryDissatisfied fontSize="large" />, label: 'Very unhappy' },
  2: { icon: <SentimentDissatisfied fontSize="large" />, label: 'Unhappy' },
  3: { icon: <SentimentNeutral fontSize="large" />, label: 'Neutral' },
  4: { icon: <SentimentSatisfied fontSize="large" />, label: 'Happy' },
  5: { icon: <SentimentVerySatisfied fontSize="large" />, label: 'Very happy' },
};

// Each value gets its own icon, rather than a row of identical ones.
function MoodIcon({ value, ...other }) {
  return <span {...other}>{moods[value].icon}</span>;
}

export default function MoodRadioRating() {
  const [value, setValue] = React.useState(null);
  return (
    // A fieldset and its legend name the radio inputs the rating renders.
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography variant="subtitle2" component="legend">
        How did the workshop feel?
      </Typography>
      {/* highlightSelectedOnly: picking 4 lights up only that face, like a radio group. */}
      <Rating
        name="mood-radio-rating"
        value={value}
        onChange={(_event, next) => setValue(next)}
        IconContainerComponent={MoodIcon}
        getLabelText={(v) => moods[v].label}
        highlightSelectedOnly
      />
      <Typography variant="body2" color="text.secondary">
        {value ? moods[value].label : 'No answer yet'}
      </Typography>
    </Stack>
  );
}
