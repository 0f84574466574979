import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

const button =
  'cursor-pointer rounded-md border border-solid border-slate-500 bg-white px-3 py-1.5 text-slate-900 disabled:cursor-default disabled:text-slate-600';
const tab =
  'cursor-pointer rounded-t-md border border-solid border-slate-500 bg-slate-100 px-3 py-1.5 text-slate-900 [&.base--selected]:border-blue-700 [&.base--selected]:bg-blue-700 [&.base--selected]:text-white';

export default function DocumentTabsTailwind() {
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
    <div className="max-w-[480px] rounded-xl bg-white p-4 text-slate-900">
      <div className="mb-3 flex gap-2">
        <button type="button" className={button} onClick={open}>
          New document
        </button>
        <button type="button" className={button} onClick={close} disabled={current === null}>
          Close current
        </button>
      </div>
      <Tabs value={current} onChange={(event, value) => setCurrent(value as number)}>
        <TabsList aria-label="Open documents" className="flex flex-wrap gap-1">
          {docs.map((doc) => (
            <Tab key={doc} value={doc} className={tab}>
              Draft {doc}
            </Tab>
          ))}
        </TabsList>
        {docs.map((doc) => (
          <TabPanel key={doc} value={doc} className="px-0.5 py-3">
            Draft {doc} is empty.
          </TabPanel>
        ))}
      </Tabs>
      {current === null ? <p className="m-0 mt-3">No document is open.</p> : null}
    </div>
  );
}
