import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Input from '@mui/joy/Input';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

export default function FieldHelp() {
  return (
    <FormControl sx={{ maxWidth: 360 }}>
      {/* The help button sits beside the label, not in it: a label must name one control only. */}
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <FormLabel>Project slug</FormLabel>
        <Tooltip
          variant="outlined"
          placement="top-start"
          arrow
          enterTouchDelay={0}
          describeChild
          title={
            <Box sx={{ maxWidth: 240, p: 0.5 }}>
              <Typography level="title-sm">Used in URLs</Typography>
              <Typography level="body-xs">
                Lowercase letters, digits and hyphens. Changing it later breaks
                existing links.
              </Typography>
            </Box>
          }
        >
          <IconButton
            size="sm"
            variant="plain"
            aria-label="About project slugs"
            sx={{ ml: 0.5, minHeight: 0 }}
          >
            <InfoOutlinedIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Input defaultValue="joy-docs" startDecorator="mui.com/" />
    </FormControl>
  );
}
