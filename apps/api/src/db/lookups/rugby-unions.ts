/**
 * Rugby unions a person may be registered with (international playing status). Id 1 is the home
 * (Welsh) union, which never counts as an international status. Never renumber, only append.
 */
export interface RugbyUnion {
  id: number;
  value: string;
  /** The Welsh name (decision 034). */
  valueCy: string;
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
  { id: RUGBY_UNION_IDS.welsh, value: 'Welsh', valueCy: 'Cymreig', isHomeUnion: true },
  { id: RUGBY_UNION_IDS.english, value: 'English', valueCy: 'Seisnig', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.scottish, value: 'Scottish', valueCy: 'Albanaidd', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.irish, value: 'Irish', valueCy: 'Gwyddelig', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.french, value: 'French', valueCy: 'Ffrengig', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.italian, value: 'Italian', valueCy: 'Eidalaidd', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.newZealand, value: 'New Zealand', valueCy: 'Seland Newydd', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.southAfrican, value: 'South African', valueCy: 'De Affricanaidd', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.australian, value: 'Australian', valueCy: 'Awstralaidd', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.argentine, value: 'Argentine', valueCy: 'Archentaidd', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.japanese, value: 'Japanese', valueCy: 'Japaneaidd', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.fijian, value: 'Fijian', valueCy: 'Ffijïaidd', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.samoan, value: 'Samoan', valueCy: 'Samoaidd', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.tongan, value: 'Tongan', valueCy: 'Tongaidd', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.georgian, value: 'Georgian', valueCy: 'Georgaidd', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.romanian, value: 'Romanian', valueCy: 'Rwmanaidd', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.canadian, value: 'Canadian', valueCy: 'Canadaidd', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.american, value: 'American', valueCy: 'Americanaidd', isHomeUnion: false },
  { id: RUGBY_UNION_IDS.other, value: 'Other', valueCy: 'Arall', isHomeUnion: false },
];
