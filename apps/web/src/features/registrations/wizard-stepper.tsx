import { Button, Stack, Stepper } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Text } from '../../components';
import { REGISTER_STEPS, type RegisterState, type WizardState } from './registration-state';
import { useIsMobile } from '../../lib/use-is-mobile';

export interface WizardStepperProps {
  /** The active step: starts at 2 and advances to at most 4. */
  active: number;
  /** Labels of the wizard's own steps (3 onwards). */
  labels: string[];
  state: WizardState;
  onStepClick: (index: number) => void;
  children?: ReactNode;
}

/**
 * The play and volunteer wizards' stepper: steps 1 (person) and 2 (play or volunteer) belong to
 * /register and go back there with a resume step; later steps can be revisited, never skipped.
 */
/** Goes back to /register, reopened at `step` with the same person. */
export function useResumeRegister(state: WizardState | null) {
  const navigate = useNavigate();
  return (step: RegisterState['resumeStep']) => {
    const resume: RegisterState = { resumeStep: step, person: state?.person, isChild: state?.isChild };
    void navigate('/register', { state: resume });
  };
}

/** The wizards' back button: to step 2 of /register (play or volunteer) with the same person. */
export function BackToRegister({ state }: { state: WizardState }) {
  const { t } = useTranslation('registrations');
  const resume = useResumeRegister(state);
  return (
    <Button variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={() => resume(REGISTER_STEPS.playOrVolunteer)} px={0} style={{ alignSelf: 'flex-start' }}>
      {t('actions.back')}
    </Button>
  );
}

export function WizardStepper({ active, labels, state, onStepClick, children }: WizardStepperProps) {
  const { t } = useTranslation('registrations');
  const resume = useResumeRegister(state);
  const click = (index: number) => {
    if (index >= active) return;
    if (index <= REGISTER_STEPS.playOrVolunteer) {
      resume(index as RegisterState['resumeStep']);
      return;
    }
    onStepClick(index);
  };
  const isMobile = useIsMobile();
  const allLabels = [t('stepper.person'), t('stepper.playOrVolunteer'), ...labels];
  const stepper = (
    <Stepper
      active={active}
      onStepClick={click}
      allowNextStepsSelect={false}
      size={isMobile ? 'xs' : 'sm'}
      aria-label={t('stepper.label')}
      styles={isMobile ? { stepBody: { display: 'none' }, separator: { marginInline: 4 } } : undefined}
    >
      {/* A step is named by what it shows (its number and label); on a phone, where it shows only its number, by 'Step 3: Team'. */}
      {allLabels.map((label, index) => (
        <Stepper.Step key={label} label={label} aria-label={isMobile ? t('stepper.step', { step: index + 1, label }) : undefined} />
      ))}
      {children}
    </Stepper>
  );
  if (!isMobile) return stepper;
  // On small screens only the numbers fit: the current step is named underneath.
  return (
    <Stack gap={4}>
      {stepper}
      {active < allLabels.length ? (
        <Text size={3} fw={600}>
          {t('stepper.current', { step: active + 1, total: allLabels.length, label: allLabels[active] })}
        </Text>
      ) : null}
    </Stack>
  );
}
