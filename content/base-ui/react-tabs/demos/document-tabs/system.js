import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { styled } from '@mui/system';

const Card = styled('div')({
  maxWidth: 480,
  padding: 16,
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#0f172a',
});
const Toolbar = styled('div')({ display: 'flex', gap: 8, marginBottom: 12 });
const Button = styled('button')({
  padding: '6px 12px',
  border: '1px solid #64748b',
  borderRadius: 6,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
  '&:disabled': { color: '#475569', cursor: 'default' },
});
const List = styled(TabsList)({ display: 'flex', flexWrap: 'wrap', gap: 4 });
const DocTab = styled(Tab)({
  padding: '6px 12px',
  border: '1px solid #64748b',
  borderRadius: '6px 6px 0 0',
  backgroundColor: '#f1f5f9',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
  '&.base--selected': {
    backgroundColor: '#1d4ed8',
    borderColor: '#1d4ed8',
    color: '#fff',
  },
});

export default function DocumentTabsSystem() {
  const [docs, setDocs] = React.useState([1, 2]);
  const [current, setCurrent] = React.useState(1);
  const next = React.useRef(3);
  const open = () => {
    const id = next.current;
    next.current += 1;
    setDocs((list) => [...list, id]);
    setCurrent(id);
  };
  const close = () => {
    const index = docs.indexOf(current);
    const rest = docs.filter((doc) => doc !== current);
    setDocs(rest);
    // Select the neighbour, as editors do, or nothing when the last one closes.
    setCurrent(rest.length ? rest[Math.min(index, rest.length - 1)] : null);
  };
  return (
    <Card>
      <Toolbar>
        <Button type="button" onClick={open}>
          New document
        </Button>
        <Button type="button" onClick={close} disabled={current === null}>
          Close current
        </Button>
      </Toolbar>
      <Tabs value={current} onChange={(event, value) => setCurrent(value)}>
        <List aria-label="Open documents">
          {docs.map((doc) => (
            <DocTab key={doc} value={doc}>
              Draft {doc}
            </DocTab>
          ))}
        </List>
        {docs.map((doc) => (
          <TabPanel key={doc} value={doc} style={{ padding: '12px 2px' }}>
            Draft {doc} is empty.
          </TabPanel>
        ))}
      </Tabs>
      {current === null ? (
        <p style={{ margin: '12px 0 0' }}>No document is open.</p>
      ) : null}
    </Card>
  );
}
