import { z } from 'zod';

/**
 * A league's fantasy scoring. `preset` names the reception value the UI shows; the numbers are
 * what points are computed from, so a league may tune any of them.
 */
export const scoringPresets = ['PPR', 'HALF_PPR', 'STANDARD'] as const;
export type ScoringPreset = (typeof scoringPresets)[number];

const points = z.number().finite().min(-100).max(100);

export const scoringSettingsSchema = z.object({
  preset: z.enum(scoringPresets),
  passing_yard: points,
  passing_td: points,
  interception: points,
  rushing_yard: points,
  rushing_td: points,
  reception: points,
  receiving_yard: points,
  receiving_td: points,
  return_td: points,
  two_point: points,
  fumble_lost: points,
});
export type ScoringSettings = z.infer<typeof scoringSettingsSchema>;

const base: Omit<ScoringSettings, 'preset' | 'reception'> = {
  passing_yard: 0.04,
  passing_td: 4,
  interception: -2,
  rushing_yard: 0.1,
  rushing_td: 6,
  receiving_yard: 0.1,
  receiving_td: 6,
  return_td: 6,
  two_point: 2,
  fumble_lost: -2,
};

export const SCORING_PRESETS: Record<ScoringPreset, ScoringSettings> = {
  PPR: { preset: 'PPR', reception: 1, ...base },
  HALF_PPR: { preset: 'HALF_PPR', reception: 0.5, ...base },
  STANDARD: { preset: 'STANDARD', reception: 0, ...base },
};

export const DEFAULT_SCORING: ScoringSettings = SCORING_PRESETS.PPR;

/** PUT /leagues/:id/scoring accepts a preset name alone or any subset of the numbers. */
export const scoringUpdateSchema = scoringSettingsSchema.partial().strict();

/** A league's stored scoring settings (the JSON its row keeps, written from this schema). */
export function parseScoring(json: string): ScoringSettings {
  return JSON.parse(json) as ScoringSettings;
}
