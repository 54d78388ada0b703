import { lazy, Suspense } from 'react';
import { loadedWhenOpened } from '../../components/loaded-when-opened';
import { LoadingOverlay } from '../../components/loading-overlay';
import type { AddressModalProps } from './address-modal';
import type { MarketingPreferencesModalProps } from './marketing-preferences-modal';
import type { OnboardingFormProps } from './onboarding-form';

/**
 * The onboarding feature's public pieces as the pages load them: each on demand, not with the page
 * (decision 035). The form (Stepper, Radio, Select, MultiSelect...) loads when a newcomer's dashboard
 * shows it; the profile's modals when first opened. The app composes these into the dashboard and the
 * profile (`app/router.tsx`); `./onboarding` exports the same components loaded at once.
 */
const LoadedOnboardingForm = lazy(async () => ({ default: (await import('./onboarding-form')).OnboardingForm }));
const LoadedAddressModal = lazy(async () => ({ default: (await import('./address-modal')).AddressModal }));
const LoadedMarketingPreferencesModal = lazy(async () => ({
  default: (await import('./marketing-preferences-modal')).MarketingPreferencesModal,
}));

/** The onboarding form, with the page's loading state while its module loads. */
export function OnboardingForm(props: OnboardingFormProps) {
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <LoadedOnboardingForm {...props} />
    </Suspense>
  );
}

export const AddressModal = loadedWhenOpened<AddressModalProps>(LoadedAddressModal);
export const MarketingPreferencesModal = loadedWhenOpened<MarketingPreferencesModalProps>(
  LoadedMarketingPreferencesModal,
);
