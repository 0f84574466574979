import * as React from 'react';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Done from '@mui/icons-material/Done';

const finishes = [
  { value: 'sage', label: 'Sage green', swatch: '#8a9a5b' },
  { value: 'clay', label: 'Clay red', swatch: '#a0522d' },
  { value: 'ink', label: 'Ink blue', swatch: '#27408b' },
  { value: 'sand', label: 'Sand', swatch: '#d8c3a5' },
];

export default function ColorSwatches() {
  const labelId = React.useId();
  const [finish, setFinish] = React.useState('sage');

  return (
    <div>
      <FormLabel id={labelId}>
        Finish:&nbsp;
        <Typography component="span">
          {finishes.find((item) => item.value === finish)?.label}
        </Typography>
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        orientation="horizontal"
        name="finish"
        value={finish}
        onChange={(event) => setFinish(event.target.value)}
        sx={{ gap: 1.5, mt: 1 }}
      >
        {finishes.map((item) => (
          <Sheet
            key={item.value}
            sx={{
              position: 'relative',
              width: 40,
              height: 40,
              borderRadius: '50%',
              bgcolor: item.swatch,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {/* No visible label: the swatch is the option, so the input gets an aria-label. */}
            <Radio
              overlay
              disableIcon
              value={item.value}
              slotProps={{
                input: { 'aria-label': item.label },
                action: ({ checked }) => ({
                  sx: {
                    borderRadius: '50%',
                    boxShadow: checked
                      ? '0 0 0 2px var(--joy-palette-background-surface), 0 0 0 4px var(--joy-palette-text-primary)'
                      : 'none',
                  },
                }),
              }}
            />
            {finish === item.value ? (
              <Done aria-hidden sx={{ color: '#fff', mixBlendMode: 'difference' }} />
            ) : null}
          </Sheet>
        ))}
      </RadioGroup>
    </div>
  );
}
