/**
 * The union's settings the Union Administrator changes in the back office (area Settings). Each has
 * a default set by the migration that adds it.
 */
import { z } from 'zod';
import { PERMIT_LIMIT_BOUNDS } from '../permits/rules';
import { MAX_TRANSFERRED_PLAYERS_BOUNDS } from '../transfers/rules';

export const UnionSettingsSchema = z.object({
  /** The most transfers into one team child in one season (the spec's maxTransferredPlayers). */
  maxTransferredPlayers: z.number().int(),
  /** The most live permits one receiving organisation may hold for one fixture (the spec's permitLimit). */
  permitLimit: z.number().int(),
});
export type UnionSettings = z.infer<typeof UnionSettingsSchema>;

export const UNION_SETTINGS_MESSAGES = {
  maxTransferredPlayers: `Enter a whole number from ${MAX_TRANSFERRED_PLAYERS_BOUNDS.min} to ${MAX_TRANSFERRED_PLAYERS_BOUNDS.max}`,
  permitLimit: `Enter a whole number from ${PERMIT_LIMIT_BOUNDS.min} to ${PERMIT_LIMIT_BOUNDS.max}`,
} as const;

/** A change of the settings: every setting is given (the form shows them all). */
export const ChangeUnionSettingsSchema = z.object({
  maxTransferredPlayers: z
    .number({ error: UNION_SETTINGS_MESSAGES.maxTransferredPlayers })
    .int(UNION_SETTINGS_MESSAGES.maxTransferredPlayers)
    .min(MAX_TRANSFERRED_PLAYERS_BOUNDS.min, UNION_SETTINGS_MESSAGES.maxTransferredPlayers)
    .max(MAX_TRANSFERRED_PLAYERS_BOUNDS.max, UNION_SETTINGS_MESSAGES.maxTransferredPlayers),
  permitLimit: z
    .number({ error: UNION_SETTINGS_MESSAGES.permitLimit })
    .int(UNION_SETTINGS_MESSAGES.permitLimit)
    .min(PERMIT_LIMIT_BOUNDS.min, UNION_SETTINGS_MESSAGES.permitLimit)
    .max(PERMIT_LIMIT_BOUNDS.max, UNION_SETTINGS_MESSAGES.permitLimit),
});
export type ChangeUnionSettings = z.infer<typeof ChangeUnionSettingsSchema>;
