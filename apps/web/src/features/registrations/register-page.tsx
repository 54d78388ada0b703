import { Button, Group, Paper, SimpleGrid, Stack, Stepper, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Person } from '@mywru/shared';
import { IconBallAmericanFootball, IconHeartHandshake, IconUser, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BackButton, ErrorAlert, Heading, LoadingOverlay, Text } from '../../components';
import { LeaveGuard } from '../../components/leave-guard';
import { useStepFocus } from '../../components/use-step-focus';
import { useAuth } from '../../lib/auth';
import { usePerson, fullName } from '../../entities/person';
import { FamilyMemberDialog } from './family-member-dialog';
import { PersonDetails, hasRegistrationDetails } from './person-details';
import { REGISTER_STEPS, useRegistrationStateRules, type WizardState } from './registration-state';

/**
 * The add-a-child form (its fields, their rules and zod with them) loads when a parent first adds a
 * child, not with the page (decision 035, thirtieth round).
 */
const AddChildForm = lazy(async () => ({ default: (await import('./add-child-form')).AddChildForm }));

/** Sub-steps of step 1: choose, confirm your/child details, add a child, confirm parent details. */
const SUB_STEP = { choose: 0, confirmPerson: 1, addChild: 2, confirmParent: 3 } as const;
type SubStep = (typeof SUB_STEP)[keyof typeof SUB_STEP];

/** A large choice button with an icon, a title and a line of text. */
export function ChoiceCard({
  icon,
  title,
  description,
  onClick,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  onClick: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onClick}
      p="lg"
      style={{
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 12,
        background: 'var(--mantine-color-white)',
      }}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        {icon}
        <div>
          <Text fw={600} size={1} component="span" style={{ display: 'block' }}>
            {title}
          </Text>
          <Text size={3} component="span">
            {description}
          </Text>
        </div>
      </Group>
    </UnstyledButton>
  );
}

/**
 * Register to Participate (/register). Step 1 chooses who registers (you, or a child chosen or
 * added in 'Select family member'); step 2 chooses to play or to volunteer and hands the person to
 * the wizard. A resume step in navigation state reopens it at that step.
 */
export function RegisterPage() {
  const { t } = useTranslation('registrations');
  const { user } = useAuth();
  const memberId = user?.memberId ?? null;
  const me = usePerson(memberId);
  const navigate = useNavigate();
  const location = useLocation();
  const { readRegisterState } = useRegistrationStateRules();
  const [resume] = useState(() => readRegisterState(location.state));

  const [step, setStep] = useState<number>(
    resume.resumeStep === REGISTER_STEPS.playOrVolunteer && resume.person ? 1 : 0,
  );
  const [subStep, setSubStep] = useState<SubStep>(SUB_STEP.choose);
  const [child, setChild] = useState<Person | null>(resume.isChild && resume.person ? resume.person : null);
  const [isChild, setIsChild] = useState<boolean | null>(resume.person ? (resume.isChild ?? false) : null);
  const [isFamilyOpen, family] = useDisclosure(false);
  const focusRef = useStepFocus(`${step}-${subStep}`);

  const isDirty = step > 0 || subStep > 0 || isChild !== null;

  if (!memberId) return <ErrorAlert>{t('errors.loadPerson')}</ErrorAlert>;
  if (me.isPending) return <LoadingOverlay />;
  if (me.isError || !me.data) return <ErrorAlert>{t('errors.loadPerson')}</ErrorAlert>;
  const self = me.data;
  const person = isChild ? child : self;

  const goToWizard = (path: '/register/player' | '/register/volunteer') => {
    if (!person) return;
    const state: WizardState = { person, isChild: Boolean(isChild) };
    void navigate(path, { state });
  };

  const changePerson = () => {
    setStep(0);
    setSubStep(SUB_STEP.choose);
  };

  let title: string;
  let body: ReactNode;
  if (step === 1 && person) {
    title = t('register.playOrVolunteerTitle');
    body = (
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Text>{t('register.registering', { name: fullName(person) })}</Text>
          <Button variant="subtle" onClick={changePerson}>
            {t('register.changePerson')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ChoiceCard
            icon={<IconBallAmericanFootball size={32} aria-hidden color="var(--mantine-color-red-7)" />}
            title={t('register.play')}
            description={t('register.playDescription')}
            onClick={() => goToWizard('/register/player')}
          />
          <ChoiceCard
            icon={<IconHeartHandshake size={32} aria-hidden color="var(--mantine-color-red-7)" />}
            title={t('register.volunteer')}
            description={t('register.volunteerDescription')}
            onClick={() => goToWizard('/register/volunteer')}
          />
        </SimpleGrid>
      </Stack>
    );
  } else if (subStep === SUB_STEP.confirmPerson && person) {
    title = isChild ? t('register.confirmChildTitle') : t('register.confirmYourTitle');
    body = (
      <Stack gap="md">
        <Text>{isChild ? t('register.confirmChildIntro') : t('register.confirmYourIntro')}</Text>
        <PersonDetails person={person} showsEmail={!isChild} />
        <Group justify="space-between">
          <Button variant="outline" onClick={() => setSubStep(SUB_STEP.choose)}>
            {t('actions.goBack')}
          </Button>
          <Button
            disabled={!hasRegistrationDetails(person)}
            onClick={() => (isChild ? setSubStep(SUB_STEP.confirmParent) : setStep(1))}
          >
            {t('actions.continue')}
          </Button>
        </Group>
      </Stack>
    );
  } else if (subStep === SUB_STEP.addChild) {
    title = t('register.addChildTitle');
    body = (
      <Suspense fallback={<LoadingOverlay />}>
        <AddChildForm
          memberId={memberId}
          onBack={() => {
            setSubStep(SUB_STEP.choose);
            family.open();
          }}
          onAdded={(added) => {
            setChild(added);
            setIsChild(true);
            setSubStep(SUB_STEP.confirmPerson);
          }}
        />
      </Suspense>
    );
  } else if (subStep === SUB_STEP.confirmParent) {
    title = t('register.confirmParentTitle');
    body = (
      <Stack gap="md">
        <Text>{t('register.confirmParentIntro')}</Text>
        <PersonDetails person={self} />
        <Group justify="space-between">
          <Button variant="outline" onClick={() => setSubStep(SUB_STEP.confirmPerson)}>
            {t('actions.goBack')}
          </Button>
          <Button disabled={!hasRegistrationDetails(self)} onClick={() => setStep(1)}>
            {t('actions.continue')}
          </Button>
        </Group>
      </Stack>
    );
  } else {
    title = t('register.whoTitle');
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ChoiceCard
          icon={<IconUser size={32} aria-hidden color="var(--mantine-color-red-7)" />}
          title={t('register.myself')}
          description={t('register.myselfDescription')}
          onClick={() => {
            setIsChild(false);
            setSubStep(SUB_STEP.confirmPerson);
          }}
        />
        <ChoiceCard
          icon={<IconUsers size={32} aria-hidden color="var(--mantine-color-red-7)" />}
          title={t('register.child')}
          description={t('register.childDescription')}
          onClick={family.open}
        />
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="md" maw={880}>
      <Group>
        <BackButton to="/dashboard" />
      </Group>
      <Heading order={1} level={3}>
        {t('register.title')}
      </Heading>
      <Stepper
        active={step}
        size="sm"
        aria-label={t('stepper.label')}
        allowNextStepsSelect={false}
        onStepClick={(index) => index === 0 && changePerson()}
      >
        <Stepper.Step label={t('stepper.person')} />
        <Stepper.Step label={t('stepper.playOrVolunteer')} />
      </Stepper>
      <Paper
        p={{ base: 'md', sm: 'lg' }}
        radius="md"
        withBorder
        component="section"
        aria-labelledby="register-step-heading"
      >
        <Stack gap="md">
          <Heading order={2} level={5} id="register-step-heading" ref={focusRef} tabIndex={-1}>
            {title}
          </Heading>
          {body}
        </Stack>
      </Paper>
      <FamilyMemberDialog
        opened={isFamilyOpen}
        memberId={memberId}
        selectedId={child?.wruId ?? null}
        onClose={family.close}
        onAddChild={() => {
          family.close();
          setSubStep(SUB_STEP.addChild);
        }}
        onContinue={(chosen) => {
          family.close();
          setChild(chosen);
          setIsChild(true);
          setSubStep(SUB_STEP.confirmPerson);
        }}
      />
      <LeaveGuard
        when={isDirty}
        message={t('leaveWarning')}
        allows={(next) => next.pathname === '/register/player' || next.pathname === '/register/volunteer'}
      />
    </Stack>
  );
}
