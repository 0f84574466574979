export interface Plan {
  name: string;
  /** Price per seat and month, by billing period; 0 is free. */
  monthly: number;
  yearly: number;
  pitch: string;
  features: string[];
  cta: string;
  highlighted?: boolean;
}

export const PLANS: Plan[] = [
  {
    name: 'Starter',
    monthly: 0,
    yearly: 0,
    pitch: 'For trying things out on your own.',
    features: ['3 projects', 'Weekly reports', 'Community forum'],
    cta: 'Start for free',
  },
  {
    name: 'Team',
    monthly: 12,
    yearly: 10,
    pitch: 'For small teams that ship every week.',
    features: ['Unlimited projects', 'Daily reports', 'Shared dashboards', 'Email support'],
    cta: 'Start a 14-day trial',
    highlighted: true,
  },
  {
    name: 'Business',
    monthly: 29,
    yearly: 24,
    pitch: 'For companies with many teams.',
    features: ['Everything in Team', 'Single sign-on', 'Audit log', 'Priority support'],
    cta: 'Contact sales',
  },
];

/** Rows of the comparison table: which plans include each feature. */
export const COMPARISON: Array<{ feature: string; plans: [boolean, boolean, boolean] }> = [
  { feature: 'Projects beyond three', plans: [false, true, true] },
  { feature: 'Daily reports', plans: [false, true, true] },
  { feature: 'Shared dashboards', plans: [false, true, true] },
  { feature: 'Single sign-on', plans: [false, false, true] },
  { feature: 'Audit log', plans: [false, false, true] },
];
