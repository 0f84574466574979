import * as React from 'react';
import { useTabs, TabsProvider } from '@mui/base/useTabs';
import { useTabsList, TabsListProvider } from '@mui/base/useTabsList';
import { useTab } from '@mui/base/useTab';
import { useTabPanel } from '@mui/base/useTabPanel';
import { styled } from '@mui/system';
import { steps } from './steps';

const Layout = styled('div')({ display: 'grid', gridTemplateColumns: '140px 1fr', gap: 16 });
const List = styled('div')({ display: 'grid', gap: 4, alignContent: 'start' });
const StepButton = styled('button')({
  padding: '8px 12px',
  border: '1px solid #0f172a',
  borderRadius: 6,
  backgroundColor: '#fff',
  color: '#0f172a',
  textAlign: 'start',
  font: 'inherit',
  cursor: 'pointer',
  '&.selected': { backgroundColor: '#0f172a', color: '#fff' },
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

function StepList({ children }: { children: React.ReactNode }) {
  const rootRef = React.useRef<HTMLDivElement>(null);
  const { contextValue, getRootProps } = useTabsList({ rootRef });
  return (
    <List {...getRootProps()} aria-label="Setup steps">
      <TabsListProvider value={contextValue}>{children}</TabsListProvider>
    </List>
  );
}

function Step({ value, children }: { value: string; children: React.ReactNode }) {
  const rootRef = React.useRef<HTMLButtonElement>(null);
  const { getRootProps, selected } = useTab({ value, rootRef });
  return (
    <StepButton {...getRootProps()} className={selected ? 'selected' : undefined}>
      {children}
    </StepButton>
  );
}

function StepPanel({ value, children }: { value: string; children: React.ReactNode }) {
  const rootRef = React.useRef<HTMLElement>(null);
  const { getRootProps, hidden } = useTabPanel({ value, rootRef });
  return (
    <section {...getRootProps()} role="tabpanel">
      {!hidden && children}
    </section>
  );
}

export default function VerticalStepsHooksSystem() {
  const { contextValue } = useTabs({
    defaultValue: 'install',
    orientation: 'vertical',
    selectionFollowsFocus: true,
  });
  return (
    <TabsProvider value={contextValue}>
      <Layout>
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
      </Layout>
    </TabsProvider>
  );
}
