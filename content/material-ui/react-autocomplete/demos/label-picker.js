import * as React from 'react';
import CheckIcon from '@mui/icons-material/Check';
import SettingsIcon from '@mui/icons-material/Settings';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const labels = [
  { name: 'bug', color: '#d73a4a' },
  { name: 'documentation', color: '#0075ca' },
  { name: 'enhancement', color: '#a2eeef' },
  { name: 'good first issue', color: '#7057ff' },
  { name: 'help wanted', color: '#008672' },
  { name: 'question', color: '#d876e3' },
];

const Swatch = ({ color }) => (
  <Box
    component="span"
    aria-hidden="true"
    sx={{
      width: 12,
      height: 12,
      borderRadius: '50%',
      bgcolor: color,
      flexShrink: 0,
    }}
  />
);

export default function LabelPicker() {
  const [anchorEl, setAnchorEl] = React.useState(null);
  const [value, setValue] = React.useState([labels[0], labels[2]]);
  const [pending, setPending] = React.useState([]);
  const open = Boolean(anchorEl);

  const close = () => {
    // Apply the choice when the picker closes, as GitHub does.
    setValue(pending);
    anchorEl?.focus();
    setAnchorEl(null);
  };

  return (
    <Box sx={{ width: 240 }}>
      <Button
        disableRipple
        fullWidth
        aria-haspopup="listbox"
        aria-expanded={open}
        endIcon={<SettingsIcon />}
        onClick={(event) => {
          setPending(value);
          setAnchorEl(event.currentTarget);
        }}
        sx={{ justifyContent: 'space-between', color: 'text.secondary' }}
      >
        Labels
      </Button>
      <Stack spacing={0.5} sx={{ px: 1 }}>
        {value.map((label) => (
          <Stack
            key={label.name}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
          >
            <Swatch color={label.color} />
            <Typography variant="body2">{label.name}</Typography>
          </Stack>
        ))}
      </Stack>
      <Popper
        open={open}
        anchorEl={anchorEl}
        placement="bottom-start"
        sx={{ zIndex: 'modal' }}
      >
        <ClickAwayListener onClickAway={close}>
          <Paper variant="outlined" sx={{ width: 280 }}>
            <Typography
              variant="subtitle2"
              sx={{ px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              Apply labels to this issue
            </Typography>
            {/* Always open, no chips, the list rendered inside the popper. */}
            <Autocomplete
              open
              multiple
              disableCloseOnSelect
              disablePortal
              value={pending}
              onChange={(event, next, reason) => {
                if (
                  event.type === 'keydown' &&
                  event.key === 'Backspace' &&
                  reason === 'removeOption'
                )
                  return;
                setPending(next);
              }}
              onClose={(_event, reason) => {
                if (reason === 'escape') close();
              }}
              options={labels}
              getOptionLabel={(label) => label.name}
              isOptionEqualToValue={(option, selected) =>
                option.name === selected.name
              }
              renderTags={() => null}
              noOptionsText="No labels"
              renderOption={(props, option, { selected }) => {
                const { key, ...optionProps } = props;
                return (
                  <li key={key} {...optionProps}>
                    <Box sx={{ width: 20, mr: 1, display: 'inline-flex' }}>
                      {selected ? <CheckIcon fontSize="small" /> : null}
                    </Box>
                    <Swatch color={option.color} />
                    <Box component="span" sx={{ ml: 1 }}>
                      {option.name}
                    </Box>
                  </li>
                );
              }}
              slotProps={{
                paper: { elevation: 0, square: true },
                popper: {
                  sx: {
                    position: 'relative !important',
                    transform: 'none !important',
                    width: '100% !important',
                  },
                },
              }}
              renderInput={(params) => (
                <InputBase
                  ref={params.InputProps.ref}
                  inputProps={{
                    ...params.inputProps,
                    'aria-label': 'Filter labels',
                  }}
                  autoFocus
                  placeholder="Filter labels"
                  sx={{
                    m: 1,
                    width: 'calc(100% - 16px)',
                    px: 1,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                  }}
                />
              )}
            />
          </Paper>
        </ClickAwayListener>
      </Popper>
    </Box>
  );
}
