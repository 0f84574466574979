import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import Undo from '@mui/icons-material/Undo';

export default function ToolbarAndFormStack() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Stack
        direction="row"
        spacing={1}
        role="toolbar"
        aria-label="Text formatting"
        divider={<Divider orientation="vertical" />}
      >
        <IconButton aria-label="Undo" size="sm">
          <Undo />
        </IconButton>
        <Stack direction="row" spacing={0.5}>
          <IconButton aria-label="Bold" size="sm">
            <FormatBold />
          </IconButton>
          <IconButton aria-label="Italic" size="sm">
            <FormatItalic />
          </IconButton>
        </Stack>
        <IconButton aria-label="Align left" size="sm">
          <FormatAlignLeft />
        </IconButton>
      </Stack>
      <Stack
        component="form"
        spacing={1.5}
        onSubmit={(event) => event.preventDefault()}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <FormControl sx={{ flex: 1 }}>
            <FormLabel>First name</FormLabel>
            <Input />
          </FormControl>
          <FormControl sx={{ flex: 1 }}>
            <FormLabel>Last name</FormLabel>
            <Input />
          </FormControl>
        </Stack>
        <FormControl>
          <FormLabel>Email</FormLabel>
          <Input type="email" />
        </FormControl>
        <Button type="submit" sx={{ alignSelf: 'flex-end' }}>
          Save contact
        </Button>
      </Stack>
    </Stack>
  );
}
