/**
 * Rugby unions a person may be registered with (international playing status). Id 1 is the home
 * (Welsh) union, which never counts as an international status. Never renumber, only append.
 */
export interface RugbyUnion {
  id: number;
  value: string;
  isHomeUnion: boolean;
}

export const RUGBY_UNION_IDS = {
  welsh: 1,
  english: 2,
  scottish: 3,
  irish: 4,
  french: 5,
  italian: 6,
  newZealand: 7,
  southAfrican: 8,
  australian: 9,
  argentine: 10,
  japanese: 11,
  fijian: 12,
  samoan: 13,
  tongan: 14,
  georgian: 15,
  romanian: 16,
  canadian: 17,
  american: 18,
  other: 19,
} as const;

export const HOME_UNION_ID = RUGBY_UNION_IDS.welsh;

export const RUGBY_UNIONS: readonly RugbyUnion[] = [
  { id: RUGBY_UNION_IDS.welsh, value: 'Welsh', isHomeUnion: true },
  { id: RUGBY_UNION_IDS.english, value: 'English', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.scottish, value: 'Scottish', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.irish, value: 'Irish', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.french, value: 'French', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.italian, value: 'Italian', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.newZealand, value: 'New Zealand', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.southAfrican, value: 'South African', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.australian, value: 'Australian', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.argentine, value: 'Argentine', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.japanese, value: 'Japanese', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.fijian, value: 'Fijian', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.samoan, value: 'Samoan', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.tongan, value: 'Tongan', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.georgian, value: 'Georgian', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.romanian, value: 'Romanian', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.canadian, value: 'Canadian', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.american, value: 'American', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.other, value: 'Other', isHomeUnion: false },
];
