'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { EMPTY_ADDRESS, EMPTY_PAYMENT, type Address, type Payment } from './cart';
import { AddressForm } from './address-form.client';
import { PaymentForm } from './payment-form.client';
import { Review } from './review';
import { StepActions } from './step-actions';

const STEPS = ['Shipping address', 'Payment details', 'Review your order'];

/** The three steps; each step's values survive going back and forth. */
export function CheckoutFlow() {
  const [step, setStep] = useState(0);
  const [address, setAddress] = useState<Address>(EMPTY_ADDRESS);
  const [payment, setPayment] = useState<Payment>(EMPTY_PAYMENT);
  const [orderNumber, setOrderNumber] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Focus follows the step so keyboard and screen-reader users land on the new content.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step, orderNumber]);
  const go = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  if (orderNumber) {
    return (
      <Box>
        <Typography component="h2" variant="h5" ref={headingRef} tabIndex={-1} sx={{ mb: 2 }}>
          Thank you for your order
        </Typography>
        <Alert severity="success" role="status">
          Order {orderNumber} is confirmed. A receipt is on its way to you.
        </Alert>
      </Box>
    );
  }

  return (
    <>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 4 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography component="h2" variant="h5" ref={headingRef} tabIndex={-1} sx={{ mb: 3, outline: 'none' }}>
        {STEPS[step]}
      </Typography>
      {step === 0 ? (
        <AddressForm
          initial={address}
          onNext={(values) => {
            setAddress(values);
            go(1);
          }}
        />
      ) : null}
      {step === 1 ? (
        <PaymentForm
          initial={payment}
          onBack={(values) => {
            setPayment(values);
            go(0);
          }}
          onNext={(values) => {
            setPayment(values);
            go(2);
          }}
        />
      ) : null}
      {step === 2 ? (
        <Box
          component="form"
          aria-label="Review your order"
          onSubmit={(event) => {
            event.preventDefault();
            moved.current = true;
            setOrderNumber(`TW-${Date.now().toString(36).toUpperCase()}`);
          }}
        >
          <Review address={address} payment={payment} />
          <StepActions nextLabel="Place order" onBack={() => go(1)} />
        </Box>
      ) : null}
    </>
  );
}
