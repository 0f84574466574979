import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import './document-tabs.css';

export default function DocumentTabsCss() {
  const [docs, setDocs] = React.useState([1, 2]);
  const [current, setCurrent] = React.useState<number | null>(1);
  const next = React.useRef(3);
  const open = () => {
    const id = next.current;
    next.current += 1;
    setDocs((list) => [...list, id]);
    setCurrent(id);
  };
  const close = () => {
    const index = docs.indexOf(current as number);
    const rest = docs.filter((doc) => doc !== current);
    setDocs(rest);
    // Select the neighbour, as editors do, or nothing when the last one closes.
    setCurrent(rest.length ? rest[Math.min(index, rest.length - 1)] : null);
  };
  return (
    <div className="document-tabs">
      <div className="document-tabs-toolbar">
        <button type="button" className="document-tabs-button" onClick={open}>
          New document
        </button>
        <button type="button" className="document-tabs-button" onClick={close} disabled={current === null}>
          Close current
        </button>
      </div>
      <Tabs value={current} onChange={(event, value) => setCurrent(value as number)}>
        <TabsList aria-label="Open documents" className="document-tabs-list">
          {docs.map((doc) => (
            <Tab key={doc} value={doc} className="document-tabs-tab">
              Draft {doc}
            </Tab>
          ))}
        </TabsList>
        {docs.map((doc) => (
          <TabPanel key={doc} value={doc} className="document-tabs-panel">
            Draft {doc} is empty.
          </TabPanel>
        ))}
      </Tabs>
      {current === null ? <p className="document-tabs-empty">No document is open.</p> : null}
    </div>
  );
}
