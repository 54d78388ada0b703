import { z } from 'zod';
import { CONSENT_MESSAGES, PLAYER_CONSENTS, VOLUNTEER_CONSENTS, type ConsentKey } from './consent-rules';

export * from './consent-rules';

const mustBeTicked = (key: ConsentKey) => z.literal(true, { error: CONSENT_MESSAGES[key] });

export const PlayerConsentSchema = z.object(
  Object.fromEntries(PLAYER_CONSENTS.map((key) => [key, mustBeTicked(key)])) as Record<
    (typeof PLAYER_CONSENTS)[number],
    z.ZodLiteral<true>
  >,
);
export const VolunteerConsentSchema = z.object(
  Object.fromEntries(VOLUNTEER_CONSENTS.map((key) => [key, mustBeTicked(key)])) as Record<
    (typeof VOLUNTEER_CONSENTS)[number],
    z.ZodLiteral<true>
  >,
);
