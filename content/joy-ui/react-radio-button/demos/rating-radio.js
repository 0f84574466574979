import * as React from 'react';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const faces = ['😞', '🙁', '😐', '🙂', '😄'];
const words = ['Very bad', 'Bad', 'Okay', 'Good', 'Great'];

export default function RatingRadio() {
  const [value, setValue] = React.useState('3');

  return (
    <div>
      <Typography id="rating-radio-label" level="title-sm" sx={{ mb: 1 }}>
        How was your support call?
      </Typography>
      <RadioGroup
        orientation="horizontal"
        aria-labelledby="rating-radio-label"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        sx={{ gap: 1 }}
      >
        {faces.map((face, index) => {
          const v = String(index + 1);
          return (
            <Radio
              key={v}
              value={v}
              disableIcon
              overlay
              label={
                <span role="img" aria-label={words[index]}>
                  {face}
                </span>
              }
              variant={value === v ? 'soft' : 'plain'}
              color={value === v ? 'primary' : 'neutral'}
              sx={{ p: 1, fontSize: 'xl2', borderRadius: 'md' }}
            />
          );
        })}
      </RadioGroup>
      <Typography level="body-sm" sx={{ mt: 1 }} aria-live="polite">
        {words[Number(value) - 1]}
      </Typography>
    </div>
  );
}
