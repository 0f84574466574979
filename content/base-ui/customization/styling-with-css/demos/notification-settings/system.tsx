import * as React from 'react';
import { Button, buttonClasses } from '@mui/base/Button';
import { Switch, switchClasses } from '@mui/base/Switch';
import { styled } from '@mui/system';

const channels = [
  { id: 'email', label: 'Email me a daily summary' },
  { id: 'push', label: 'Push notifications for mentions' },
  { id: 'sms', label: 'Text messages for failed payments' },
];

// The selectors of the stylesheet, built from the class objects under one styled panel: a typo in
// a class name fails type-checking, and the panel's generated class scopes every rule.
const switchRoot = `& .${switchClasses.root}`;
const buttonRoot = `& .${buttonClasses.root}`;

const Panel = styled('form')({
  display: 'grid',
  gap: 12,
  maxWidth: 380,
  padding: 16,
  border: '1px solid #cbd5e1',
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#0f172a',
  [switchRoot]: { position: 'relative', flexShrink: 0, width: 40, height: 24, cursor: 'pointer' },
  [`${switchRoot} .${switchClasses.track}`]: {
    position: 'absolute',
    inset: 0,
    borderRadius: 12,
    backgroundColor: '#64748b',
  },
  [`${switchRoot} .${switchClasses.thumb}`]: {
    position: 'absolute',
    top: 4,
    insetInlineStart: 4,
    width: 16,
    height: 16,
    borderRadius: '50%',
    backgroundColor: '#fff',
    transition: 'inset-inline-start 120ms',
  },
  [`${switchRoot} .${switchClasses.input}`]: {
    position: 'absolute',
    inset: 0,
    margin: 0,
    opacity: 0,
    cursor: 'inherit',
  },
  [`${switchRoot}.${switchClasses.checked} .${switchClasses.track}`]: { backgroundColor: '#1d4ed8' },
  [`${switchRoot}.${switchClasses.checked} .${switchClasses.thumb}`]: { insetInlineStart: 20 },
  [`${switchRoot}.${switchClasses.focusVisible} .${switchClasses.track}`]: {
    outline: '3px solid #93c5fd',
    outlineOffset: 2,
  },
  [buttonRoot]: {
    justifySelf: 'start',
    padding: '8px 16px',
    border: 0,
    borderRadius: 8,
    backgroundColor: '#1d4ed8',
    color: '#fff',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
  },
  [`${buttonRoot}.${buttonClasses.focusVisible}`]: { outline: '3px solid #93c5fd', outlineOffset: 2 },
  [`${buttonRoot}.${buttonClasses.disabled}`]: { backgroundColor: '#e2e8f0', color: '#475569', cursor: 'default' },
});

const Title = styled('h3')({ margin: 0, fontSize: '1rem' });

const Row = styled('label')({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16 });

export default function NotificationSettingsSystem() {
  const [saved, setSaved] = React.useState<Record<string, boolean>>({ email: true, push: false, sms: false });
  const [draft, setDraft] = React.useState(saved);
  const changed = channels.some(({ id }) => draft[id] !== saved[id]);

  return (
    <Panel
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(draft);
      }}
    >
      <Title>Notifications</Title>
      {channels.map(({ id, label }) => (
        <Row key={id}>
          {label}
          {/* Unstyled components: the panel's rules reach their built-in classes. */}
          <Switch
            checked={draft[id]}
            onChange={(event) => setDraft({ ...draft, [id]: event.target.checked })}
            slotProps={{ input: { role: 'switch' } }}
          />
        </Row>
      ))}
      <Button type="submit" disabled={!changed}>
        {changed ? 'Save changes' : 'All changes saved'}
      </Button>
    </Panel>
  );
}
