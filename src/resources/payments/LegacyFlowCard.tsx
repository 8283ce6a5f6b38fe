// A legacy payment's flow (spec section 4): Paid → Guaranteed → Delivered, or Refunded, as a stepper with the step
// it stands at (domain/legacy-flow.ts legacySteps). Absent for a payment of the dashboard's flow.
import { Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { legacySteps } from '../../../domain/legacy-flow';
import type { Payment } from '../../../domain/wire';
import { SectionCard } from '../../components/SectionCard';

export function LegacyFlowCard({ payment }: { payment: Pick<Payment, 'legacyStage' | 'legacyStatus'> }) {
  const translate = useTranslate();
  if (!payment.legacyStage || !payment.legacyStatus) return null;
  const steps = legacySteps(payment.legacyStatus, payment.legacyStage);
  const active = steps.findIndex((s) => s.current);
  return (
    <SectionCard title={translate('app.payments.legacy.title')} subtitle={translate('app.payments.legacy.subtitle')} testId="payment-legacy-flow">
      <Stepper activeStep={active} alternativeLabel sx={{ py: 1 }}>
        {steps.map((s) => (
          <Step key={s.step} completed={s.reached && !s.current} data-step={s.step} data-reached={s.reached} aria-current={s.current ? 'step' : undefined}>
            <StepLabel optional={s.current ? <Typography variant="caption" color="text.secondary">{translate('app.payments.legacy.current')}</Typography> : undefined}>
              {translate(`app.payments.legacy.steps.${s.step}`)}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </SectionCard>
  );
}
