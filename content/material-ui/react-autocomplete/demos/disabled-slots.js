import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const slots = [
  { time: '09:00', free: true },
  { time: '09:30', free: false },
  { time: '10:00', free: true },
  { time: '10:30', free: false },
  { time: '11:00', free: true },
];

export default function DisabledSlots() {
  return (
    <Autocomplete
      id="disabled-slots-input"
      options={slots}
      getOptionLabel={(slot) => (slot.free ? slot.time : `${slot.time} (booked)`)}
      // Booked slots stay in the list, so people see the day is busy, but cannot be picked.
      getOptionDisabled={(slot) => !slot.free}
      sx={{ width: 260 }}
      renderInput={(params) => <TextField {...params} label="Appointment time" />}
    />
  );
}
