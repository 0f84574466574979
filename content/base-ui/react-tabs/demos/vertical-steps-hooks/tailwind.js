import * as React from 'react';
import { useTabs, TabsProvider } from '@mui/base/useTabs';
import { useTabsList, TabsListProvider } from '@mui/base/useTabsList';
import { useTab } from '@mui/base/useTab';
import { useTabPanel } from '@mui/base/useTabPanel';
import { steps } from './steps';

function StepList({ children }) {
  const rootRef = React.useRef(null);
  const { contextValue, getRootProps } = useTabsList({ rootRef });
  return (
    <div
      {...getRootProps()}
      aria-label="Setup steps"
      className="grid content-start gap-1"
    >
      <TabsListProvider value={contextValue}>{children}</TabsListProvider>
    </div>
  );
}

function Step({ value, children }) {
  const rootRef = React.useRef(null);
  const { getRootProps, selected } = useTab({ value, rootRef });
  return (
    <button
      {...getRootProps()}
      className={`cursor-pointer rounded-md border border-solid border-slate-900 px-3 py-2 text-start [font:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-blue-300 ${selected ? 'bg-slate-900 text-white' : 'bg-white text-slate-900'}`}
    >
      {children}
    </button>
  );
}

function StepPanel({ value, children }) {
  const rootRef = React.useRef(null);
  const { getRootProps, hidden } = useTabPanel({ value, rootRef });
  return (
    <section {...getRootProps()} role="tabpanel">
      {!hidden && children}
    </section>
  );
}

export default function VerticalStepsHooksTailwind() {
  const { contextValue } = useTabs({
    defaultValue: 'install',
    orientation: 'vertical',
    selectionFollowsFocus: true,
  });
  return (
    <TabsProvider value={contextValue}>
      <div className="grid grid-cols-[140px_1fr] gap-4">
        <StepList>
          {steps.map((step) => (
            <Step key={step.value} value={step.value}>
              {step.label}
            </Step>
          ))}
        </StepList>
        {steps.map((step) => (
          <StepPanel key={step.value} value={step.value}>
            {step.text}
          </StepPanel>
        ))}
      </div>
    </TabsProvider>
  );
}
