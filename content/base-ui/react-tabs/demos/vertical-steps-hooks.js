import * as React from 'react';
import { useTabs, TabsProvider } from '@mui/base/useTabs';
import { useTabsList, TabsListProvider } from '@mui/base/useTabsList';
import { useTab } from '@mui/base/useTab';
import { useTabPanel } from '@mui/base/useTabPanel';

const steps = [
  {
    value: 'install',
    label: '1. Install',
    text: 'Add @mui/base to your project with your package manager.',
  },
  {
    value: 'style',
    label: '2. Style',
    text: 'Pick a styling approach: System, Tailwind or plain CSS.',
  },
  {
    value: 'ship',
    label: '3. Ship',
    text: 'Build and deploy; Base UI adds no runtime stylesheet.',
  },
];

function StepList({ children }) {
  const rootRef = React.useRef(null);
  const { contextValue, getRootProps } = useTabsList({ rootRef });
  return (
    <div
      {...getRootProps()}
      aria-label="Setup steps"
      style={{ display: 'grid', gap: 4, alignContent: 'start' }}
    >
      <TabsListProvider value={contextValue}>{children}</TabsListProvider>
    </div>
  );
}

function Step({ value, children }) {
  const rootRef = React.useRef(null);
  const { getRootProps, selected } = useTab({ value, rootRef });
  const look = selected
    ? { background: '#0f172a', color: '#fff' }
    : { background: '#fff', color: '#0f172a' };
  return (
    <button
      {...getRootProps()}
      style={{
        ...look,
        padding: '8px 12px',
        border: '1px solid #0f172a',
        borderRadius: 6,
        textAlign: 'left',
        font: 'inherit',
        cursor: 'pointer',
      }}
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

export default function VerticalStepsHooks() {
  const { contextValue } = useTabs({
    defaultValue: 'install',
    orientation: 'vertical',
    selectionFollowsFocus: true,
  });
  return (
    <TabsProvider value={contextValue}>
      <div style={{ display: 'grid', gridTemplateColumns: '140px 1fr', gap: 16 }}>
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
