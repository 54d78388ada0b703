/** Game formats. `value` is a stable slug; `name` is shown. Never renumber, only append. */
export interface GameFormat {
  id: number;
  name: string;
  value: string;
}

export const GAME_FORMAT_IDS = {
  fifteens: 1,
  sevens: 2,
  tens: 3,
  mixedAbility: 4,
  tag: 5,
  touch: 6,
} as const;

export const GAME_FORMATS: readonly GameFormat[] = [
  { id: GAME_FORMAT_IDS.fifteens, name: 'Fifteens', value: 'fifteens' },
  { id: GAME_FORMAT_IDS.sevens, name: 'Sevens', value: 'sevens' },
  { id: GAME_FORMAT_IDS.tens, name: 'Tens', value: 'tens' },
  { id: GAME_FORMAT_IDS.mixedAbility, name: 'Mixed Ability', value: 'mixed-ability' },
  { id: GAME_FORMAT_IDS.tag, name: 'Tag', value: 'tag' },
  { id: GAME_FORMAT_IDS.touch, name: 'Touch', value: 'touch' },
];
