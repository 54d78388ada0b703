/**
 * The union's settings the Union Administrator changes in the back office (area Settings). Each has
 * a default set by the migration that adds it.
 */
import { z } from 'zod';
import { MAX_TRANSFERRED_PLAYERS_BOUNDS } from '../transfers/rules';

export const UnionSettingsSchema = z.object({
  /** The most transfers into one team child in one season (the spec's maxTransferredPlayers). */
  maxTransferredPlayers: z.number().int(),
});
export type UnionSettings = z.infer<typeof UnionSettingsSchema>;

export const UNION_SETTINGS_MESSAGES = {
  maxTransferredPlayers: `Enter a whole number from ${MAX_TRANSFERRED_PLAYERS_BOUNDS.min} to ${MAX_TRANSFERRED_PLAYERS_BOUNDS.max}`,
} as const;

/** A change of the settings: every setting is given (the form shows them all). */
export const ChangeUnionSettingsSchema = z.object({
  maxTransferredPlayers: z
    .number({ error: UNION_SETTINGS_MESSAGES.maxTransferredPlayers })
    .int(UNION_SETTINGS_MESSAGES.maxTransferredPlayers)
    .min(MAX_TRANSFERRED_PLAYERS_BOUNDS.min, UNION_SETTINGS_MESSAGES.maxTransferredPlayers)
    .max(MAX_TRANSFERRED_PLAYERS_BOUNDS.max, UNION_SETTINGS_MESSAGES.maxTransferredPlayers),
});
export type ChangeUnionSettings = z.infer<typeof ChangeUnionSettingsSchema>;
