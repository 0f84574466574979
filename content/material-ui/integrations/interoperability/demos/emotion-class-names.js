import * as React from 'react';
import { ClassNames } from '@emotion/react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// ClassNames turns Emotion styles into class names, for props that take a class: className on
// the root, and classes for inner slots.
export default function EmotionClassNames() {
  const [budget, setBudget] = React.useState(400);

  return (
    <ClassNames>
      {({ css, theme }) => {
        const t = theme;
        const palette = (t.vars || t).palette;
        return (
          <Stack spacing={1} sx={{ width: 320, maxWidth: '100%' }}>
            <Typography id="emotion-class-names-label" variant="body2">
              Monthly budget: ${budget}
            </Typography>
            <Slider
              aria-labelledby="emotion-class-names-label"
              min={100}
              max={1000}
              step={50}
              value={budget}
              onChange={(_, value) => setBudget(value)}
              className={css({ '&&': { height: 6 } })}
              classes={{
                // '&&' doubles the class, so these rules beat the slider's own at any insertion order.
                thumb: css({
                  '&&': {
                    width: 18,
                    height: 18,
                    borderRadius: 4,
                    backgroundColor: palette.background.paper,
                    border: `2px solid ${palette.primary.main}`,
                  },
                }),
                rail: css({ '&&': { backgroundColor: palette.text.secondary } }),
              }}
            />
          </Stack>
        );
      }}
    </ClassNames>
  );
}
