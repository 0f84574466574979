import * as React from 'react';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import MenuItem from '@mui/joy/MenuItem';
import MenuList from '@mui/joy/MenuList';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import FormatQuote from '@mui/icons-material/FormatQuote';
import HorizontalRule from '@mui/icons-material/HorizontalRule';
import Title from '@mui/icons-material/Title';

const blocks = [
  {
    key: 'heading',
    label: 'Insert heading',
    icon: <Title />,
    text: 'A new section',
  },
  {
    key: 'quote',
    label: 'Insert quote',
    icon: <FormatQuote />,
    text: '“Less, but better.”',
  },
  { key: 'divider', label: 'Insert divider', icon: <HorizontalRule />, text: '———' },
];

export default function FormattingMenuList() {
  const [doc, setDoc] = React.useState(['Draft of the spring newsletter.']);

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: 'flex-start' }}
    >
      <MenuList
        variant="outlined"
        aria-label="Insert blocks"
        sx={{ minWidth: 200, borderRadius: 'sm' }}
      >
        {blocks.map((block) => (
          <MenuItem
            key={block.key}
            onClick={() => setDoc((current) => [...current, block.text])}
          >
            <ListItemDecorator>{block.icon}</ListItemDecorator>
            {block.label}
          </MenuItem>
        ))}
        <MenuItem
          color="danger"
          disabled={doc.length === 1}
          onClick={() => setDoc((d) => d.slice(0, -1))}
        >
          Remove last block
        </MenuItem>
      </MenuList>
      <Sheet
        variant="soft"
        sx={{ p: 2, borderRadius: 'sm', flex: 1, minWidth: 220 }}
      >
        {doc.map((line, index) => (
          <Typography
            key={index}
            level={index > 0 && line === 'A new section' ? 'title-md' : 'body-md'}
          >
            {line}
          </Typography>
        ))}
      </Sheet>
    </Stack>
  );
}
