import * as React from 'react';
import { styled } from '@mui/system';

// Stable class names on each part stand in for the classes prop: a caller overrides a part by
// wrapping the component with styled() and targeting the part's class.
function Notice({ className, title, children }) {
  return (
    <section className={className} aria-label={title}>
      <h3 className="Notice-title">{title}</h3>
      <p className="Notice-body">{children}</p>
    </section>
  );
}

const BaseNotice = styled(Notice)(({ theme }) => ({
  padding: theme.spacing(1.5, 2),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 8,
  '& .Notice-title': { margin: 0, fontSize: 16 },
  '& .Notice-body': { margin: theme.spacing(0.5, 0, 0) },
}));

const UrgentNotice = styled(BaseNotice)(({ theme }) => ({
  borderLeft: `6px solid ${theme.palette.error.main}`,
  '& .Notice-title': { textTransform: 'uppercase', letterSpacing: 1 },
}));

export default function AdvancedOverrideParts() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <BaseNotice title="New sign-in">
        A new device signed in to your account.
      </BaseNotice>
      <UrgentNotice title="Payment failed">
        Update your card to keep your plan active.
      </UrgentNotice>
    </div>
  );
}
