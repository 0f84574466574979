import * as React from 'react';
import { useTabs, TabsProvider } from '@mui/base/useTabs';
import { useTabsList, TabsListProvider } from '@mui/base/useTabsList';
import { useTab } from '@mui/base/useTab';
import { useTabPanel } from '@mui/base/useTabPanel';
import { steps } from './steps';
import './vertical-steps-hooks.css';

function StepList({ children }) {
  const rootRef = React.useRef(null);
  const { contextValue, getRootProps } = useTabsList({ rootRef });
  return (
    <div
      {...getRootProps()}
      aria-label="Setup steps"
      className="vertical-steps-hooks-list"
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
      className={`vertical-steps-hooks-step${selected ? ' vertical-steps-hooks-step-selected' : ''}`}
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

export default function VerticalStepsHooksCss() {
  const { contextValue } = useTabs({
    defaultValue: 'install',
    orientation: 'vertical',
    selectionFollowsFocus: true,
  });
  return (
    <TabsProvider value={contextValue}>
      <div className="vertical-steps-hooks">
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
