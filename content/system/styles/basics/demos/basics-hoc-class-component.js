import * as React from 'react';
import { styled } from '@mui/system';

// A class component, the case withStyles was written for. It only has to accept className.
class StepCounter extends React.Component {
  state = { steps: 0 };

  render() {
    const { className, label } = this.props;
    return (
      <div className={className}>
        <span className="StepCounter-label">{label}</span>
        <output className="StepCounter-value" aria-live="polite">
          {this.state.steps}
        </output>
        <button
          type="button"
          onClick={() => this.setState(({ steps }) => ({ steps: steps + 1 }))}
        >
          Add a step
        </button>
      </div>
    );
  }
}

// styled() wraps it like the higher-order component did, and reaches its parts by class name.
const StyledStepCounter = styled(StepCounter)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  padding: theme.spacing(1, 2),
  borderRadius: 8,
  border: `1px solid ${theme.palette.divider}`,
  '& .StepCounter-value': {
    minWidth: 24,
    fontSize: 20,
    fontWeight: 700,
    textAlign: 'center',
  },
}));

export default function BasicsHocClassComponent() {
  return <StyledStepCounter label="Onboarding steps done" />;
}
