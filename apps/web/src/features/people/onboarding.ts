/** The onboarding feature's public pieces; the app composes them into the dashboard and profile pages. */
export { OnboardingForm, type OnboardingFormProps } from './onboarding-form';
export { AddressModal, type AddressModalProps } from './address-modal';
export { MarketingPreferencesModal, type MarketingPreferencesModalProps } from './marketing-preferences-modal';
