import * as React from 'react';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function BasicRadioGroup() {
  // useId keeps the label's id unique even if the demo shows twice on a page.
  const labelId = React.useId();

  return (
    <div>
      <FormLabel id={labelId}>Contact me by</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        defaultValue="email"
        name="contact-channel"
      >
        <Radio value="email" label="Email" />
        <Radio value="phone" label="Phone" />
        <Radio value="post" label="Post" />
      </RadioGroup>
    </div>
  );
}
