import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { styled } from '@mui/system';

const strategies = ['Create a merge commit', 'Squash and merge', 'Rebase and merge'];

const Group = styled('div')({ display: 'inline-flex' });
const Main = styled(Button)({
  padding: '8px 14px',
  border: 0,
  borderRadius: '8px 0 0 8px',
  backgroundColor: '#15803d',
  color: '#fff',
  font: 'inherit',
  cursor: 'pointer',
  '&.base--focusVisible': { outline: '3px solid #86efac', outlineOffset: 2 },
});
const Toggle = styled(MenuButton)({
  padding: '8px 10px',
  border: 0,
  borderLeft: '1px solid #bbf7d0',
  borderRadius: '0 8px 8px 0',
  backgroundColor: '#15803d',
  color: '#fff',
  font: 'inherit',
  cursor: 'pointer',
  '&.base--focusVisible': { outline: '3px solid #86efac', outlineOffset: 2 },
});
const List = styled(Menu)({
  zIndex: 10,
  '& .base-Menu-listbox': {
    margin: '4px 0',
    padding: 4,
    listStyle: 'none',
    border: '1px solid #cbd5e1',
    borderRadius: 8,
    backgroundColor: '#fff',
    color: '#0f172a',
    boxShadow: '0 4px 16px rgb(15 23 42 / 0.15)',
  },
});
const Item = styled(MenuItem)({
  padding: '6px 10px',
  borderRadius: 6,
  cursor: 'pointer',
  outline: 0,
  '&:hover, &:focus': { backgroundColor: '#e2e8f0' },
});

export default function SplitMergeSystem() {
  const [strategy, setStrategy] = React.useState(strategies[0]);
  const [merged, setMerged] = React.useState('');
  return (
    <div style={{ minHeight: 170 }}>
      <Group role="group" aria-label="Merge pull request">
        <Main onClick={() => setMerged(strategy)}>{strategy}</Main>
        <Dropdown>
          <Toggle aria-label="Choose a merge strategy">▾</Toggle>
          <List slotProps={{ root: { placement: 'bottom-end' } }}>
            {strategies.map((name) => (
              <Item key={name} onClick={() => setStrategy(name)}>
                {name}
              </Item>
            ))}
          </List>
        </Dropdown>
      </Group>
      <p>{merged ? `Done: ${merged.toLowerCase()}.` : 'Not merged yet.'}</p>
    </div>
  );
}
