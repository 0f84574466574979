import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import './split-merge.css';

const strategies = ['Create a merge commit', 'Squash and merge', 'Rebase and merge'];

export default function SplitMergeCss() {
  const [strategy, setStrategy] = React.useState(strategies[0]);
  const [merged, setMerged] = React.useState('');
  return (
    <div className="split-merge">
      <div
        role="group"
        aria-label="Merge pull request"
        className="split-merge-group"
      >
        <Button className="split-merge-main" onClick={() => setMerged(strategy)}>
          {strategy}
        </Button>
        <Dropdown>
          <MenuButton
            className="split-merge-toggle"
            aria-label="Choose a merge strategy"
          >
            ▾
          </MenuButton>
          <Menu
            className="split-merge-menu"
            slotProps={{ root: { placement: 'bottom-end' } }}
          >
            {strategies.map((name) => (
              <MenuItem
                key={name}
                className="split-merge-item"
                onClick={() => setStrategy(name)}
              >
                {name}
              </MenuItem>
            ))}
          </Menu>
        </Dropdown>
      </div>
      <p>{merged ? `Done: ${merged.toLowerCase()}.` : 'Not merged yet.'}</p>
    </div>
  );
}
