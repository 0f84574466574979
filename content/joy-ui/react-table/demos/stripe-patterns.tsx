import * as React from 'react';
import Box from '@mui/joy/Box';
import Table from '@mui/joy/Table';
import Sheet from '@mui/joy/Sheet';
import RadioGroup from '@mui/joy/RadioGroup';
import Radio from '@mui/joy/Radio';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

const patterns = ['odd', 'even', '3n'];

const lessons = [
  ['08:30', 'Mathematics', 'Room 12'],
  ['09:25', 'Biology', 'Lab 2'],
  ['10:20', 'History', 'Room 4'],
  ['11:15', 'French', 'Room 9'],
  ['13:00', 'Physics', 'Lab 1'],
  ['13:55', 'Art', 'Studio'],
];

export default function StripePatterns() {
  const [stripe, setStripe] = React.useState('odd');
  const [hover, setHover] = React.useState(true);
  const labelId = React.useId();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <div>
          <FormLabel id={labelId}>Stripe rows</FormLabel>
          <RadioGroup
            orientation="horizontal"
            aria-labelledby={labelId}
            value={stripe}
            onChange={(event) => setStripe(event.target.value)}
          >
            {patterns.map((item) => (
              <Radio key={item} value={item} label={item} />
            ))}
          </RadioGroup>
        </div>
        {/* A label element around the switch gives it its accessible name. */}
        <Typography
          component="label"
          startDecorator={
            <Switch checked={hover} onChange={(event) => setHover(event.target.checked)} />
          }
        >
          Highlight hovered row
        </Typography>
      </Box>
      <Sheet variant="outlined" sx={{ borderRadius: 'sm' }}>
        {/* stripe takes any nth-child expression: "odd", "even", "3n", "2n+1"… */}
        <Table stripe={stripe} hoverRow={hover} aria-label="Monday lessons">
          <thead>
            <tr>
              <th>Time</th>
              <th>Lesson</th>
              <th>Room</th>
            </tr>
          </thead>
          <tbody>
            {lessons.map(([time, lesson, room]) => (
              <tr key={time}>
                <td>{time}</td>
                <td>{lesson}</td>
                <td>{room}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Sheet>
    </Box>
  );
}
