import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

const slots = ['09:00', '09:30', '10:00', '10:30', '11:00'];

export default function TimeSlotListbox() {
  const [selected, setSelected] = React.useState('10:00');
  const labelId = React.useId();
  const refs = React.useRef<Array<HTMLElement | null>>([]);

  // Roving focus: one option is tabbable, the arrow keys move between options.
  const handleKeyDown = (event: React.KeyboardEvent, index: number) => {
    const next =
      event.key === 'ArrowDown' ? index + 1 : event.key === 'ArrowUp' ? index - 1 : null;
    if (next === null || next < 0 || next >= slots.length) {
      return;
    }
    event.preventDefault();
    setSelected(slots[next]);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <Typography id={labelId} level="title-sm" sx={{ mb: 1 }}>
        Appointment time
      </Typography>
      <List
        role="listbox"
        aria-labelledby={labelId}
        variant="outlined"
        sx={{ maxWidth: 220, borderRadius: 'sm', '--ListItemDecorator-size': '28px' }}
      >
        {slots.map((slot, index) => {
          const isSelected = slot === selected;
          return (
            <ListItem key={slot} role="none">
              <ListItemButton
                ref={(node: HTMLElement | null) => {
                  refs.current[index] = node;
                }}
                role="option"
                aria-selected={isSelected}
                tabIndex={isSelected ? 0 : -1}
                selected={isSelected}
                color={isSelected ? 'primary' : 'neutral'}
                // The soft variant keeps the selected text readable on its tinted background.
                variant={isSelected ? 'soft' : 'plain'}
                onClick={() => setSelected(slot)}
                onKeyDown={(event) => handleKeyDown(event, index)}
              >
                <ListItemDecorator>{isSelected && <Check />}</ListItemDecorator>
                {slot}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </div>
  );
}
